/**
 * Money parity, storefront against the mock API (issue #18 item 6, decision 0086): over
 * generated carts of the seeded shop's real products (piece and kg items in pay_size steps,
 * offers, add-on sets within their min/max rules), a promo code or none, delivery to a saved
 * address or pickup, the wallet on or off, what the storefront shows equals the mock's checkout
 * answer to the fils, every bill field, every line, and the order it places; the same holds
 * after the shop re-prices a kg line by its weight.
 *
 * "What the storefront shows" is computed by the storefront's own code, not re-implemented:
 * the cart and options stores (`@dukkan/data`), `checkoutQuery`/`orderBody`, the promo flow
 * (`applyPromoCode` with the invoice the cart page sends), the cart page's line pricing
 * (`priceEntries`), the product page's total (`stepsPrice(setUnitPrice)`) and the bill's reader
 * (`billFils`, as `BillLines` shows it). "The mock's answer" is the handler's own fils
 * (`quoteCart`), so the wire conversion is checked both ways.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../../../mocks/src/config.ts';
import { db } from '../../../../mocks/src/db/database.ts';
import { quoteCart, type Quote } from '../../../../mocks/src/handlers/customer/cart-quote.ts';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { DEMO_USER_IDS } from '../../../../mocks/src/seed/people.ts';
import { applyPromoCode } from '../../../data/src/stores/cartActions.ts';
import { createCartOptionsStore } from '../../../data/src/stores/cartOptionsStore.ts';
import { createCartStore } from '../../../data/src/stores/cartStore.ts';
import type { DialogsStore } from '../../../data/src/stores/dialogsStore.ts';
import { createUserStore } from '../../../data/src/stores/userStore.ts';
import { signedInStaff, swrTestCache } from '../../../data/src/dashboard/shared/staffSession.testing.ts';
import { ordersKeys } from '../../../data/src/dashboard/orders/keys.ts';
import { editOrderItem } from '../../../data/src/dashboard/orders/mutations.ts';
import { entryKey, priceEntries } from '../../../screens/src/storefront/cart/CartView/cartLines.ts';
import { createApiClient, type ApiClient } from '../api/client.ts';
import { createTokenManager } from '../api/tokens.ts';
import type { AddonGroup, BillField, CheckoutResult, Order, ShopProduct } from '../model/customer.ts';
import { toFils, toWireAed } from '../money/money.ts';
import { createMemoryStorage } from '../platform/storage.ts';
import type { CartAddonsSet, CartItem } from './types.ts';
import { billFils, checkoutQuery, orderBody, promoInvoiceFils } from './checkout.ts';
import { setUnitPrice, stepsPrice, toCartAddons, toCartProduct } from './pricing.ts';
import { repriceByWeight } from './weighing.ts';

useMockServer();

const SEED = 20261127;
const RUNS = 300;
const RULES: readonly BillField['rule'][] = ['subtotal', 'delivery_fee', 'discount', 'wallet', 'total_amount'];
const PROMO_CODES = ['WELCOME10', 'SAVE5', 'EXPIRED', 'NOSUCHCODE'] as const;

/** One set of add-on choices: option ids per group, within each group's required/max rule. */
type Choice = Record<string, string[]>;

interface LineSpec {
  /** `sp-1234 Lamb Liver [kg/500 g, offer, add-ons]`: readable in a shrunk counterexample. */
  label: string;
  id: string;
  /** Steps of a plain item; ignored for an item with add-on groups. */
  count: number;
  sets: { choice: Choice; count: number }[];
}

interface CartSpec {
  lines: LineSpec[];
  promo: (typeof PROMO_CODES)[number] | null;
  /** 'pickup' or a saved address id of the demo customer. */
  delivery: string;
  wallet: boolean;
  walletBalanceFils: number;
}

const orderable = () =>
  db().tables.shopProducts.filter((sp) => sp.shop === DEMO_SHOP_ID && sp.isAvailable && !sp.hidden && toFils(sp.price) !== null);

function describeProduct(sp: ShopProduct): string {
  const unit = sp.product.unit === 'kg' ? `kg/${sp.product.pay_size ?? 1000} g` : sp.product.unit;
  const tags = [unit, sp.offerPrice > 0 ? `offer ${sp.offerPrice}/${sp.price}` : `${sp.price}`, sp.addons.length ? 'add-ons' : '']
    .filter(Boolean)
    .join(', ');
  return `${sp.id} ${sp.product.name} [${tags}]`;
}

/** One group's pick: at least one option when required, at most `max`, no repeats. */
function groupChoice(group: AddonGroup): fc.Arbitrary<string[]> {
  const ids = group.options.map((o) => o.id);
  const max = Math.min(group.max, ids.length);
  const min = group.required ? 1 : 0;
  return fc.subarray(ids, { minLength: Math.min(min, max), maxLength: max });
}

function lineArb(products: readonly ShopProduct[]): fc.Arbitrary<LineSpec> {
  return fc.constantFrom(...products).chain((sp) => {
    const limit = Math.min(sp.perOrderQuantity ?? 12, 12);
    const groups = [...sp.addons].sort((a, b) => a.order - b.order);
    const choice: fc.Arbitrary<Choice> = fc.record(Object.fromEntries(groups.map((g) => [g.id, groupChoice(g)])));
    return fc.record({
      label: fc.constant(describeProduct(sp)),
      id: fc.constant(sp.id),
      count: fc.integer({ min: 1, max: limit }),
      sets: groups.length
        ? fc.array(fc.record({ choice, count: fc.integer({ min: 1, max: 3 }) }), { minLength: 1, maxLength: 2 })
        : fc.constant([]),
    });
  });
}

function cartArb(products: readonly ShopProduct[], addressIds: readonly string[]): fc.Arbitrary<CartSpec> {
  return fc.record({
    lines: fc.uniqueArray(lineArb(products), { minLength: 1, maxLength: 5, selector: (l) => l.id }),
    promo: fc.option(fc.constantFrom(...PROMO_CODES), { nil: null }),
    delivery: fc.constantFrom('pickup', ...addressIds),
    wallet: fc.boolean(),
    walletBalanceFils: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30_000 })),
  });
}

/** A storefront client as the app makes it, signed in as the demo customer through the user store. */
async function storefront() {
  const storage = createMemoryStorage();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    appId: 'dukkan-storefront',
    tokens: createTokenManager({ storage }),
    retryDelayMs: 0,
  });
  const cart = createCartStore({ storage });
  const options = createCartOptionsStore({ storage });
  const user = createUserStore({ storage, client, cart, options });
  await user.requestOtp({ phone: '501234567', countryCode: '971', sendSMS: true });
  await user.verifyOtp({ phone: '501234567', countryCode: '971', token: '123456' });
  return { client };
}

/** Alerts answered at once (the promo flow awaits the customer closing them). */
function silentDialogs(): DialogsStore & { alerts: unknown[] } {
  const alerts: unknown[] = [];
  return {
    alerts,
    state: { open: null },
    confirm: async () => true,
    alert: async (text) => {
      alerts.push(text);
    },
    answer: () => undefined,
    dismiss: () => undefined,
  } as DialogsStore & { alerts: unknown[] };
}

async function checkout(client: ApiClient, query: ReturnType<typeof checkoutQuery>): Promise<CheckoutResult> {
  const result = await client.api.groceryCartCheckout({ query });
  if (result.error) throw new Error(`checkout refused: ${result.error.message}`);
  return result.data as CheckoutResult;
}

/** The bill as `BillLines` shows it: each rule's fils through the app's reader. */
const shown = (bill: readonly BillField[]) =>
  Object.fromEntries(RULES.map((rule) => [rule, billFils(bill, rule)])) as Record<(typeof RULES)[number], number>;

const mockTotals = (quote: Quote) => ({
  subtotal: quote.totals.subtotalFils,
  delivery_fee: quote.totals.deliveryFils,
  discount: quote.totals.discountFils,
  wallet: quote.totals.walletFils,
  total_amount: quote.totals.totalFils,
});

/** Fills the stores as a customer would: each product page's choice added `count` times. */
function fillCart(spec: CartSpec, stores: { cart: ReturnType<typeof createCartStore> }, byId: Map<string, ShopProduct>) {
  for (const line of spec.lines) {
    const sp = byId.get(line.id);
    const product = sp && toCartProduct(sp);
    if (!sp || !product) throw new Error(`not a product: ${line.label}`);
    if (line.sets.length === 0) {
      for (let i = 0; i < line.count; i++) stores.cart.add(product);
      continue;
    }
    for (const set of line.sets) {
      const addons = toCartAddons(sp.addons, set.choice);
      if (!addons) throw new Error(`unreadable add-ons: ${line.label}`);
      for (let i = 0; i < set.count; i++) stores.cart.add(product, addons);
    }
  }
}

describe('money parity between the storefront and the mock API', () => {
  it('shows every bill field and line the mock prices, to the fils, and places an order with that bill', async () => {
    const products = orderable();
    const byId = new Map(products.map((sp) => [sp.id, sp]));
    const addressIds = db()
      .tables.addresses.filter((a) => a.user === DEMO_USER_IDS.customer)
      .map((a) => a.id);
    const { client } = await storefront();
    const user = db().tables.users.find((u) => u.id === DEMO_USER_IDS.customer);
    let placed = 0;
    const seen = { kg: 0, sets: 0, offer: 0, discount: 0, wallet: 0, delivery: 0, refusedCode: 0 };

    await fc.assert(
      fc.asyncProperty(cartArb(products, addressIds), async (spec) => {
        const wallet = db().tables.wallets.find((w) => w.user === DEMO_USER_IDS.customer);
        if (!wallet) throw new Error('the demo customer has no wallet');
        wallet.balance = spec.walletBalanceFils / 100;
        const cart = createCartStore({ storage: createMemoryStorage() });
        const options = createCartOptionsStore({ storage: createMemoryStorage() });
        fillCart(spec, { cart }, byId);
        options.setPaymentType('cash');
        options.setWallet(spec.wallet);
        if (spec.delivery === 'pickup') options.setDeliveryType('pickup');
        else {
          options.setDeliveryType('delivery');
          const address = db().tables.addresses.find((a) => a.id === spec.delivery);
          options.selectAddress(address ?? null);
        }
        const query = () => checkoutQuery({ shopId: DEMO_SHOP_ID, cart: cart.state, options: options.current() });

        // The cart page's first answer, then the promo dialog exactly as the page runs it (CartRoute).
        const first = await checkout(client, query());
        let applied = false;
        if (spec.promo) {
          const outcome = await applyPromoCode(
            {
              cart,
              options,
              api: client.api,
              dialogs: silentDialogs(),
              shopId: DEMO_SHOP_ID,
              invoiceFils: promoInvoiceFils(first),
              recheckout: () => undefined,
            },
            spec.promo,
          );
          applied = outcome.kind === 'applied';
        }
        const answer = await checkout(client, query());

        // The mock's own fils for the same cart, and whether it would take the code at all.
        const entries = cart.checkoutProducts();
        const base = {
          shopId: DEMO_SHOP_ID,
          ...(user ? { user } : {}),
          entries,
          pickup: spec.delivery === 'pickup',
          dineIn: false,
          ...(spec.delivery === 'pickup' ? {} : { addressId: spec.delivery }),
          useWallet: spec.wallet,
        };
        const quote = quoteCart({ ...base, ...(applied ? { promotion: options.current().promotion?.id } : {}), estimatePromotion: true });
        const mockTakesCode =
          spec.promo !== null &&
          !quoteCart({ ...base, promotion: spec.promo, estimatePromotion: true }).warnings.some((w) => w.code.startsWith('promotion_'));

        // 1. The promo dialog accepts a code exactly when the checkout would apply it.
        expect({ code: spec.promo, dialogApplied: applied }).toEqual({ code: spec.promo, dialogApplied: mockTakesCode });

        // 2. Every bill field shown equals the mock's fils, and the shown lines add up.
        const bill = shown(answer.bill);
        expect(bill).toEqual(mockTotals(quote));
        seen.discount += bill.discount > 0 ? 1 : 0;
        seen.wallet += bill.wallet > 0 ? 1 : 0;
        seen.delivery += bill.delivery_fee > 0 ? 1 : 0;
        seen.refusedCode += spec.promo && !applied ? 1 : 0;
        seen.kg += cart.state.items.some((i) => i.shopProduct.unit === 'kg') ? 1 : 0;
        seen.sets += cart.state.items.some((i) => i.addonsSets.length > 0) ? 1 : 0;
        seen.offer += cart.state.items.some((i) => i.shopProduct.offerFils > 0) ? 1 : 0;
        expect(bill.total_amount).toBe(bill.subtotal + bill.delivery_fee - bill.discount - bill.wallet);
        expect(toFils(answer.walletBalance)).toBe(spec.walletBalanceFils);

        // 3. Every line: the cart page's price is the mock's, and never flagged "The shop has updated this price".
        const shownLines = priceEntries(cart.state.items, answer.lines);
        const rows = cart.state.items.flatMap((item): { item: CartItem; set: CartAddonsSet | undefined }[] =>
          item.addonsSets.length === 0 ? [{ item, set: undefined }] : item.addonsSets.map((set) => ({ item, set })),
        );
        rows.forEach(({ item, set }, i) => {
          const entry = shownLines.get(entryKey(item, set));
          const mockLine = quote.lines[i];
          const label = `${describeProduct(byId.get(item.shopProduct.id) as ShopProduct)}${set ? ` set ${set.key}` : ''} × ${set?.count ?? item.count}`;
          // The product page's total for this choice and count, and the cart's stored price.
          const productPage = stepsPrice(item.shopProduct, setUnitPrice(item.shopProduct, set?.addons ?? []), set?.count ?? item.count);
          expect({
            line: label,
            shown: entry?.priceFils,
            stored: set?.price ?? item.price,
            productPage,
            repriced: entry?.repriced,
          }).toEqual({
            line: label,
            shown: mockLine?.lineFils,
            stored: mockLine?.lineFils,
            productPage: mockLine?.lineFils,
            repriced: false,
          });
          expect(entry?.unitFils).toBe(mockLine?.stepFils);
        });
        // The cart's own total (the badge's and the pixel's) is the mock's subtotal.
        expect(cart.state.total).toBe(quote.totals.subtotalFils);

        // 4. The order placed from this page carries the bill the page showed.
        if (quote.warnings.some((w) => ['unavailable', 'per_order_limit', 'below_min_order', 'out_of_area'].includes(w.code))) return;
        const placedResult = await client.api.groceryCartStore({
          body: orderBody({ shopId: DEMO_SHOP_ID, cart: cart.state, options: options.current() }),
          headers: { 'Idempotency-Key': `parity-${placed}-${Math.random().toString(36).slice(2)}` },
        });
        if (placedResult.error) throw new Error(`order refused: ${placedResult.error.code} ${placedResult.error.message}`);
        placed += 1;
        const order = (placedResult.data as { order: Order }).order;
        expect(shown(order.bill)).toEqual(bill);
      }),
      {
        seed: SEED,
        numRuns: RUNS,
        // The carts this property shrank to (decision 0086), kept as fixed cases: a size on an
        // offered item with addonsOffer, 2 × 500 g of okra at 12.75/kg (rounding the line once
        // gave 12.75, the steps 2 × 6.38), and SAVE5 judged on the total instead of the subtotal.
        examples: [
          [
            {
              lines: [{ label: 'sp-1062 Okra [kg/500 g, offer 12.75/16]', id: 'sp-1062', count: 2, sets: [] }],
              promo: null,
              delivery: 'pickup',
              wallet: false,
              walletBalanceFils: 0,
            },
          ],
          [
            {
              lines: [
                {
                  label: 'sp-1318 Charcoal Grilled Chicken [piece, offer 20.5/24, add-ons]',
                  id: 'sp-1318',
                  count: 1,
                  sets: [{ choice: { 'sp-1318-g1': ['sp-1318-g1-o2'], 'sp-1318-g2': [] }, count: 1 }],
                },
                { label: 'sp-1001 Banana Philippines [kg/1000 g, 6.75]', id: 'sp-1001', count: 1, sets: [] },
              ],
              promo: null,
              delivery: 'pickup',
              wallet: false,
              walletBalanceFils: 0,
            },
          ],
          [
            {
              lines: [{ label: 'sp-1001 Banana Philippines [kg/1000 g, 6.75]', id: 'sp-1001', count: 6, sets: [] }],
              promo: 'SAVE5',
              delivery: 'pickup',
              wallet: true,
              walletBalanceFils: 51,
            },
          ],
        ],
      },
    );
    // The property must have reached the order and every kind of amount, not only the checkout.
    expect(placed).toBeGreaterThan(RUNS / 4);
    for (const [kind, runs] of Object.entries(seen)) expect({ kind, enough: runs >= RUNS / 20 }).toEqual({ kind, enough: true });
  }, 120_000);
});

describe('money parity after the shop re-prices a kg line by weight', () => {
  it('gives the customer and the dashboard the total the weigh dialog announced, to the fils', async () => {
    const products = orderable().filter((sp) => sp.product.unit === 'kg' && sp.addons.length === 0);
    const { client } = await storefront();
    const staff = await signedInStaff();
    const cache = swrTestCache();
    const ctx = { api: staff.client.api, shop: staff.shop, mutate: cache.mutate };

    await fc.assert(
      fc.asyncProperty(
        // The product by its readable label (`sp-1130 Akkawi Cheese [kg/250 g, offer 38.5/48]`), so a shrunk case reads.
        fc.constantFrom(...products.map(describeProduct)),
        fc.integer({ min: 1, max: 6 }),
        // What the scale shows, as a percentage of the ordered weight.
        fc.integer({ min: 50, max: 200 }),
        fc.option(fc.constantFrom('WELCOME10', 'SAVE5'), { nil: null }),
        fc.boolean(),
        async (label, count, percentWeighed, promo, useWallet) => {
          const sp = products.find((p) => describeProduct(p) === label) as ShopProduct;
          const cart = createCartStore({ storage: createMemoryStorage() });
          const options = createCartOptionsStore({ storage: createMemoryStorage() });
          const product = toCartProduct(sp);
          if (!product) throw new Error('unreadable product');
          for (let i = 0; i < count; i++) cart.add(product);
          options.setDeliveryType('pickup');
          options.setPaymentType('cash');
          options.setWallet(useWallet);
          if (promo) {
            const ok = await client.api.promotionPromoCode({
              body: { shop: DEMO_SHOP_ID, code: promo, products: cart.checkoutProducts(), invoice: toWireAed(cart.state.total) },
            });
            const promotion = (ok.data as { promotion?: { id: string; code: string; kind: 'percent' | 'fixed'; value: number } }).promotion;
            if (promotion) options.setPromotion(promotion);
          }
          const placed = await client.api.groceryCartStore({
            body: orderBody({ shopId: DEMO_SHOP_ID, cart: cart.state, options: options.current() }),
            headers: { 'Idempotency-Key': `weigh-${Math.random().toString(36).slice(2)}` },
          });
          if (placed.error) throw new Error(`order refused: ${placed.error.code} ${placed.error.message}`);
          const order = (placed.data as { order: Order }).order;
          const line = order.products[0];
          if (!line) throw new Error('no line');
          const ordered = (line.pay_size ?? 1000) * line.count;
          const weighedGrams = Math.max(1, Math.round((ordered * percentWeighed) / 100));
          // The weigh dialog's arithmetic, then its edit through the dashboard's data layer.
          const weighed = repriceByWeight({ lineFils: toFils(line.price) ?? 0, count: line.count, paySize: line.pay_size, weighedGrams });
          const error = await editOrderItem(ctx, order.id, line.id, { newPriceFils: weighed.newStepFils });
          expect(error).toBeNull();

          const record = db().tables.orders.find((o) => o.id === order.id) as Order;
          const customer = await client.api.groceryCartGet({ query: { id: order.id } });
          // The dashboard shows the order its edit re-read into the cache; the customer's page reads it anew.
          const dashboard = cache.read<Order>(ordersKeys.order(staff.shop, order.id));
          const customerBill = shown((customer.data as { order: Order }).order.bill);
          expect(customerBill).toEqual(shown(record.bill));
          expect(dashboard && shown(dashboard.bill)).toEqual(shown(record.bill));
          expect(toFils(record.products[0]?.price)).toBe(weighed.newLineFils);

          // What the dialog told the shop the customer owes is what the total moved by,
          // unless the discount or the wallet absorbs the change.
          const before = shown(order.bill);
          const after = customerBill;
          expect(after.subtotal - before.subtotal).toBe(weighed.differenceFils);
          if (before.wallet === 0 && before.discount <= after.subtotal) {
            expect(after.total_amount - before.total_amount).toBe(weighed.differenceFils);
          }
          expect(after.total_amount).toBe(after.subtotal + after.delivery_fee - after.discount - after.wallet);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  }, 120_000);
});
