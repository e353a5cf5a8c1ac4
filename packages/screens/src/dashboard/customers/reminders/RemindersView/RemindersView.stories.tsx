import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TODAY, storyLongReminders, storyReminders } from '../remindersStoryData.ts';
import { RemindersView } from './RemindersView.tsx';

const meta = {
  title: 'Dashboard/Customers/Reminders/RemindersView',
  component: RemindersView,
  parameters: { layout: 'fullscreen' },
  args: {
    reminders: storyReminders,
    status: 'ready',
    onRetry: fn(),
    today: STORY_TODAY,
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    customerHref: (id: string) => `/customers/${id}?tab=reminders`,
    customersHref: '/customers',
  },
} satisfies Meta<typeof RemindersView>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvas: ReturnType<typeof within>, name: RegExp) => within(canvas.getByRole('region', { name }));
const OVERDUE = /^(overdue|فات موعدها)$/i;
const TODAY = /^(due today|مستحقة اليوم)$/i;
const UPCOMING = /^(upcoming|قادمة)$/i;

/**
 * Overdue (earlier Dubai days, the latest first), due today (at any hour) and upcoming; a
 * customer's name links to their page, the shop's own say so; Edit and Delete name the reminder.
 */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const overdue = section(canvas, OVERDUE);
    const today = section(canvas, TODAY);
    const upcoming = section(canvas, UPCOMING);
    await expect(overdue.getAllByRole('listitem')).toHaveLength(2);
    await expect(today.getAllByRole('listitem')).toHaveLength(3);
    await expect(upcoming.getAllByRole('listitem')).toHaveLength(2);
    await expect(overdue.getAllByRole('listitem')[0]).toHaveTextContent('Aisha Al Mansoori');
    await expect(today.getByRole('link', { name: 'محمد الهاشمي' })).toHaveAttribute('href', '/customers/cus-1001-7?tab=reminders');
    await expect(today.getByText(/^(3 reminders|3 تذكيرات)$/i)).toBeVisible();
    await userEvent.click(today.getByRole('button', { name: /^(edit the reminder|تعديل التذكير): weekly stock count(,|،) /i }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'grem-1', kind: 'global' }));
    await userEvent.click(overdue.getByRole('button', { name: /^(delete the reminder|حذف التذكير): aisha al mansoori(,|،) /i }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'rem-4', kind: 'customer' }));
  },
};

/** Long names, notes and titles wrap inside their rows; a section of six stays one list. */
export const LongContent: Story = {
  args: { reminders: storyLongReminders },
  play: async ({ canvas }) => {
    await expect(section(canvas, UPCOMING).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Someone who may only look: no add, edit or delete; an empty section says so. */
export const ReadOnly: Story = {
  args: { canEdit: false, reminders: storyReminders.filter((r) => r.date > STORY_TODAY) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(new reminder|تذكير جديد)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(edit|تعديل)/i })).toHaveLength(0);
    await expect(canvas.getByText(/^(nothing overdue\.|لا شيء فات موعده\.)$/i)).toBeVisible();
    await expect(canvas.getByText(/^(nothing due today\.|لا شيء مستحق اليوم\.)$/i)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { reminders: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no reminders yet|لا تذكيرات بعد)$/i)).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: /^(new reminder|تذكير جديد)$/i }).at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading', reminders: [] } };

/** The lists did not load: said in words, with a retry. */
export const LoadError: Story = {
  args: { status: 'error', reminders: [], error: { kind: 'network', status: 0, message: 'offline' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/(no connection|لا يوجد اتصال)/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|retry|إعادة المحاولة|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
