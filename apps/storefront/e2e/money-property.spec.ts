/**
 * Money parity in a real browser (issue #18 item 6, decision 0086), against the production
 * builds and the mock API, in English and in Arabic.
 *
 * 1. A small seeded property: carts generated from the seeded shop's real products (piece and
 *    kg items, offers, add-on sets within their rules) are put in the browser's stored cart
 *    (`cartStore`, the persisted slot `{"v":1,"state":…}`); on /cart the customer chooses
 *    delivery or pickup, applies the promo code, sets the wallet; the amounts the page SHOWS
 *    (parsed back to fils, either digit system) equal, to the fils, the mock's checkout answer
 *    for the same cart and choices fetched here through `page.request`.
 * 2. One cart is ordered; the owner re-prices its kg line by weight in the dashboard; the
 *    customer's order page, the dashboard's order page and the mock's order record then show
 *    one total, which moved by the difference the weigh dialog announced.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import fc from 'fast-check';
import {
  addToCart,
  emptyCart,
  repriceByWeight,
  toCartAddons,
  toCartProduct,
  toFils,
  type Address,
  type CartState,
  type Order,
  type ShopProduct,
} from '../../../packages/core/src/index.ts';
import { apps, expect, msg, personContext, t, test } from '../../../scripts/e2e/fixtures.ts';
import { owner, signIn } from '../../dashboard/e2e/session.ts';
import { choose, DEMO_CUSTOMER, logInByOtp, SHOP_ID } from './support.ts';

type Locale = 'en' | 'ar';
type Rule = 'subtotal' | 'delivery_fee' | 'discount' | 'wallet' | 'total_amount';
const RULES: readonly Rule[] = ['subtotal', 'delivery_fee', 'discount', 'wallet', 'total_amount'];
const SEED = 20261127;
const CARTS = 10;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${apps.mockApi}/__mock/reset`)).ok()).toBe(true);
});
test.afterEach(async ({ request }) => {
  await request.post(`${apps.mockApi}/__mock/reset`);
});

interface Spec {
  label: string;
  items: CartState['items'];
  promo: 'WELCOME10' | 'SAVE5' | 'EXPIRED' | null;
  delivery: 'pickup' | 'delivery';
  /** Index into the customer's saved addresses, for delivery. */
  address: number;
  wallet: boolean;
}

/** Amount text as a Money shows it, back to fils: Latin, Arabic-Indic or Persian digits, either separator, a minus. */
function shownFils(text: string): number {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/[\u066c,]/g, '');
  const match = /(\d+)(?:\.(\d{1,2}))?/.exec(latin);
  if (!match) throw new Error(`No amount in "${text}"`);
  const fils = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return /[-\u2212]/.test(latin) ? -fils : fils;
}

/** Every bill line the cart page shows, in fils (discount and wallet are shown as deductions). */
async function shownBill(page: Page, locale: Locale): Promise<Record<Rule, number>> {
  const bill = page.getByRole('group', { name: msg(locale, 'storefront.cart.summary.bill') });
  const out = {} as Record<Rule, number>;
  for (const rule of RULES) {
    const dd = bill
      .locator('dt', { hasText: new RegExp(`^${msg(locale, `storefront.bill.${rule}`)}$`) })
      .locator('xpath=following-sibling::dd[1]');
    out[rule] = Math.abs(shownFils(await dd.innerText()));
  }
  return out;
}

const answerBill = (answer: { bill: { rule: string; value: number }[] }) =>
  Object.fromEntries(RULES.map((rule) => [rule, toFils(answer.bill.find((f) => f.rule === rule)?.value) ?? 0])) as Record<Rule, number>;

async function listing(request: APIRequestContext): Promise<ShopProduct[]> {
  const answer = (await (await request.get(`${apps.mockApi}/api/v1/shop/${SHOP_ID}/products`)).json()) as {
    data: { categories: { gproducts: ShopProduct[] }[] };
  };
  return answer.data.categories.flatMap((c) => c.gproducts).filter((sp) => sp.isAvailable && !sp.hidden);
}

/** A session of the demo customer for the test's own calls to the mock (the page has its own). */
async function customerToken(request: APIRequestContext): Promise<string> {
  const body = { phone: DEMO_CUSTOMER.phone, countryCode: '971' };
  await request.post(`${apps.mockApi}/api/v1/auth/otp`, { data: { ...body, sendSMS: true } });
  const verified = (await (
    await request.post(`${apps.mockApi}/api/v1/auth/otp/verify`, { data: { ...body, token: DEMO_CUSTOMER.otp } })
  ).json()) as {
    data: { token: string };
  };
  return verified.data.token;
}

/** Seeded carts built with the storefront's own cart rules, as the product pages fill them. */
function generateCarts(products: readonly ShopProduct[], count: number, seed: number): Spec[] {
  // kg items sold in 250/500 g steps are drawn as often as all the others: their step prices
  // carry the fractions of a fils where rounding rules part.
  const steps = products.filter((sp) => sp.product.unit === 'kg' && (sp.product.pay_size ?? 1000) < 1000);
  const line = fc.oneof(fc.constantFrom(...products), fc.constantFrom(...steps)).chain((sp) => {
    const groups = [...sp.addons].sort((a, b) => a.order - b.order);
    const choice = fc.record(
      Object.fromEntries(
        groups.map((g) => {
          const ids = g.options.map((o) => o.id);
          const max = Math.min(g.max, ids.length);
          return [g.id, fc.subarray(ids, { minLength: Math.min(g.required ? 1 : 0, max), maxLength: max })];
        }),
      ),
    );
    return fc.record({
      sp: fc.constant(sp),
      count: fc.integer({ min: 1, max: Math.min(sp.perOrderQuantity ?? 6, 6) }),
      sets: groups.length
        ? fc.array(fc.record({ choice, count: fc.integer({ min: 1, max: 2 }) }), { minLength: 1, maxLength: 2 })
        : fc.constant([]),
    });
  });
  const cart = fc.record({
    lines: fc.uniqueArray(line, { minLength: 1, maxLength: 4, selector: (l) => l.sp.id }),
    promo: fc.constantFrom('WELCOME10' as const, 'SAVE5' as const, 'EXPIRED' as const, null),
    delivery: fc.constantFrom('pickup' as const, 'delivery' as const),
    address: fc.nat(),
    wallet: fc.boolean(),
  });
  return fc.sample(cart, { seed, numRuns: count }).map((spec) => {
    let state = emptyCart();
    for (const { sp, count: steps, sets } of spec.lines) {
      const product = toCartProduct(sp);
      if (!product) throw new Error(`unreadable product ${sp.id}`);
      if (sets.length === 0) for (let i = 0; i < steps; i++) state = addToCart(state, product);
      for (const set of sets) {
        const addons = toCartAddons(sp.addons, set.choice);
        if (!addons) throw new Error(`unreadable add-ons ${sp.id}`);
        for (let i = 0; i < set.count; i++) state = addToCart(state, product, addons);
      }
    }
    const label = spec.lines
      .map((l) => `${l.sp.id}×${l.sets.length ? (l.sets as { count: number }[]).map((s) => s.count).join('+') : l.count}`)
      .join(', ');
    return {
      label: `${label} | ${spec.promo ?? 'no code'} | ${spec.delivery} | wallet ${spec.wallet ? 'on' : 'off'}`,
      ...spec,
      items: state.items,
    };
  });
}

/** The stored cart and options, exactly in the persisted slots' envelope, then /cart loaded from them. */
async function openStoredCart(page: Page, locale: Locale, items: CartState['items'], address: Address | null) {
  const cart = { v: 1, state: { items, total: 0, totalItems: 0 } };
  const options = {
    v: 1,
    state: {
      schedule: { mode: 'asap' },
      deliveryType: 'delivery',
      selectedAddress: address,
      orderNotes: '',
      paymentType: 'cash',
      promotion: null,
      wallet: true,
    },
  };
  await page.evaluate(
    ([c, o]) => {
      localStorage.setItem('cartStore', c);
      localStorage.setItem('cartOptions', o);
    },
    [JSON.stringify(cart), JSON.stringify(options)] as const,
  );
  await page.goto(`${apps.storefront}/cart`);
  await expect(page.getByRole('group', { name: msg(locale, 'storefront.cart.summary.bill') })).toHaveAttribute('aria-busy', 'false', {
    timeout: 15_000,
  });
}

async function applyPromo(page: Page, locale: Locale, code: string) {
  await page.getByRole('button', { name: msg(locale, 'storefront.cart.promo.open') }).click();
  const dialog = page.getByRole('dialog', { name: msg(locale, 'storefront.cart.promo.title') });
  await dialog.getByRole('textbox', { name: msg(locale, 'storefront.cart.promo.code') }).fill(code);
  await dialog.getByRole('button', { name: msg(locale, 'storefront.cart.promo.apply') }).click();
  const refused = page.getByRole('alertdialog', { name: msg(locale, 'use_cart_alert_error') });
  const applied = page.getByText(msg(locale, 'storefront.cart.promo.applied', { code }));
  await expect(refused.or(applied)).toBeVisible();
  if (await refused.isVisible()) {
    await refused.getByRole('button', { name: msg(locale, 'ui.alertDialog.ok') }).click();
    await dialog.getByRole('button', { name: msg(locale, 'storefront.cart.promo.cancel') }).click();
    return false;
  }
  return true;
}

/** The mock's checkout answer for the spec's cart and choices, built here, not read from the page. */
async function mockCheckout(request: APIRequestContext, token: string, spec: Spec, address: Address | undefined, promo: string | null) {
  const products = spec.items.flatMap((item) =>
    item.addonsSets.length === 0
      ? [{ id: item.shopProduct.id, count: item.count, addons: [] }]
      : item.addonsSets.map((set) => ({
          id: item.shopProduct.id,
          count: set.count,
          addons: set.addons.map((a) => ({ id: a.id, options: a.options.map((o) => o.id) })),
        })),
  );
  const params: Record<string, string> = {
    shop: SHOP_ID,
    pickup: String(spec.delivery === 'pickup'),
    payment_type: 'cash',
    useWallet: String(spec.wallet),
    products: JSON.stringify(products),
    estiamtePromotion: 'true',
    dineIn: 'false',
    ...(spec.delivery === 'delivery' && address ? { address: address.id } : {}),
    ...(promo ? { promotion: promo } : {}),
  };
  const answer = await request.get(`${apps.mockApi}/api/v1/grocery/cart/checkout?${new URLSearchParams(params)}`, {
    headers: { authorization: `Bearer ${token}`, 'x-app-id': 'dukkan-storefront' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { bill: { rule: string; value: number }[]; warnings: { code: string }[] } }).data;
}

test.describe('money parity', () => {
  test('the cart page shows, to the fils, the bill the mock prices for generated carts', async ({
    page,
    request,
    locale,
    expectAccessible,
  }) => {
    test.setTimeout(90_000);
    const products = await listing(request);
    const token = await customerToken(request);
    const addressAnswer = await request.get(`${apps.mockApi}/api/v1/account/address/list`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { addresses } = ((await addressAnswer.json()) as { data: { addresses: Address[] } }).data;
    expect(addresses.length).toBeGreaterThan(0);
    await page.goto(`${apps.storefront}/login`);
    await logInByOtp(page, locale);

    for (const spec of generateCarts(products, CARTS, SEED + (locale === 'ar' ? 1 : 0))) {
      await test.step(spec.label, async () => {
        const address = addresses[spec.address % addresses.length];
        await openStoredCart(page, locale, spec.items, address ?? null);
        const deliveryName = msg(
          locale,
          spec.delivery === 'pickup' ? 'storefront.cart.delivery.pickup' : 'storefront.cart.delivery.delivery',
        );
        await choose(page.getByRole('radio', { name: deliveryName, exact: true }));
        if (spec.promo) await applyPromo(page, locale, spec.promo);
        const wallet = page.getByRole('switch', { name: msg(locale, 'storefront.cart.wallet.use') });
        if ((await wallet.count()) > 0 && (await wallet.isChecked()) !== spec.wallet) {
          await wallet.focus();
          await wallet.press('Space');
          await expect(wallet).toBeChecked({ checked: spec.wallet });
        }

        // The mock's answer: with the code when checkout takes it, else without (a refused code gives no discount).
        const withCode = spec.promo ? await mockCheckout(request, token, spec, address, spec.promo) : null;
        const takesCode = withCode !== null && !withCode.warnings.some((w) => w.code.startsWith('promotion_'));
        const expected = answerBill(takesCode && withCode ? withCode : await mockCheckout(request, token, spec, address, null));

        await expect.poll(() => shownBill(page, locale), { timeout: 10_000, message: `bill of ${spec.label}` }).toEqual(expected);
        expect(expected.total_amount).toBe(expected.subtotal + expected.delivery_fee - expected.discount - expected.wallet);
        // Every line's stored price is the server's: no "The shop has updated this price".
        await expect(page.getByText(msg(locale, 'storefront.cart.line.repriced'))).toHaveCount(0);
      });
    }
    await expectAccessible(page);
  });

  test('after the owner re-prices a kg line by weight, the customer, the dashboard and the mock show one total', async ({
    page,
    browser,
    request,
    locale,
  }) => {
    test.setTimeout(90_000);
    const products = await listing(request);
    const kg = products.find((sp) => sp.product.unit === 'kg' && sp.addons.length === 0 && (sp.product.pay_size ?? 1000) < 1000);
    const piece = products.find((sp) => sp.product.unit !== 'kg' && sp.addons.length > 0 && sp.offerPrice > 0 && sp.addonsOffer);
    if (!kg || !piece) throw new Error('The seed has no kg product in steps or no offered product with add-ons');
    const token = await customerToken(request);
    await page.goto(`${apps.storefront}/login`);
    await logInByOtp(page, locale);

    // 3 steps of the kg product and one offered item with add-ons, pickup, cash, wallet off.
    let state = emptyCart();
    const kgProduct = toCartProduct(kg);
    const pieceProduct = toCartProduct(piece);
    if (!kgProduct || !pieceProduct) throw new Error('unreadable products');
    for (let i = 0; i < 3; i++) state = addToCart(state, kgProduct);
    const choice = Object.fromEntries(piece.addons.filter((g) => g.required).map((g) => [g.id, [g.options.at(-1)?.id ?? '']]));
    state = addToCart(state, pieceProduct, toCartAddons(piece.addons, choice) ?? []);
    await openStoredCart(page, locale, state.items, null);
    await choose(page.getByRole('radio', { name: msg(locale, 'storefront.cart.delivery.pickup'), exact: true }));
    const wallet = page.getByRole('switch', { name: msg(locale, 'storefront.cart.wallet.use') });
    if ((await wallet.count()) > 0 && (await wallet.isChecked())) {
      await wallet.focus();
      await wallet.press('Space');
      await expect(wallet).not.toBeChecked();
    }
    await expect(page.getByText(msg(locale, 'storefront.cart.line.repriced'))).toHaveCount(0);
    const shownBefore = await shownBill(page, locale);
    const placed = page.waitForResponse((r) => r.url().includes('/api/v2/grocery/cart/store'));
    await page.getByRole('button', { name: msg(locale, 'storefront.cart.place.button') }).click();
    const order = ((await (await placed).json()) as { data: { order: Order } }).data.order;
    await expect(page).toHaveURL(/\/orders\/[^/?]+\?placed=1$/);
    expect(answerBill(order)).toEqual(shownBefore);

    // The owner weighs the kg line 7 % over at the counter, in the same language.
    const counterContext = await personContext(browser, locale);
    const counter = await counterContext.newPage();
    await signIn(counter, locale, owner);
    await counter.goto(`${apps.dashboard}/orders/${encodeURIComponent(order.id)}`);
    await expect(counter.getByRole('heading', { level: 1 })).toContainText(order.number, { timeout: 30_000 });
    const line = order.products.find((l) => l.unit === 'kg');
    if (!line) throw new Error('The order has no kg line');
    const weighedGrams = Math.round(((line.pay_size ?? 1000) * line.count * 107) / 100);
    const weighed = repriceByWeight({ lineFils: toFils(line.price) ?? 0, count: line.count, paySize: line.pay_size, weighedGrams });
    const name = locale === 'ar' && line.name_ar ? line.name_ar : line.name;
    await counter.getByRole('button', { name: msg(locale, 'dashboard.orders.weigh.open', { name: `\u2068${name}\u2069` }) }).click();
    const dialog = counter.getByRole('dialog');
    const reading = (weighedGrams / 1000).toString();
    await dialog
      .getByRole('textbox', { name: msg(locale, 'dashboard.orders.weigh.weight') })
      .fill(t(locale, reading, reading.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace('.', '\u066b')));
    await dialog.getByRole('button', { name: msg(locale, 'dashboard.orders.weigh.submit'), exact: true }).click();
    await expect(dialog).toBeHidden();

    // The mock's record, the dashboard's order page and the customer's order page: one total.
    const record = (
      (await (
        await request.get(`${apps.mockApi}/api/v1/grocery/cart/get?id=${encodeURIComponent(order.id)}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { data: { order: Order } }
    ).data.order;
    const recordBill = answerBill(record);
    expect(recordBill.subtotal - shownBefore.subtotal).toBe(weighed.differenceFils);
    expect(recordBill.total_amount - shownBefore.total_amount).toBe(weighed.differenceFils);
    await expect
      .poll(async () => shownFils(await counter.locator('dd[data-total]').first().innerText()), { timeout: 15_000 })
      .toBe(recordBill.total_amount);
    await page.reload();
    const customerBill = page.getByRole('region', { name: msg(locale, 'storefront.orders.bill.heading') });
    await expect
      .poll(async () => shownFils(await customerBill.locator('[data-total] dd').first().innerText()), { timeout: 15_000 })
      .toBe(recordBill.total_amount);
    await counterContext.close();
  });
});
