import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Select, type SelectOption } from './Select.tsx';

const emirates: SelectOption[] = [
  { id: 'dxb', label: 'Dubai' },
  { id: 'auh', label: 'Abu Dhabi' },
  { id: 'shj', label: 'Sharjah' },
  { id: 'ajm', label: 'Ajman' },
  { id: 'uaq', label: 'Umm Al Quwain', disabled: true },
  { id: 'rak', label: 'Ras Al Khaimah' },
  { id: 'fuj', label: 'Fujairah' },
];

const arabicEmirates: SelectOption[] = [
  { id: 'dxb', label: 'دبي' },
  { id: 'auh', label: 'أبوظبي' },
  { id: 'long', label: 'منطقة الشارقة الصناعية الثانية عشرة قرب سوق الخضار والفواكه المركزي ودوار الساعة القديم' },
  { id: 'long-en', label: 'Jumeirah Lake Towers Cluster X, behind the Almas Tower metro station exit and the public park' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.emirate" />, options: emirates, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 'shj', description: <FormattedMessage id="ui.story.inputs.emirateHelp" /> } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { required: true, error: <FormattedMessage id="ui.story.inputs.emirateRequired" /> } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'dxb' } };
export const LongArabicText: Story = { args: { options: arabicEmirates, defaultValue: 'long' } };

export const Empty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await expect(await screen.findByText(/no options|لا توجد خيارات/i)).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
  args: { options: [] },
};

export const SelectsAnOptionWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /emirate|الإمارة/i });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    // Dubai is focused; Down moves to Abu Dhabi, Enter picks it.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('auh');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Abu Dhabi');
    await expect(trigger).toHaveFocus();
  },
};

export const SkipsDisabledOptions: Story = {
  args: { defaultValue: 'ajm' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'));
    const disabled = await screen.findByRole('option', { name: 'Umm Al Quwain' });
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('rak');
  },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.inputs.emirateRequired" /> },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button');
    await expect(trigger).toHaveAccessibleDescription(/choose|اختر/i);
  },
};
