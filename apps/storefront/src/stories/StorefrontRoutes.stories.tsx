import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toCartProduct, type ShopProduct } from '@dukkan/core';
import { db, demoAccounts, handlersFor, scenarios, seedTables } from '@dukkan/mocks';
import { closeToasts } from '@dukkan/ui/testing';
import type { StorefrontServices } from '../services.ts';
import { routes } from '../router.tsx';
import { ConnectedRoute } from './ConnectedRoute.tsx';

/**
 * The storefront's routes as the app runs them: the real route components, SWR hooks and
 * stores, against the MSW mock API (a fresh database per story). Designers and QA see the
 * screens with live data here; the Storefront/* stories show every state of each screen.
 */
const meta = {
  title: 'Apps/Storefront',
  component: ConnectedRoute,
  args: { routes, path: '/' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const tables = seedTables();
const shop = tables.shops[0];
const products: ShopProduct[] = tables.shopProducts.filter((p) => p.shop === shop?.id && !p.hidden && p.isAvailable);
const kgProduct = products.find((p) => p.product.unit === 'kg' && p.addons.length === 0);
const pieceProduct = products.find((p) => p.product.unit !== 'kg' && p.addons.length === 0);
const firstCategory = shop?.mainCategories[0];

/** Two products in the cart, put there the way the product cards do it. */
function fillCart({ cart }: StorefrontServices) {
  for (const product of [kgProduct, pieceProduct]) {
    const cartProduct = product ? toCartProduct(product) : null;
    if (cartProduct) cart.add(cartProduct);
  }
}

const name = (product: ShopProduct | undefined) =>
  document.documentElement.lang === 'ar' && product?.product.name_ar ? product.product.name_ar : (product?.product.name ?? '');

export const Home: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: /offers|العروض/i }, { timeout: 5000 })).toBeVisible();
  },
};

export const Category: Story = {
  args: { path: `/categories/${firstCategory?.id ?? ''}` },
  play: async ({ canvas }) => {
    const add = await canvas.findAllByRole('button', { name: /^add .* to cart$|^أضف .* إلى السلة$/i }, { timeout: 5000 });
    await userEvent.click(add[0] as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: /cart.*1 item|السلة.*منتج واحد/i })).toBeVisible());
  },
};

export const CategoryWith5000Products: Story = {
  args: { path: `/categories/${firstCategory?.id ?? ''}` },
  parameters: { msw: { handlers: handlersFor({ catalogue: scenarios.catalogue?.manyProducts ?? [] }) }, visual: { frame: 'viewport' } },
  play: async ({ canvasElement }) => {
    // Every card says it is one of 5,000, but only a window of them is in the page.
    await waitFor(() => expect(canvasElement.querySelector('[aria-setsize="5000"]')).not.toBeNull(), { timeout: 8000 });
    const list = canvasElement.querySelector('[aria-setsize="5000"]')?.closest('[role="list"], ul') as HTMLElement;
    await expect(within(list).getAllByRole('listitem').length).toBeLessThan(200);
  },
};

export const CartPricedByTheServer: Story = {
  args: { path: '/cart', setup: fillCart },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(name(kgProduct), {}, { timeout: 5000 })).toBeVisible();
    await expect(await canvas.findByText(/^total$|^الإجمالي$/i, {}, { timeout: 5000 })).toBeVisible();
  },
};

export const CartWhenCheckoutFails: Story = {
  args: { path: '/cart', setup: fillCart },
  parameters: { msw: { handlers: handlersFor({ cart: scenarios.cart?.checkoutFails ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }, { timeout: 8000 })).toBeVisible();
    await expect(canvas.getByText(name(kgProduct))).toBeVisible();
  },
};

export const CartSignedInWithAddresses: Story = {
  args: { path: '/cart', setup: fillCart, signedIn: true },
  play: async ({ canvas }) => {
    const addresses = await canvas.findAllByRole('radio', { checked: true }, { timeout: 8000 });
    await expect(addresses.length).toBeGreaterThan(0);
    // The wallet's balance arrives last and makes the page taller: the picture waits for it.
    await expect(await canvas.findByText(/available balance|الرصيد المتاح/i, {}, { timeout: 8000 })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  args: { path: '/cart' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /start shopping|ابدأ التسوق/i }, { timeout: 5000 })).toBeVisible();
  },
};

export const Login: Story = {
  args: { path: '/login' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /send code|أرسل الرمز|إرسال الرمز/i }, { timeout: 5000 })).toBeVisible();
  },
};

export const Orders: Story = {
  args: { path: '/orders', signedIn: true },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('link', { name: /order|الطلب/i }, { timeout: 8000 })).length).toBeGreaterThan(0);
  },
};

export const Addresses: Story = {
  args: { path: '/addresses', signedIn: true },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: /delete|حذف/i }, { timeout: 8000 })).length).toBeGreaterThan(0);
  },
};

export const OrdersNeedLogin: Story = {
  args: { path: '/orders' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /send code|أرسل الرمز|إرسال الرمز/i }, { timeout: 5000 })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/no-such-page' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /page not found|الصفحة غير موجودة/i }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

/** The demo customer's first past order of two or more different products, all sold today. */
const demoCustomer = tables.users.find(
  (u) => u.phone === demoAccounts.customer.phone && u.countryCode === demoAccounts.customer.countryCode,
);
const reorderable = tables.orders.find((order) => {
  if (order.customer !== demoCustomer?.id) return false;
  const ids = new Set(order.products.map((line) => line.shopProduct));
  return ids.size >= 2 && order.products.every((line) => products.some((p) => p.id === line.shopProduct));
});
const goneLine = reorderable?.products[0];
const lineName = (line: { name?: string; name_ar?: string } | undefined) =>
  document.documentElement.lang === 'ar' && line?.name_ar ? line.name_ar : (line?.name ?? '');

/**
 * Reorder from the order page (issue #16), as the app runs it: the shop has since marked one of
 * the order's products unavailable. The dialog names it, and why, before the cart changes;
 * confirming adds the rest and opens the cart.
 */
export const ReorderWithAnItemNowUnavailable: Story = {
  args: { path: `/orders/${reorderable?.id ?? ''}`, signedIn: true },
  beforeEach: () => {
    const product = db().tables.shopProducts.find((p) => p.id === goneLine?.shopProduct);
    if (!product) throw new Error('The seed has no reorderable order for the demo customer');
    product.isAvailable = false;
  },
  play: async ({ canvas }) => {
    // The order page replaces its loading skeleton, so the button is looked up in the story.
    await userEvent.click(await canvas.findByRole('button', { name: /^order again$|^اطلب مرة أخرى$/i }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    const missing = await within(dialog).findByRole('list', { name: /not available now|غير متوفر الآن/i }, { timeout: 5000 });
    await expect(missing).toHaveTextContent(lineName(goneLine));
    await expect(missing).toHaveTextContent(/out of stock at the moment|غير متوفر في المخزون حاليًا/i);
    const toAdd = within(dialog).getByRole('list', { name: /to add to your cart|يُضاف إلى سلتك/i });
    await expect(toAdd).not.toHaveTextContent(lineName(goneLine));
    await userEvent.click(within(dialog).getByRole('button', { name: /^add .+ to cart$|^أضف .+ إلى السلة$/i }));
    // The cart opens and says what was added.
    await waitFor(
      () => expect(screen.getAllByRole('status').some((s) => /added to your cart|سلتك/i.test(s.textContent ?? ''))).toBe(true),
      { timeout: 5000 },
    );
    await expect(screen.queryByRole('dialog')).toBeNull();
    // The picture is the cart as it ends up: the toast closed by the customer (left to its own
    // 5 s timer, it went at a moment that depends on the machine, and the wait cost 5 s a visit)
    // and the wallet, the last part to arrive (its balance is its own call), on screen.
    await closeToasts();
    await canvas.findByRole('switch', { name: /use my wallet balance|استخدام رصيد محفظتي/i }, { timeout: 8000 });
  },
};
