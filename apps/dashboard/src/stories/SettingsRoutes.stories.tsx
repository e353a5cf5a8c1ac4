import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db, DEMO_SHOP_ID, handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The settings area as the app runs it (issue #10): the real route, hooks and calls against the
 * MSW mock API, signed in as the demo shop owner (or the cashier, who may not open it). The
 * pictures are the screen the person sees first; the cards have their own stories.
 */
const meta = {
  title: 'Apps/Dashboard/Settings',
  component: ConnectedDashboardRoute,
  args: { path: '/settings', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 10000 };
const save = /^(save|حفظ)$/i;
const busyCard = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .findByRole('region', { name: /^(busy|مشغول)$/i }, WAIT)
    .then((card) => within(card));

export const ShowsTheShopSettings: Story = {
  play: async ({ canvasElement }) => {
    const busy = await busyCard(canvasElement);
    await expect(busy.getByText(/taking orders|يستقبل الطلبات/i)).toBeVisible();
  },
};

/**
 * Busy for an hour: the call lands in the shared mock database, which the storefront reads too.
 * Then back to taking orders, so the picture does not carry the clock's time.
 */
export const MarksTheShopBusyForAnHour: Story = {
  play: async ({ canvasElement }) => {
    const busy = await busyCard(canvasElement);
    const busySwitch = busy.getByRole('switch', { name: /the shop is busy|المتجر مشغول/i });
    await userEvent.click(busySwitch);
    await userEvent.click(busy.getByRole('radio', { name: /^(1 hour|ساعة واحدة)$/i }));
    await userEvent.click(busy.getByRole('button', { name: save }));
    await waitFor(() => expect(busy.getByRole('status')).toHaveTextContent(/busy state saved|تم حفظ حالة الانشغال/i), WAIT);
    await waitFor(() => expect(canvasElement.querySelector('#settings-busy bdi')).not.toBeNull(), WAIT);
    // The storefront reads the shop record, where the busy flag now is.
    await expect(db().tables.shops.find((s) => s.id === DEMO_SHOP_ID)?.busy).toBe(true);
    await userEvent.click(busySwitch);
    await userEvent.click(busy.getByRole('button', { name: save }));
    await waitFor(() => expect(busy.getByText(/taking orders|يستقبل الطلبات/i)).toBeVisible(), WAIT);
    await expect(db().tables.shops.find((s) => s.id === DEMO_SHOP_ID)?.busy).toBe(false);
  },
};

/** Every save refused by the server: the card says so and keeps the choice. */
export const SaveFails: Story = {
  parameters: { msw: { handlers: handlersFor({ settings: scenarios.settings?.saveFails ?? [] }) } },
  play: async ({ canvasElement }) => {
    const busy = await busyCard(canvasElement);
    await userEvent.click(busy.getByRole('switch', { name: /the shop is busy|المتجر مشغول/i }));
    await userEvent.click(busy.getByRole('button', { name: save }));
    await waitFor(() => expect(busy.getByRole('alert')).toHaveTextContent(/could not be saved|تعذّر الحفظ/i), WAIT);
    await expect(busy.getByRole('switch', { name: /the shop is busy|المتجر مشغول/i })).toBeChecked();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: handlersFor({ vendorShop: scenarios.vendorShop?.serverError ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }, { timeout: 15000 })).toBeVisible();
  },
};

/** The cashier's role has no settings: no link in the navigation, and the URL shows "No access". */
export const CashierHasNoAccess: Story = {
  args: { as: 'cashier' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /no access to this page|لا يمكنك فتح هذه الصفحة/i }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /shop settings|إعدادات المتجر/i })).toBeNull();
  },
};
