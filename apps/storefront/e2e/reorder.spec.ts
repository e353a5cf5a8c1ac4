import type { APIRequestContext, Page } from '@playwright/test';
import { createApiClient, createMemoryStorage, createTokenManager, type Order } from '../../../packages/core/src/index.ts';
import { demoAccounts } from '../../../mocks/src/config.ts';
import { apps, expect, msg, test } from '../../../scripts/e2e/fixtures.ts';
import { DEMO_CUSTOMER, SHOP_ID, exactly, local, logInByOtp, type WireShopProduct } from './support.ts';

/**
 * Reorder (issue #16, decision 0047): a signed-in customer orders a past order again after the
 * shop has made one of its products unavailable, is told which one before the cart changes,
 * confirms, and finds the rest in the cart. The mock server is put back to its seed around
 * each journey (the product's availability is changed through the vendor API).
 */
test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

function apiClient(appId: string) {
  return createApiClient({ baseUrl: apps.mockApi, appId, tokens: createTokenManager({ storage: createMemoryStorage() }), retryDelayMs: 0 });
}

async function currentProducts(request: APIRequestContext): Promise<Map<string, WireShopProduct>> {
  const answer = (await (await request.get(`${apps.mockApi}/api/v1/shop/${SHOP_ID}/products`)).json()) as {
    data: { categories: { gproducts: WireShopProduct[] }[] };
  };
  return new Map(answer.data.categories.flatMap((c) => c.gproducts).map((sp) => [sp.id, sp] as const));
}

/** A past order of the demo customer with at least two different products, all sold today. */
async function pastOrder(request: APIRequestContext): Promise<Order> {
  const customer = apiClient('dukkan-storefront');
  const { countryCode } = demoAccounts.customer;
  expect(
    (await customer.api.authOtp({ body: { phone: DEMO_CUSTOMER.phone, countryCode, sendSMS: true, sendWhatsapp: false } })).error,
  ).toBeNull();
  const verified = await customer.api.authOtpVerify({ body: { phone: DEMO_CUSTOMER.phone, countryCode, token: DEMO_CUSTOMER.otp } });
  if (verified.error) throw new Error(`The demo customer could not sign in: ${verified.error.message}`);
  customer.tokens.startSession({ token: verified.data.token, refreshToken: verified.data.refreshToken });
  const listed = await customer.api.groceryCartList({ query: { page: 1, limit: 50 } });
  if (listed.error) throw new Error(`The orders could not be read: ${listed.error.message}`);
  const orders = (listed.data as { items: Order[] }).items;
  const products = await currentProducts(request);
  const order = orders.find((o) => {
    const ids = new Set(o.products.map((line) => line.shopProduct));
    return ids.size >= 2 && o.products.every((line) => products.get(line.shopProduct)?.isAvailable);
  });
  if (!order) throw new Error('The demo customer has no past order of two or more products that are all sold today');
  return order;
}

/** The shop (through the vendor API) marks a product unavailable. */
async function markUnavailable(productId: string) {
  const seller = apiClient('dukkan-dashboard');
  const login = await seller.api.entranceLogin({
    body: { method: 'userName', userName: demoAccounts.seller.userName, password: demoAccounts.seller.password, rememberMe: false },
  });
  if (login.error) throw new Error(`The seller could not sign in: ${login.error.message}`);
  seller.tokens.startSession({ token: login.data.token, refreshToken: login.data.refreshToken });
  const changed = await seller.api.groceryShopSetInfo({
    body: { shop: String(login.data.user.shop), product: productId, isAvailable: false },
  });
  expect(changed.error).toBeNull();
}

async function signIn(page: Page, locale: 'en' | 'ar') {
  await page.goto(`${apps.storefront}/login`);
  await logInByOtp(page, locale);
  await expect(page).toHaveURL(`${apps.storefront}/`);
}

/** The shop product ids in the stored cart (`cartStore`, §9); none before anything was added. */
async function cartIds(page: Page): Promise<string[]> {
  const stored = await page.evaluate(() => window.localStorage.getItem('cartStore'));
  const cart = JSON.parse(stored ?? '{}') as { state?: { items?: { shopProduct: { id: string } }[] } };
  return (cart.state?.items ?? []).map((item) => item.shopProduct.id);
}

test.describe('reorder', () => {
  test('a customer reorders a past order with one item now unavailable, is told so, and the cart has the rest', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    const order = await pastOrder(request);
    const [gone, ...rest] = order.products;
    if (!gone) throw new Error('The order has no lines');
    const kept = rest.filter((line) => line.shopProduct !== gone.shopProduct);
    await markUnavailable(gone.shopProduct);

    await signIn(page, locale);
    await page.goto(`${apps.storefront}/orders/${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
    await page
      .getByRole('main')
      .getByRole('button', { name: exactly(msg(locale, 'storefront.reorder.action')) })
      .click();

    const dialog = page.getByRole('dialog', { name: msg(locale, 'storefront.reorder.title', { number: order.number }) });
    await expect(dialog).toBeVisible();
    // Named before anything changes: which item, and why.
    const missing = dialog.getByRole('list', { name: new RegExp(locale === 'ar' ? 'غير متوفر الآن' : 'Not available now') });
    await expect(missing).toContainText(local(locale, gone));
    await expect(missing).toContainText(msg(locale, 'storefront.reorder.reason.outOfStock'));
    const toAdd = dialog.getByRole('list', { name: new RegExp(locale === 'ar' ? 'يُضاف إلى سلتك' : 'To add to your cart') });
    for (const line of kept) await expect(toAdd).toContainText(local(locale, line));
    await expect(toAdd).not.toContainText(local(locale, gone));
    await expect(dialog.getByRole('status')).not.toBeEmpty();
    expect(await cartIds(page)).toEqual([]);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: new RegExp(locale === 'ar' ? '^أضف .+ إلى السلة$' : '^Add .+ to cart$') }).click();
    await expect(page).toHaveURL(`${apps.storefront}/cart`);
    await expect(page.getByRole('status').filter({ hasText: new RegExp(locale === 'ar' ? 'سلتك' : 'added to your cart') })).toBeVisible();
    const main = page.getByRole('main');
    for (const line of kept) await expect(main.getByText(exactly(local(locale, line))).first()).toBeVisible();
    await expect(main.getByText(exactly(local(locale, gone)))).toHaveCount(0);
    expect(new Set(await cartIds(page))).toEqual(new Set(kept.map((line) => line.shopProduct)));
  });

  test('from the orders list: a failed check says so and changes nothing, a retry works, cancel adds nothing', async ({
    page,
    request,
    locale,
  }) => {
    const order = await pastOrder(request);
    await signIn(page, locale);
    await page.goto(`${apps.storefront}/orders`);
    let failed = 0;
    await page.route('**/api/v1/shop/*/products', async (route) => {
      failed += 1;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { status: 500, message: 'Internal Server Error', code: 'internal' } }),
      });
    });
    await page.getByRole('button', { name: msg(locale, 'storefront.reorder.actionFor', { number: order.number }) }).click();
    const dialog = page.getByRole('dialog', { name: msg(locale, 'storefront.reorder.title', { number: order.number }) });
    await expect(dialog.getByRole('alert')).toContainText(msg(locale, 'storefront.reorder.error.description'));
    expect(failed).toBeGreaterThan(0);
    expect(await cartIds(page)).toEqual([]);

    await page.unroute('**/api/v1/shop/*/products');
    await dialog.getByRole('button', { name: msg(locale, 'storefront.reorder.error.retry') }).click();
    await expect(dialog.getByRole('list', { name: new RegExp(locale === 'ar' ? 'يُضاف إلى سلتك' : 'To add to your cart') })).toBeVisible();
    await dialog.getByRole('button', { name: exactly(msg(locale, 'storefront.reorder.cancel')) }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`${apps.storefront}/orders`);
    // Focus is back on the button that opened the dialog.
    await expect(page.getByRole('button', { name: msg(locale, 'storefront.reorder.actionFor', { number: order.number }) })).toBeFocused();
    expect(await cartIds(page)).toEqual([]);
  });

  test('the code step of the login uses the empty layout: no header, no footer', async ({ page, locale, expectAccessible }) => {
    await page.goto(`${apps.storefront}/login`);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('textbox', { name: msg(locale, 'storefront.auth.login.phone') }).fill(DEMO_CUSTOMER.phone);
    await page.getByRole('button', { name: msg(locale, 'storefront.auth.login.submit') }).click();
    await expect(page).toHaveURL(/\/login\/verify-otp\?phone=/);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page);
    // Every other page keeps the default layout.
    await page.getByRole('textbox').first().fill(DEMO_CUSTOMER.otp);
    await expect(page).toHaveURL(`${apps.storefront}/`);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
