import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.field.name" />, onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: <FormattedMessage id="ui.story.field.nameHelp" /> } };
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { required: true, error: <FormattedMessage id="ui.story.field.nameRequired" /> } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Al Waha Fresh Market' } };
export const LongArabicValue: Story = {
  args: { defaultValue: 'سوق الواحة الطازج للخضروات والفواكه واللحوم والأسماك والمخبوزات العربية التقليدية', dir: 'rtl' },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.field.nameRequired" /> },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/required|مطلوب/);
    await userEvent.type(input, 'Dukkan');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
