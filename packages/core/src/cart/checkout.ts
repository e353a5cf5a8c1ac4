/**
 * The checkout and order payloads of customer spec §7 built from the cart and its options.
 * The checkout GET carries `products` as one JSON string; placing the order (POST
 * /api/v2/grocery/cart/store) carries an `Idempotency-Key`, one per checkout attempt and
 * reused by retries of it, so a double click or a retry never makes two orders (0012).
 */
import type { CheckoutQuery, PlaceOrderBody } from '../api/calls.ts';
import type { Id } from '../model/common.ts';
import type { BillField, CheckoutResult } from '../model/customer.ts';
import { toFils, toFilsOr, type Fils } from '../money/money.ts';
import { checkoutProducts } from './rules.ts';
import type { CartOptions, CartState } from './types.ts';

export interface CheckoutInput {
  shopId: Id;
  cart: Pick<CartState, 'items'>;
  options: CartOptions;
  dineIn?: boolean;
}

/** GET /grocery/cart/checkout params (the spec's own spelling `estiamtePromotion` is kept). */
export function checkoutQuery({ shopId, cart, options, dineIn = false }: CheckoutInput, estimatePromotion = true): CheckoutQuery {
  const pickup = options.deliveryType === 'pickup';
  const address = pickup ? undefined : options.selectedAddress?.id;
  return {
    shop: shopId,
    pickup,
    ...(address ? { address } : {}),
    ...(options.paymentType ? { payment_type: options.paymentType } : {}),
    ...(options.promotion ? { promotion: options.promotion.id } : {}),
    useWallet: options.wallet,
    products: JSON.stringify(checkoutProducts(cart)),
    estiamtePromotion: estimatePromotion,
    dineIn,
  };
}

/** POST /api/v2/grocery/cart/store body; `source` is always `website` for these apps. */
export function orderBody({ shopId, cart, options, dineIn = false }: CheckoutInput): PlaceOrderBody {
  const pickup = options.deliveryType === 'pickup';
  const address = pickup ? undefined : options.selectedAddress?.id;
  const notes = options.orderNotes.trim();
  return {
    shop: shopId,
    products: checkoutProducts(cart),
    ...(notes ? { cart_notes: notes } : {}),
    ...(options.schedule.mode === 'scheduled' && options.schedule.day ? { scheduleDay: options.schedule.day } : {}),
    ...(options.schedule.mode === 'scheduled' && options.schedule.date ? { scheduleDate: options.schedule.date } : {}),
    ...(options.paymentType ? { payment_type: options.paymentType } : {}),
    ...(options.promotion ? { promotion: options.promotion.id } : {}),
    useWallet: options.wallet,
    ...(address ? { address } : {}),
    pickup,
    dineIn,
    source: 'website',
  };
}

/**
 * A short, stable digest of an order body: two 53-bit string hashes (cyrb53), so the pending
 * attempt kept with the cart names its body without storing it twice (docs/decisions/0082).
 * The same body always gives the same text; a changed cart, in practice, never does.
 */
export function orderFingerprint(body: PlaceOrderBody): string {
  const text = JSON.stringify(body);
  return `${cyrb53(text, 0x9e3779b9).toString(36)}.${cyrb53(text, 0x85ebca6b).toString(36)}.${text.length.toString(36)}`;
}

function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A fresh idempotency key; `crypto.randomUUID` where present (all current browsers, Node 19+). */
export function newIdempotencyKey(random: () => string = defaultRandom): string {
  return `order-${random()}`;
}

/**
 * A fresh idempotency key for another kind of write, e.g. `pay-<order id>-<uuid>` for paying
 * an order (docs/decisions/0082). The prefix is reduced to letters, digits, `_` and `-` and
 * kept short, so the key is always the visible ASCII a server accepts.
 */
export function newPrefixedIdempotencyKey(prefix: string, random: () => string = defaultRandom): string {
  const safe = prefix.replace(/[^\w-]/g, '_').slice(0, 80);
  return `${safe}-${random()}`;
}

function defaultRandom(): string {
  const cryptoApi = (globalThis as { crypto?: Crypto }).crypto;
  if (cryptoApi?.randomUUID) return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  cryptoApi?.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The minimum order that stops this cart, in fils: the one the checkout's `below_min_order`
 * warning names (the delivery area's own minimum, set in the dashboard), else the shop-wide
 * minimum; undefined when neither can be read.
 */
export function minOrderFils(checkout: Pick<CheckoutResult, 'warnings'> | undefined, shopMinOrder: number | undefined): Fils | undefined {
  const named = checkout?.warnings.find((w) => w.code === 'below_min_order')?.minOrder;
  return toFils(named) ?? toFils(shopMinOrder) ?? undefined;
}

/**
 * The amount a promo code is judged on (its minimum order, its percentage): the subtotal of
 * the goods, as checkout judges it. Not the total: delivery and the wallet must not decide
 * whether a code is valid (SAVE5 from 40 AED on a 40.50 cart with 0.51 in the wallet;
 * decision 0086).
 */
export function promoInvoiceFils(checkout: Pick<CheckoutResult, 'bill'> | undefined): Fils {
  return billFils(checkout?.bill, 'subtotal');
}

/** The amount of one bill rule in fils (customer §3 "Bill field"); 0 when the bill has no such line or it is unreadable. */
export function billFils(bill: readonly Pick<BillField, 'rule' | 'value'>[] | undefined, rule: BillField['rule']): Fils {
  return toFilsOr(bill?.find((field) => field.rule === rule)?.value, 0);
}
