/**
 * What the storefront journeys share: the seeded catalogue read from the mock server (so the
 * journeys follow the seed instead of hard-coding it), and the steps a customer repeats.
 */
import type { APIRequestContext, Locator, Page, Response } from '@playwright/test';
import { formatMoney } from '../../../packages/core/src/money/money.ts';
import { apps, expect, msg } from '../../../scripts/e2e/fixtures.ts';

type Locale = 'en' | 'ar';

interface WireAddonGroup {
  id: string;
  title: string;
  title_ar?: string;
  type: 'override' | 'add';
  required: boolean;
  max: number;
  options: { id: string; name: string; name_ar?: string; amount: number }[];
}

export interface WireShopProduct {
  id: string;
  isAvailable: boolean;
  price: number;
  offerPrice: number;
  product: { id: string; name: string; name_ar?: string; unit: 'kg' | 'piece' | 'box'; category: string; pay_size?: number };
  addons: WireAddonGroup[];
}

interface WireCategory {
  id: string;
  name: string;
  name_ar?: string;
  gproducts: WireShopProduct[];
}

export const SHOP_ID = 'shop-1001';
export const DEMO_CUSTOMER = { phone: '501234567', otp: '123456' };
export const DEMO_SELLER_PHONE = '500000001';
/** Dubai Marina: an area the demo shop delivers to. */
export const DELIVERED_POINT = { lat: '25.0805', lng: '55.1403' };

export const local = (locale: Locale, item: { name: string; name_ar?: string }) =>
  locale === 'ar' && item.name_ar ? item.name_ar : item.name;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const exactly = (text: string) => new RegExp(`^${escape(text)}$`);
export const containing = (text: string) => new RegExp(escape(text));

/** A kg product with no add-ons and one whose first add-on group is required, from the first categories (not windowed). */
export async function pickProducts(request: APIRequestContext) {
  const answer = (await (await request.get(`${apps.mockApi}/api/v1/shop/${SHOP_ID}/products`)).json()) as {
    data: { categories: WireCategory[] };
  };
  const categories = answer.data.categories;
  const early = (category: WireCategory) => category.gproducts.slice(0, 12);
  let kg: { category: WireCategory; product: WireShopProduct } | undefined;
  let withAddons: { category: WireCategory; product: WireShopProduct } | undefined;
  for (const category of categories) {
    for (const product of early(category)) {
      if (!product.isAvailable) continue;
      if (!kg && product.product.unit === 'kg' && product.addons.length === 0) kg = { category, product };
      if (!withAddons && product.addons.some((g) => g.required) && product.product.unit !== 'kg') withAddons = { category, product };
    }
  }
  if (!kg || !withAddons)
    throw new Error('The seed has no kg product or no product with required add-ons among the first products of a category');
  return { kg, withAddons };
}

export function money(locale: Locale, fils: number): string {
  return formatMoney(fils, locale);
}

/** The next checkout answer's `total_amount`, in fils. */
export async function checkoutTotal(response: Response): Promise<number> {
  const body = (await response.json()) as { data: { bill: { rule: string; value: number }[] } };
  const total = body.data.bill.find((f) => f.rule === 'total_amount')?.value ?? Number.NaN;
  return Math.round(total * 100);
}

export const isCheckout = (response: Response) => response.url().includes('/api/v1/grocery/cart/checkout') && response.status() === 200;

/** Browse: home → the category → add the kg product from its card. */
export async function addKgFromCategory(page: Page, locale: Locale, kg: { category: WireCategory; product: WireShopProduct }) {
  await page.goto(apps.storefront);
  await page
    .getByRole('link', { name: exactly(local(locale, kg.category)) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: local(locale, kg.category) })).toBeVisible();
  await page
    .getByRole('button', { name: msg(locale, 'storefront.catalogue.card.addNamed', { name: local(locale, kg.product.product) }) })
    .click();
}

/** The product page: choose the first option of every required group, then add. */
export async function addWithAddons(page: Page, locale: Locale, item: { category: WireCategory; product: WireShopProduct }) {
  await page.goto(`${apps.storefront}/categories/${item.category.id}`);
  await page
    .getByRole('link', { name: msg(locale, 'storefront.catalogue.card.chooseOptionsFor', { name: local(locale, item.product.product) }) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: local(locale, item.product.product) })).toBeVisible();
  for (const group of item.product.addons.filter((g) => g.required)) {
    const option = group.options[0];
    if (!option) continue;
    const control =
      group.type === 'override' || group.max === 1
        ? page.getByRole('radio', { name: containing(local(locale, option)) })
        : page.getByRole('checkbox', { name: containing(local(locale, option)) });
    await choose(control.first());
  }
  await page.getByRole('button', { name: msg(locale, 'storefront.catalogue.product.addToCart') }).click();
  await expect(page.getByRole('status').filter({ hasText: local(locale, item.product.product) })).toBeVisible();
}

export async function openCart(page: Page, locale: Locale) {
  const priced = page.waitForResponse(isCheckout);
  await page.getByRole('link', { name: new RegExp(`^${escape(msg(locale, 'storefront.layout.cart'))}`) }).click();
  return priced;
}

/** The OTP steps from /login: phone, code; lands wherever the app sends a signed-in user. */
export async function logInByOtp(page: Page, locale: Locale, phone = DEMO_CUSTOMER.phone, { refused = false } = {}) {
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: msg(locale, 'storefront.auth.login.phone') }).fill(phone);
  await page.getByRole('button', { name: msg(locale, 'storefront.auth.login.submit') }).click();
  await expect(page).toHaveURL(/\/login\/verify-otp\?phone=/);
  // The router keeps the phone step on screen while the code step loads (a transition), so
  // wait for the code boxes themselves: "the first textbox" could still be the phone field.
  const code = page.getByRole('group', { name: msg(locale, 'storefront.auth.verify.code') });
  await expect(code).toBeVisible();
  await code.getByRole('textbox').first().fill(DEMO_CUSTOMER.otp);
  // The code is sent on its own once complete; the session is stored before the app leaves the
  // code step. A journey that navigated on at once could cancel that and stay signed out.
  if (!refused) await expect(page).not.toHaveURL(/\/login\/verify-otp/, { timeout: 20_000 });
}

interface PlacedOrder {
  id: string;
  number: string;
}

/**
 * A signed-in customer's whole order, as the dashboard journeys need one: log in with the code,
 * add the kg product from its category, choose pickup and cash, place it. Returns the order.
 */
export async function placeCashPickupOrder(
  page: Page,
  locale: Locale,
  kg: { category: WireCategory; product: WireShopProduct },
): Promise<PlacedOrder> {
  await page.goto(`${apps.storefront}/login`);
  await logInByOtp(page, locale);
  await addKgFromCategory(page, locale, kg);
  await openCart(page, locale);
  await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup') }));
  await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.payment.cash') }));
  const placed = page.waitForResponse((r) => r.url().includes('/api/v2/grocery/cart/store'));
  await page.getByRole('button', { name: msg(locale, 'storefront.cart.place.button') }).click();
  const answer = (await (await placed).json()) as { data: { order: PlacedOrder } };
  await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
  return answer.data.order;
}

/** The bill's total amount as shown in the cart summary. */
export function totalShown(page: Page, locale: Locale) {
  return page.locator('dt', { hasText: exactly(msg(locale, 'storefront.bill.total_amount')) }).locator('xpath=following-sibling::dd[1]');
}

/** Choose a radio or tick a checkbox the keyboard way (react-aria keeps the input visually hidden under its label). */
export async function choose(control: Locator) {
  if (await control.isChecked()) return;
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked();
}
