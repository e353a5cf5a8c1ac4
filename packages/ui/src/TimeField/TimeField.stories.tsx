import type { Meta, StoryObj } from '@storybook/react-vite';
import { Time } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { TimeField } from './TimeField.tsx';

const meta = {
  title: 'UI/TimeField',
  component: TimeField,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.opensAt" />, onChange: fn() },
} satisfies Meta<typeof TimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: new Time(9, 30) } };
export const HoursOnly: Story = { args: { defaultValue: new Time(22), granularity: 'hour' } };
export const WithLimits: Story = {
  args: { minValue: new Time(6), maxValue: new Time(23, 59), description: <FormattedMessage id="ui.story.inputs.opensAtHelp" /> },
};
export const Required: Story = { args: { required: true } };
export const Invalid: Story = { args: { defaultValue: new Time(9, 30), error: <FormattedMessage id="ui.story.inputs.opensAtInvalid" /> } };
export const OutOfRange: Story = { args: { defaultValue: new Time(4), minValue: new Time(6) } };
export const Disabled: Story = { args: { disabled: true, defaultValue: new Time(9, 30) } };
export const LongArabicText: Story = {
  args: {
    label: 'وقت بدء استقبال الطلبات في أيام الجمعة والعطل الرسمية وأيام المناسبات الخاصة',
    description: 'The time the shop starts taking orders on Fridays, public holidays and special occasions.',
    defaultValue: new Time(14, 15),
  },
};

export const StepsTheHourWithArrowKeys: Story = {
  args: { defaultValue: new Time(9, 30) },
  play: async ({ canvas, args }) => {
    const hour = within(canvas.getByRole('group')).getAllByRole('spinbutton')[0] as HTMLElement;
    await userEvent.tab();
    await expect(hour).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Time(10, 30));
  },
};

export const FlagsATimeBeforeOpening: Story = {
  args: { defaultValue: new Time(7), minValue: new Time(6) },
  play: async ({ canvas }) => {
    const hour = within(canvas.getByRole('group')).getAllByRole('spinbutton')[0] as HTMLElement;
    hour.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(hour).toHaveAttribute('aria-invalid', 'true');
    await expect(hour).toHaveAccessibleDescription(/6/);
  },
};
