import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate, getDayOfWeek } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { DatePicker } from './DatePicker.tsx';

/** Fixed dates: stories never read the clock. */
const today = new CalendarDate(2025, 3, 10);
/** A shop closed on Fridays (day 5 counted from Sunday in en-US order). */
const closedOnFridays = (date: CalendarDate) => getDayOfWeek(date, 'en-US') === 5;

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  parameters: { layout: 'padded' },
  args: { label: <FormattedMessage id="ui.story.inputs.deliveryDate" />, onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: new CalendarDate(2025, 3, 14) } };
export const Invalid: Story = {
  args: { defaultValue: new CalendarDate(2025, 3, 14), error: <FormattedMessage id="ui.story.inputs.deliveryDateFull" /> },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: new CalendarDate(2025, 3, 14) } };
export const LongArabicText: Story = {
  args: {
    label: 'تاريخ التوصيل المفضل للطلبات المجدولة الكبيرة التي تحتاج إلى تحضير مسبق من المتجر',
    description: 'The preferred delivery date for large scheduled orders that the shop has to prepare in advance.',
  },
};

export const PicksADayFromTheCalendar: Story = {
  args: {
    defaultValue: new CalendarDate(2025, 3, 12),
    minValue: today,
    maxValue: today.add({ days: 20 }),
    isDateUnavailable: closedOnFridays,
    description: <FormattedMessage id="ui.story.inputs.deliveryDateHelp" />,
  },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    // The 12th has focus; a week later (Down) is the 19th, Enter picks it and closes.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2025, 3, 19));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
