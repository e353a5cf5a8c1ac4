import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { RemindersClock } from '../areas/reminders/clock.ts';
import { ConnectedDashboardRoute, type ConnectedDashboardRouteProps } from './ConnectedDashboardRoute.tsx';

/** The mock seed's clock (Sunday 1 November 2026, 13:00 in Dubai): the same sections on every run. */
const SEED_NOW = () => new Date(Date.UTC(2026, 10, 1, 9, 0, 0));
const SEED_TODAY = '2026-11-01';

function RemindersRoute(props: ConnectedDashboardRouteProps) {
  return (
    <RemindersClock.Provider value={SEED_NOW}>
      <ConnectedDashboardRoute {...props} />
    </RemindersClock.Provider>
  );
}

/** The first seeded customer with a reminder: their page opens on the reminders tab. */
function CustomerWithReminders(props: ConnectedDashboardRouteProps) {
  const reminder = db().tables.crmReminders.find((r) => r.shop === DEMO_SHOP_ID && !r.global && r.customer);
  return <RemindersRoute {...props} path={`/customers/${reminder?.customer ?? ''}?tab=reminders`} />;
}

/**
 * Reminders and global notes as the app runs them (issue #13 item 4, decision 0073): the real
 * routes, the crm-v2 reminder and notes/global calls through their SWR hooks against the MSW mock
 * API, signed in as the demo shop owner, with the reminders' clock frozen at the seed's.
 */
const meta = {
  title: 'Apps/Dashboard/Reminders',
  component: RemindersRoute,
  args: { path: '/customers/reminders', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof RemindersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const crm = scenarios.crmV2!;
const TITLE = /^(reminders|التذكيرات)$/i;
const region = (canvas: ReturnType<typeof within>, name: RegExp) => within(canvas.getByRole('region', { name }));

/**
 * Both kinds in three sections by the Dubai day, as many in each as the server holds; the
 * static path wins over the customers' `:id` route; a customer's name links to their page.
 */
export const Reminders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: TITLE }, WAIT);
    const rows = db().tables.crmReminders.filter((r) => r.shop === DEMO_SHOP_ID);
    const count = (test: (day: string) => boolean) => rows.filter((r) => test(r.reminderDate)).length;
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-reminder-id]')).toHaveLength(rows.length), WAIT);
    await expect(region(canvas, /^(overdue|فات موعدها)$/i).getAllByRole('listitem')).toHaveLength(count((d) => d < SEED_TODAY));
    await expect(region(canvas, /^(upcoming|قادمة)$/i).queryAllByRole('listitem')).toHaveLength(count((d) => d > SEED_TODAY));
    const customer = rows.find((r) => !r.global)!;
    const link = canvasElement.querySelector(`[data-reminder-id="${customer.id}"] a`);
    await expect(link).toHaveAttribute('href', `/customers/${customer.customer}?tab=reminders`);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor({ crmV2: crm.empty ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(no reminders yet|لا تذكيرات بعد)$/i, {}, WAIT);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: handlersFor({ crmV2: crm.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(the reminders could not be loaded\.|تعذّر تحميل التذكيرات\.)$/i, {}, WAIT);
  },
};

/** A new shop reminder at the next quarter hour (13:15) is due today; the server has it. */
export const AddsAShopReminder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^(new reminder|تذكير جديد)$/i }, WAIT));
    const dialog = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(title|العنوان)/i }), 'Eid window display');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(what to do|ما المطلوب)/i }), 'Put up the Eid lights');
    await userEvent.click(dialog.getByRole('button', { name: /^(add reminder|إضافة التذكير)$/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    const today = region(canvas, /^(due today|مستحقة اليوم)$/i);
    await waitFor(() => expect(today.getByText('Eid window display')).toBeVisible(), WAIT);
    const row = db().tables.crmReminders.find((r) => r.shop === DEMO_SHOP_ID && r.title === 'Eid window display');
    await expect(row).toMatchObject({ global: true, reminderDate: SEED_TODAY, reminderTime: '13:15', note: 'Put up the Eid lights' });
  },
};

/** A customer's page, reminders tab: Edit reads the reminder fresh, the new note is saved. */
export const CustomerPageReminders: Story = {
  render: (args) => <CustomerWithReminders {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const list = await canvas.findByRole('list', { name: TITLE }, WAIT);
    const edit = within(list).getAllByRole('button', { name: /^(edit the reminder|تعديل التذكير)/i })[0]!;
    const id = edit.closest('[data-reminder-id]')?.getAttribute('data-reminder-id');
    await userEvent.click(edit);
    const dialog = within(await body.findByRole('dialog', {}, WAIT));
    const note = dialog.getByRole('textbox', { name: /^(what to do|ما المطلوب)/i });
    await userEvent.clear(note);
    await userEvent.type(note, 'Call about the weekly fruit box');
    await userEvent.click(dialog.getByRole('button', { name: /^(save reminder|حفظ التذكير)$/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(within(list).getByText('Call about the weekly fruit box')).toBeVisible(), WAIT);
    await expect(db().tables.crmReminders.find((r) => r.id === id)).toMatchObject({ note: 'Call about the weekly fruit box' });
  },
};

/** The shop's notes, newest first: one added, changed, and deleted after confirming. */
export const GlobalNotes: Story = {
  args: { path: '/customers/notes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findByRole('heading', { level: 1, name: /^(notes|الملاحظات)$/i }, WAIT);
    await userEvent.click(await canvas.findByRole('button', { name: /^(new note|ملاحظة جديدة)$/i }, WAIT));
    let dialog = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(note|الملاحظة)/i }), 'Gift wrapping on request');
    await userEvent.click(dialog.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    const list = await canvas.findByRole('list', { name: /^(the shop's notes, newest first|ملاحظات المتجر، الأحدث أولاً)$/i }, WAIT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Gift wrapping on request'), WAIT);
    await userEvent.click(within(list).getByRole('button', { name: /^(edit the note|تعديل الملاحظة): gift wrapping on request$/i }));
    dialog = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(note|الملاحظة)/i }), ' for every order');
    await userEvent.click(dialog.getByRole('button', { name: /^(save note|حفظ الملاحظة)$/i }));
    await waitFor(
      () => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Gift wrapping on request for every order'),
      WAIT,
    );
    await userEvent.click(within(list).getByRole('button', { name: /^(delete the note|حذف الملاحظة): gift wrapping on request for/i }));
    const confirm = within(await body.findByRole('alertdialog', {}, WAIT));
    await userEvent.click(confirm.getByRole('button', { name: /^(confirm|تأكيد)$/i }));
    await waitFor(() => expect(within(list).queryByText(/gift wrapping on request/i)).toBeNull(), WAIT);
    await expect(db().tables.globalNotes.some((n) => n.title.startsWith('Gift wrapping on request'))).toBe(false);
  },
};
