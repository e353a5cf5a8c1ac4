import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_TODAY, storyCustomerReminders } from '../remindersStoryData.ts';
import { CustomerReminders } from './CustomerReminders.tsx';

const meta = {
  title: 'Dashboard/Customers/Reminders/CustomerReminders',
  component: CustomerReminders,
  parameters: { layout: 'padded' },
  args: {
    customerName: 'Aisha Al Mansoori',
    reminders: storyCustomerReminders,
    status: 'ready',
    onRetry: fn(),
    today: STORY_TODAY,
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    remindersHref: '/customers/reminders',
  },
} satisfies Meta<typeof CustomerReminders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Earliest first, the overdue one and today's marked in words; Add, Edit and Delete for people who may. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: /^(reminders|التذكيرات)$/i }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[0]!).getByText(/^(overdue|فات موعدها)$/i)).toBeVisible();
    await expect(within(rows[1]!).getByText(/^(due today|مستحقة اليوم)$/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(all the shop's reminders|كل تذكيرات المتجر)$/i })).toHaveAttribute(
      'href',
      '/customers/reminders',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(add a reminder|إضافة تذكير)$/i }));
    await expect(args.onAdd).toHaveBeenCalled();
    await userEvent.click(list.getAllByRole('button', { name: /^(edit the reminder|تعديل التذكير)/i })[1]!);
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ note: 'Ask whether the cake arrived in time' }));
  },
};

/** An Arabic name in the empty state, isolated; the add button is the empty state's action. */
export const Empty: Story = {
  args: { reminders: [], customerName: 'محمد الهاشمي' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/(no reminders about|لا تذكيرات عن)/i)).toHaveTextContent('محمد الهاشمي');
    await expect(canvas.getByRole('button', { name: /^(add a reminder|إضافة تذكير)$/i })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', reminders: [] } };

export const LoadError: Story = {
  args: { status: 'error', reminders: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/(could not be loaded|تعذّر تحميل)/i);
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
