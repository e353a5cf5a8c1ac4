import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { OrdersEnvironmentProvider, type OrderSound } from '@dukkan/screens';
import { ConnectedDashboardRoute, type ConnectedDashboardRouteProps } from './ConnectedDashboardRoute.tsx';

/** The mock seed's clock (1 November 2026, 13:00 in Dubai): "time since placed" is the same on every run. */
const SEED_NOW = Date.UTC(2026, 10, 1, 9, 0, 0);

/** A bell that rings silently; the stories read the board, not the speaker. */
const silentBell: OrderSound = { state: () => 'running', unlock: async () => 'running', play: () => true };

function OrdersRoute(props: ConnectedDashboardRouteProps) {
  return (
    <OrdersEnvironmentProvider value={{ now: () => SEED_NOW, sound: silentBell, tickMs: 600_000 }}>
      <ConnectedDashboardRoute {...props} />
    </OrdersEnvironmentProvider>
  );
}

/**
 * The orders area as the app runs it (issue #12): the real routes, hooks and mutations against
 * the MSW mock API, signed in as the demo shop owner, with the clock frozen at the seed's.
 */
const meta = {
  title: 'Apps/Dashboard/Orders',
  component: OrdersRoute,
  args: { path: '/orders/live', as: 'seller' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OrdersRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10000 };
const vendorOrders = scenarios.vendorOrders!;
const NEW = /^(new|جديد)/i;
const ACCEPTED = /^(accepted|مقبول)/i;

/** The seed's oldest order still new (the first card of the "New" column). */
function oldestNew() {
  return db()
    .tables.orders.filter((o) => o.shop === DEMO_SHOP_ID && o.status === 'pending' && o.source !== 'pos')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
}

async function newColumn(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('region', { name: NEW }, WAIT);
}

/** The seed's new orders ring until the owner acknowledges them. */
export const LiveBoard: Story = {
  // Id and text queries: role queries with names are slow on a whole app page.
  play: async ({ canvas, canvasElement }) => {
    const order = oldestNew();
    const number = await canvas.findByText(order.number, { selector: 'a bdi' }, WAIT);
    await expect(number.closest('section')?.querySelector('h2')).toHaveTextContent(NEW);
    const bell = canvasElement.querySelector<HTMLElement>('[aria-labelledby="orders-bell-title"]')!;
    await expect(bell).toHaveTextContent(order.number);
    await userEvent.click(within(bell).getByText(/^(acknowledge|تأكيد الاستلام)$/i));
    await waitFor(() => expect(canvasElement.querySelector('[aria-labelledby="orders-bell-title"]')).toBeNull(), WAIT);
  },
};

/** "Accept" moves the card at once, and the server keeps it. */
export const AcceptsAnOrder: Story = {
  play: async ({ canvasElement }) => {
    const order = oldestNew();
    const card = within(await newColumn(canvasElement)).getByRole('article', { name: order.number });
    await userEvent.click(within(card).getByRole('button', { name: /^(accept|قبول)/i }));
    const accepted = within(canvasElement).getByRole('region', { name: ACCEPTED });
    const moved = await within(accepted).findByRole('article', { name: order.number }, WAIT);
    await expect(moved).toBeVisible();
    await waitFor(() => expect(db().tables.orders.find((o) => o.id === order.id)?.status).toBe('accepted'), WAIT);
    // Focus follows the card into its new column (decision 0089); the picture waits for it.
    await waitFor(() => expect(moved).toHaveFocus(), WAIT);
  },
};

/** The server refuses the move: the card stays in "New" and the page says why. */
export const StatusChangeFails: Story = {
  parameters: { msw: { handlers: handlersFor({ vendorOrders: vendorOrders.setStatusFails ?? [] }) } },
  play: async ({ canvasElement }) => {
    const order = oldestNew();
    const column = await newColumn(canvasElement);
    await userEvent.click(
      within(within(column).getByRole('article', { name: order.number })).getByRole('button', { name: /^(accept|قبول)/i }),
    );
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 15000 });
    await expect(alert).toHaveTextContent(/server could not make the change|تعذّر على الخادم إجراء التغيير/i);
    await expect(within(await newColumn(canvasElement)).getByRole('article', { name: order.number })).toBeVisible();
    await expect(db().tables.orders.find((o) => o.id === order.id)?.status).toBe('pending');
  },
};

export const NoOpenOrders: Story = {
  parameters: { msw: { handlers: handlersFor({ vendorOrders: vendorOrders.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no open orders|لا توجد طلبات مفتوحة/i, {}, WAIT)).toBeVisible();
  },
};

/** The order's page: an extra item is added and the total is the one the server answers. */
export const OrderAddsAnExtraItem: Story = {
  render: (args) => <OrdersRoute {...args} path={`/orders/${oldestNew().id}`} />,
  play: async ({ canvas }) => {
    const order = oldestNew();
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(order.number) }, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(add an extra item|إضافة بند)$/i }));
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /description|الوصف/i }), 'Ice bag');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(price|السعر)/i }), '2.35');
    await userEvent.click(dialog.getByRole('button', { name: /^(add|إضافة)$/i }));
    await expect(await canvas.findByText('Ice bag', {}, WAIT)).toBeVisible();
    const stored = db().tables.orders.find((o) => o.id === order.id)!;
    const total = stored.bill.find((f) => f.rule === 'total_amount')!.value;
    await waitFor(() => expect(canvas.getAllByText(new RegExp(total.toFixed(2).replace('.', '\\.'))).length).toBeGreaterThan(0), WAIT);
  },
};

/** The seed's oldest delivery order being prepared (accepted, preparing or ready) with no delivery job yet. */
function deliveryWithoutJob() {
  const { orders, deliveryJobs } = db().tables;
  return orders
    .filter(
      (o) =>
        o.shop === DEMO_SHOP_ID &&
        !o.pickup &&
        !o.dineIn &&
        ['accepted', 'preparing', 'ready'].includes(o.status) &&
        !deliveryJobs.some((j) => j.cart === o.id),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
}

/**
 * The order's page sends it for delivery (issue #15, decision 0067): a job is made from the order
 * with the parcel's weight, and the card follows it, with a link that opens its assign dialog.
 */
export const OrderSentForDelivery: Story = {
  render: (args) => <OrdersRoute {...args} path={`/orders/${deliveryWithoutJob().id}`} />,
  play: async ({ canvas }) => {
    const order = deliveryWithoutJob();
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(order.number) }, WAIT)).toBeVisible();
    await expect(await canvas.findByText(/no delivery job yet|لا توجد مهمة توصيل بعد/i, {}, WAIT)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(send for delivery|إرسال للتوصيل)$/i }));
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await userEvent.type(dialog.getByRole('textbox', { name: /parcel weight|وزن الطرد/i }), '2.5');
    await userEvent.click(dialog.getByRole('button', { name: /create delivery job|إنشاء مهمة التوصيل/i }));
    await expect(await canvas.findByText(/^(waiting|بانتظار الإسناد)$/i, {}, WAIT)).toBeVisible();
    const job = db().tables.deliveryJobs.find((j) => j.cart === order.id)!;
    await expect(job).toMatchObject({ status: 'created', weight: 2.5, weightUnit: 'kg' });
    const card = within(canvas.getByRole('region', { name: /^(delivery job|مهمة التوصيل)$/i }));
    await expect(card.getByRole('link', { name: /follow it in delivery jobs|تابعها في مهام التوصيل/i })).toHaveAttribute(
      'href',
      `/delivery/jobs?dialog=${encodeURIComponent(`assign:${job.id}`)}`,
    );
  },
};

/** The seed's finished orders, newest first (what the archive's first page shows). */
function finishedOrders(status?: string) {
  return db()
    .tables.orders.filter((o) => o.shop === DEMO_SHOP_ID && ['delivered', 'picked_up', 'cancelled'].includes(o.status))
    .filter((o) => !status || o.status === status)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The archive (decision 0070): finished orders a page at a time; each number opens the order. */
export const OrderArchive: Story = {
  args: { path: '/orders/archive' },
  play: async ({ canvas }) => {
    const [newest] = finishedOrders();
    const link = await canvas.findByRole('link', { name: newest!.number }, WAIT);
    await expect(link).toHaveAttribute('href', `/orders/${newest!.id}`);
    await expect(canvas.getByRole('navigation', { name: /^(pagination|التنقل بين الصفحات)$/i })).toBeVisible();
  },
};

/**
 * A shared link with a status filter and a search typed in Arabic-Indic digits (١٠, part of every
 * seed order number) shows only what matches: the cancelled orders.
 */
export const OrderArchiveFiltered: Story = {
  args: { path: `/orders/archive?f.status=cancelled&q=${encodeURIComponent('١٠')}` },
  play: async ({ canvas }) => {
    const cancelled = finishedOrders('cancelled');
    await canvas.findByRole('link', { name: cancelled[0]!.number }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(cancelled.length + 1), WAIT);
  },
};

export const OrderArchiveEmpty: Story = {
  args: { path: '/orders/archive' },
  parameters: { msw: { handlers: handlersFor({ vendorOrders: vendorOrders.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/no finished orders yet|لا توجد طلبات منتهية بعد/i, {}, WAIT)).toBeVisible();
  },
};
