import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * Service requests as the app runs them (issue #12 item 7, decision 0068): the real routes,
 * the requests calls through their SWR hooks against the MSW mock API, signed in as the demo
 * shop owner (or the cashier). The pictures are the top of the page; the screens have their
 * own stories.
 */
const meta = {
  title: 'Apps/Dashboard/Requests',
  component: ConnectedDashboardRoute,
  args: { path: '/orders/requests', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const requests = scenarios.requests!;
const LIST = { name: /^(service requests|طلبات الخدمة)$/i };

/** The seeded requests of the demo shop, newest first. */
function seeded() {
  return db()
    .tables.requests.filter((r) => r.shop === DEMO_SHOP_ID)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every request of the shop, newest first, each with its status in words. */
export const Requests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(service requests|طلبات الخدمة)$/i }, WAIT);
    const list = await canvas.findByRole('list', LIST, WAIT);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(seeded().length), WAIT);
    const first = within(within(list).getAllByRole('listitem')[0]!);
    await expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(seeded()[0]!.customerName);
  },
};

/** The filter is in the URL: a shared link opens the approved requests only. */
export const FilteredByStatus: Story = {
  args: { path: '/orders/requests?f.status=approved' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', LIST, WAIT);
    const approved = seeded().filter((r) => r.status === 'approved').length;
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(approved), WAIT);
    await expect(within(list).getAllByText(/^(approved|موافق عليه)$/i)).toHaveLength(approved);
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: handlersFor({ requests: requests.empty ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(no service requests yet|لا توجد طلبات خدمة بعد)$/i, {}, WAIT);
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: handlersFor({ requests: requests.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^(the requests could not be loaded\.|تعذّر تحميل الطلبات\.)$/i, {}, WAIT);
  },
};

/** A replied request: its price, its history, and approve first among what it allows. */
export const Request: Story = {
  args: { path: '/orders/requests/req-1001-06' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /(request from|طلب من)/i }, WAIT);
    await canvas.findByRole('button', { name: /^(approve|موافقة)$/i }, WAIT);
    await expect(canvas.queryByRole('button', { name: /^(mark as finished|تحديد كمنجز)$/i })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: /^(what happened|ما جرى)$/i })).toBeVisible();
  },
};

/** Approving a new request reads it again: approved, and now "Mark as finished" is offered. */
export const ApprovesARequest: Story = {
  args: { path: '/orders/requests/req-1001-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(approve|موافقة)$/i }, WAIT));
    await canvas.findByRole('button', { name: /^(mark as finished|تحديد كمنجز)$/i }, WAIT);
    await expect(canvas.queryByRole('button', { name: /^(approve|موافقة)$/i })).toBeNull();
    await within(document.body).findByText(/^(request approved|تمت الموافقة على الطلب)$/i, {}, WAIT);
  },
};

/** Someone else marked the request as spam meanwhile: the 409 is said in words and the page shows it as spam. */
export const ChangedMeanwhile: Story = {
  args: { path: '/orders/requests/req-1001-01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approve = await canvas.findByRole('button', { name: /^(approve|موافقة)$/i }, WAIT);
    db().tables.requests.find((r) => r.id === 'req-1001-01')!.status = 'spam';
    await userEvent.click(approve);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/changed meanwhile|تغيّر هذا الطلب في الأثناء/i), WAIT);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^(approve|موافقة)$/i })).toBeNull(), WAIT);
    await expect(canvas.getAllByText(/^(spam|مزعج)$/i).length).toBeGreaterThan(0);
  },
};

/** The server fails: said in words; the request stays as it was. */
export const ActionFails: Story = {
  args: { path: '/orders/requests/req-1001-01' },
  parameters: { msw: { handlers: handlersFor({ requests: requests.actionFails ?? [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^(approve|موافقة)$/i }, WAIT));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/could not be saved|تعذّر حفظ التغيير/i), WAIT);
    await expect(canvas.getByRole('button', { name: /^(approve|موافقة)$/i })).toBeVisible();
  },
};

/** One invoice as the server has it (GET /invoice/get), from the request's invoices. */
export const ViewsAnInvoice: Story = {
  args: { path: '/orders/requests/req-1001-11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click((await canvas.findAllByRole('button', { name: /^(view the invoice|عرض الفاتورة)/i }, WAIT))[0]!);
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await dialog.findByText(/1,735\.00/, {}, WAIT);
    await expect(dialog.getByText('inv-1001-01')).toBeVisible();
  },
};

/** A cashier opens the requests too (decision 0040) and may act on them. */
export const AsCashier: Story = {
  args: { path: '/orders/requests/req-1001-02', as: 'cashier' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /^(reply|الرد)$/i }, WAIT);
  },
};
