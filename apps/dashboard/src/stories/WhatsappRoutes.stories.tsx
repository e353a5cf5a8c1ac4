import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * WhatsApp as the app runs it (issue #13 item 9, decision 0069): the real routes, the WhatsApp
 * calls through their SWR hooks against the MSW mock API, signed in as the demo shop owner. The
 * pictures are the top of the page; the screens have their own stories.
 */
const meta = {
  title: 'Apps/Dashboard/WhatsApp',
  component: ConnectedDashboardRoute,
  args: { path: '/customers/whatsapp', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const whatsapp = scenarios.whatsapp!;
const LIST = /^(whatsapp templates|قوالب واتساب)$/i;

/** The seeded templates with their statuses; the static path wins over the customers' `:id` route. */
export const Templates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: LIST }, WAIT);
    const list = await canvas.findByRole('list', { name: LIST }, WAIT);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(10), WAIT);
    await expect(canvas.getAllByText(/^(waiting for review|قيد المراجعة)$/i).length).toBeGreaterThan(0);
  },
};

/** `f.status=pending` in the URL: the server filters, only the pending template shows. */
export const FilteredByStatus: Story = {
  args: { path: '/customers/whatsapp?f.status=pending' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: LIST }, WAIT);
    await waitFor(() => expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(1), WAIT);
    await expect(list).toHaveTextContent('ramadan_hampers');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor({ whatsapp: whatsapp.empty ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(no templates yet|لا قوالب بعد)$/i, {}, WAIT);
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: handlersFor({ whatsapp: whatsapp.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(the templates could not be loaded\.|تعذّر تحميل القوالب\.)$/i, {}, WAIT);
  },
};

/** "New template" in Arabic: submitted, it shows waiting for review; the server has it as pending. */
export const CreatesATemplate: Story = {
  args: { path: '/customers/whatsapp?dialog=new' },
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    const dialog = within(await body.findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(name|الاسم)/i }), 'eid_greeting');
    await userEvent.click(dialog.getByText(/^(arabic|العربية)$/i));
    await userEvent.type(dialog.getByRole('textbox', { name: /^(message|الرسالة)/i }), 'عيد مبارك يا {{{{1}}!');
    await expect(dialog.getByTestId('whatsapp-bubble')).toHaveAttribute('dir', 'rtl');
    await userEvent.click(dialog.getByRole('button', { name: /^(submit for review|إرسال للمراجعة)$/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    const card = await waitFor(() => {
      const name = canvasElement.querySelector('[data-template-name="eid_greeting"]');
      if (!name) throw new Error('not listed yet');
      return name.closest('li') as HTMLElement;
    }, WAIT);
    await expect(within(card).getByText(/^(waiting for review|قيد المراجعة)$/i)).toBeVisible();
    const row = db().tables.whatsappTemplates.find((t) => t.shop === DEMO_SHOP_ID && t.name === 'eid_greeting');
    await expect(row).toMatchObject({ lang: 'ar', status: 'pending', body: 'عيد مبارك يا {{1}}!' });
  },
};

/**
 * The customers list with row selection: the first customer (a landline) and the next two get
 * an approved template with its value; two are sent, the landline fails with the reason, and
 * "Retry failed" tries that one only.
 */
export const SendsToSelectedCustomers: Story = {
  args: { path: '/customers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    const table = await canvas.findByRole('table', {}, WAIT);
    // The first three rows (the header row holds "Select all").
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(4), WAIT);
    const rows = within(table).getAllByRole('row').slice(1, 4);
    for (const row of rows) await userEvent.click(within(row).getByRole('checkbox'));
    await expect(rows[0]).toHaveTextContent(/\+971 4/);
    await userEvent.click(within(await canvas.findByRole('toolbar')).getByRole('button', { name: /^(send whatsapp|إرسال واتساب)$/i }));
    const dialog = within(await body.findByRole('dialog', {}, WAIT));
    const before = db().tables.whatsappMessages.length;
    await userEvent.click(await dialog.findByRole('button', { name: /(template|القالب)$/i }, WAIT));
    await userEvent.click(await body.findByRole('option', { name: /^weekly_offers · (english|الإنجليزية)$/i }));
    await userEvent.type(await dialog.findByRole('textbox', { name: /^(value for|قيمة) \{\{1\}\}/i }, WAIT), 'Mango week');
    await userEvent.click(dialog.getByRole('button', { name: /^(send to|إرسال إلى) /i }));
    const summary = await dialog.findByTestId('whatsapp-send-summary', {}, WAIT);
    await waitFor(() => expect(dialog.getByRole('button', { name: /(retry failed|إعادة إرسال ما فشل)/i })).toBeVisible(), WAIT);
    await expect(summary).toHaveTextContent(/2.*1/);
    await expect(dialog.getByText(/(not on whatsapp|ليس على واتساب)/i)).toBeVisible();
    await expect(db().tables.whatsappMessages.length).toBe(before + 2);
    await userEvent.click(dialog.getByRole('button', { name: /(retry failed|إعادة إرسال ما فشل)/i }));
    await waitFor(() => expect(dialog.getByRole('button', { name: /(retry failed|إعادة إرسال ما فشل)/i })).toBeVisible(), WAIT);
    await expect(db().tables.whatsappMessages.length).toBe(before + 2);
  },
};
