import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyNow, storyReminders } from '../remindersStoryData.ts';
import { ReminderDialog } from './ReminderDialog.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const TITLE = /^(title|العنوان)/i;
const NOTE = /^(what to do|ما المطلوب)/i;
const ADD = /^(add reminder|إضافة التذكير)$/i;
const SAVE = /^(save reminder|حفظ التذكير)$/i;
const segments = (d: ReturnType<typeof within>, name: RegExp) => within(d.getByRole('group', { name })).getAllByRole('spinbutton');
const DATE = /^(date|التاريخ)/i;
const TIME = /^(time|الوقت)/i;

const meta = {
  title: 'Dashboard/Customers/Reminders/ReminderDialog',
  component: ReminderDialog,
  args: {
    isOpen: true,
    owner: { kind: 'global' },
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
    now: storyNow,
  },
} satisfies Meta<typeof ReminderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new shop reminder starts at the next quarter hour in Dubai (10:40 → 10:45 today). */
export const NewShopReminder: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: TITLE }), 'Weekly stock count');
    await userEvent.type(d.getByRole('textbox', { name: NOTE }), 'Count the cold room');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Weekly stock count',
      note: 'Count the cold room',
      date: '2026-11-25',
      time: '10:45',
    });
  },
};

/**
 * An overdue reminder about a customer: the note can be corrected while its past day stays;
 * the customer is named, there is no title.
 */
export const EditAnOverdueCustomerReminder: Story = {
  args: { owner: { kind: 'customer', customerName: 'Aisha Al Mansoori' }, reminder: storyReminders[1] },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.queryByRole('textbox', { name: TITLE })).toBeNull();
    await expect(within(document.body).getByRole('dialog')).toHaveAccessibleDescription(/aisha al mansoori/i);
    const note = d.getByRole('textbox', { name: NOTE });
    await userEvent.clear(note);
    await userEvent.type(note, 'Call back about the cake');
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ title: '', note: 'Call back about the cake', date: '2026-11-23', time: '17:30' });
  },
};

/** Nothing typed: refused on the fields, focus on the summary of what is missing, nothing sent. */
export const ShowsErrorsOnTheFields: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'alert'));
    await expect(d.getByRole('textbox', { name: TITLE })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('textbox', { name: NOTE })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A day already past, then a time already past today: each refused on its own field, nothing sent. */
export const RefusesADayOrTimeAlreadyPast: Story = {
  args: { owner: { kind: 'customer', customerName: 'محمد الهاشمي' } },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: NOTE }), 'Confirm the delivery');
    // The day segment one down: yesterday.
    const day = segments(d, DATE).find((s) => /^(25|٢٥)$/.test(s.textContent ?? ''))!;
    day.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(
      (await d.findAllByText(/^(this day has passed\. pick today or a later day\.|هذا اليوم قد مضى\. اختر اليوم أو يوماً لاحقاً\.)$/i))[0],
    ).toBeVisible();
    day.focus();
    await userEvent.keyboard('{ArrowUp}');
    // The hour one down: 09:45, earlier than 10:40 today.
    const hour = segments(d, TIME)[0]!;
    hour.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(
      (await d.findAllByText(/^(this time has passed today\. pick a later time\.|هذا الوقت قد مضى اليوم\. اختر وقتاً لاحقاً\.)$/i))[0],
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refuses: the reason is said in the form, and what was typed stays. */
export const SaveRefused: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 422, message: 'note is required.', code: 'invalid' })),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: TITLE }), 'VAT return');
    await userEvent.type(d.getByRole('textbox', { name: NOTE }), 'File the quarterly return');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(await d.findByText(/(the server did not accept this|لم يقبل الخادم هذا)/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: TITLE })).toHaveValue('VAT return');
    await expect(d.getByRole('textbox', { name: NOTE })).toHaveValue('File the quarterly return');
  },
};
