import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { DateField } from './DateField.tsx';

/** Fixed dates: stories never read the clock. */
const today = new CalendarDate(2025, 3, 10);

const meta = {
  title: 'UI/DateField',
  component: DateField,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.deliveryDate" />, onChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: new CalendarDate(2025, 3, 14) } };
export const WithLimits: Story = {
  args: { minValue: today, maxValue: today.add({ days: 14 }), description: <FormattedMessage id="ui.story.inputs.deliveryDateHelp" /> },
};
export const Required: Story = { args: { required: true } };
export const Invalid: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 14), error: <FormattedMessage id="ui.story.inputs.deliveryDateFull" /> },
};
export const OutOfRange: Story = { args: { defaultValue: new CalendarDate(2025, 3, 1), minValue: today } };
export const Disabled: Story = { args: { disabled: true, defaultValue: new CalendarDate(2025, 3, 14) } };
export const LongArabicText: Story = {
  args: {
    label: 'تاريخ التوصيل المفضل للطلبات المجدولة الكبيرة التي تحتاج إلى تحضير مسبق من المتجر',
    description: 'The preferred delivery date for large scheduled orders that the shop has to prepare in advance.',
    defaultValue: new CalendarDate(2025, 3, 14),
  },
};

export const TypesADateWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const group = canvas.getByRole('group', { name: /delivery date|تاريخ التوصيل/i });
    await expect(group.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('14032025');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 14));
  },
};

export const StepsASegmentWithArrowKeys: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 14) },
  play: async ({ canvas, args }) => {
    const day = within(canvas.getByRole('group')).getAllByRole('spinbutton')[0] as HTMLElement;
    day.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 15));
  },
};

export const FlagsADateBeforeTheMinimum: Story = {
  args: { minValue: today, defaultValue: new CalendarDate(2025, 3, 12) },
  play: async ({ canvas }) => {
    const day = within(canvas.getByRole('group')).getAllByRole('spinbutton')[0] as HTMLElement;
    day.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    // react-aria's own range message, translated, names the minimum.
    await expect(day).toHaveAccessibleDescription(/10.*2025/);
  },
};
