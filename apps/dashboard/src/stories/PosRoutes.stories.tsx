import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_SHOP_ID, db, handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The point of sale as the app runs it (issue #12 item 6, decision 0078): the real route, the
 * catalogue's products hook and the sale's write against the MSW mock API, signed in as the
 * demo cashier. The pictures are the top of the page; the screen has its own stories.
 */
const meta = {
  title: 'Apps/Dashboard/PointOfSale',
  component: ConnectedDashboardRoute,
  args: { path: '/orders/pos', as: 'cashier' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const products = scenarios.products!;

/** The seed's first available boxed product with a barcode (the scanner's target). */
function scannable() {
  return db().tables.shopProducts.find((p) => p.shop === DEMO_SHOP_ID && p.isAvailable && p.product.barcode && p.product.unit === 'box')!;
}

async function search(canvasElement: HTMLElement) {
  const box = await within(canvasElement).findByRole('searchbox', {}, WAIT);
  await waitFor(() => expect(box).toHaveFocus(), WAIT);
  // The grid is there: a scan is looked up in the loaded products.
  await waitFor(() => expect(canvasElement.querySelector('[data-product-id]')).not.toBeNull(), WAIT);
  return box;
}

/** The cashier's counter: the search box has the focus and the shop's products fill the grid. */
export const Counter: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-product-id]').length).toBe(60);
  },
};

/** A scanned product, dine-in at table 4, cash: charged once, and the done step shows the server's number and total. */
export const RingsUpADineInSale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = scannable();
    await search(canvasElement);
    await userEvent.keyboard(`${product.product.barcode}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector(`[data-line-id="${product.id}"]`)).not.toBeNull(), WAIT);
    await userEvent.click(canvas.getByText(/^(dine-in|داخل المحل)$/i));
    await userEvent.type(canvas.getByRole('textbox', { name: /^(table number|رقم الطاولة)/i }), '4');
    const before = db().tables.orders.length;
    const charge = canvasElement.querySelector<HTMLButtonElement>('[data-charge]')!;
    await userEvent.dblClick(charge);
    const done = await canvas.findByRole('heading', { level: 2, name: /DK-\d+/ }, WAIT);
    await waitFor(() => expect(done).toHaveFocus());
    await expect(db().tables.orders.length).toBe(before + 1);
    const order = db().tables.orders.at(-1)!;
    await expect(order).toMatchObject({ source: 'pos', dineIn: true, payment_type: 'cash', cart_notes: 'Table 4' });
    await expect(done).toHaveTextContent(order.number);
  },
};

/** The products could not be loaded: said so with a retry; the search box still takes a scan. */
export const ProductsLoadError: Story = {
  parameters: { msw: { handlers: handlersFor({ products: products.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, WAIT);
  },
};

/** A product sold out since the grid loaded: the 409 is said in the interface language and the ticket is kept. */
export const ChargeRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/v1/pos/cart/store', () =>
          HttpResponse.json({ error: { status: 409, message: 'Sold out.', code: 'product_unavailable' } }, { status: 409 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const product = scannable();
    await search(canvasElement);
    await userEvent.keyboard(`${product.product.barcode}{Enter}`);
    await waitFor(() => expect(canvasElement.querySelector(`[data-line-id="${product.id}"]`)).not.toBeNull(), WAIT);
    await userEvent.click(canvasElement.querySelector<HTMLButtonElement>('[data-charge]')!);
    await waitFor(() => expect(canvasElement.querySelector('[data-charge-error]')).not.toBeNull(), WAIT);
    const alert = canvasElement.querySelector<HTMLElement>('[data-charge-error]')!;
    await waitFor(() => expect(alert).toHaveFocus(), WAIT);
    await expect(alert).toHaveTextContent(/no longer available|لم يعد متوفراً/);
    await expect(canvasElement.querySelector(`[data-line-id="${product.id}"]`)).not.toBeNull();
  },
};
