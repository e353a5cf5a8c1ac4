import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  parameters: { layout: 'padded' },
  args: { children: <FormattedMessage id="ui.story.inputs.shopOpen" />, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = { args: { description: <FormattedMessage id="ui.story.inputs.shopOpenHelp" /> } };
export const Invalid: Story = { args: { error: <FormattedMessage id="ui.story.inputs.shopOpenError" /> } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongArabicText: Story = {
  args: {
    children: 'استقبال الطلبات المجدولة لليوم التالي حتى بعد إغلاق المتجر، مع إرسال إشعار للعميل عند بدء التحضير',
    description: 'Accept scheduled orders for the next day even after the shop closes, and notify the customer when preparation starts.',
  },
};

export const TogglesWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: /open for orders|مفتوح لاستقبال/i });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const AnnouncesItsError: Story = {
  args: { error: <FormattedMessage id="ui.story.inputs.shopOpenError" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toHaveAccessibleDescription(/delivery|توصيل/i);
  },
};
