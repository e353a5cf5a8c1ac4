import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toCartProduct, type ShopProduct } from '@dukkan/core';
import { handlersFor, scenarios, seedTables } from '@dukkan/mocks';
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
