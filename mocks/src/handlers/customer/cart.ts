/**
 * The cart domain (customer spec §7 "Cart and orders"): checkout pricing, order placement,
 * reading one order, and promotion codes. Prices always come from the database, never
 * from the client.
 *
 * Answers: checkout -> CheckoutResult; store -> {order} (201, or 200 for an idempotent
 * replay); get -> {order}; promo-code -> {valid, promotion?}.
 */
import { TEXT_LIMITS, textLength, type Order, type PromoResponse } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { fail, ok, read, route } from '../../http.ts';
import { requireUser } from '../../session.ts';
import { checkoutResult, quoteCart } from './cart-quote.ts';
import { placeOrder, readIdempotencyKey, readPaymentType, replayedOrder } from './place-order.ts';
import { cartTotals, parseCheckoutProducts, priceLine, toFils } from './pricing.ts';
import { toWirePromotion } from './records.ts';
import { buildScenarios } from './scenarios.ts';
import { invalid, notFound, optionalUser, queryFields, readId } from './support.ts';

/** The customer who placed it, or staff of its shop (the call is shared with the dashboard). */
export function canRead(user: UserRecord, order: Order): boolean {
  const staff = user.isSeller || user.isCashier || user.isKitchen || user.isLead;
  return order.customer === user.id || (staff && user.shop === order.shop);
}

/** The subtotal a promo code is judged on: `invoice` when sent, else the priced products. */
function promoSubtotalFils(shopId: string, body: Record<string, unknown>): number | undefined {
  const invoice = read.number(body, 'invoice', { required: false, min: 0, max: 1_000_000 });
  if (!Number.isNaN(invoice)) return toFils(invoice);
  const entries = parseCheckoutProducts(read.array(body, 'products', { required: false }));
  if (entries.length === 0) return undefined;
  const rows = db().tables.shopProducts.filter((sp) => sp.shop === shopId);
  const lines = entries.flatMap((entry) => {
    const sp = rows.find((r) => r.id === entry.id);
    return sp ? [priceLine(sp, entry)] : [];
  });
  return cartTotals({ lines, deliveryFils: 0, discountFils: 0, walletBalanceFils: 0, useWallet: false }).subtotalFils;
}

function checkPromo(body: Record<string, unknown>): PromoResponse {
  // Counted as the app counts it (code points, 0085): an emoji is one character.
  const code = read
    .string(body, 'code', { max: TEXT_LIMITS.promoCode * 2 })
    .trim()
    .toUpperCase();
  if (textLength(code) > TEXT_LIMITS.promoCode) throw invalid(`A promo code has at most ${TEXT_LIMITS.promoCode} characters.`);
  const shopId = read.string(body, 'shop', { max: 100 });
  const promotion = db().tables.promotions.find((p) => p.shop === shopId && p.code.toUpperCase() === code && p.active);
  if (!promotion) return { valid: false };
  const subtotal = promoSubtotalFils(shopId, body);
  if (promotion.minOrder !== undefined && subtotal !== undefined && subtotal < toFils(promotion.minOrder)) return { valid: false };
  return { valid: true, promotion: toWirePromotion(promotion) };
}

const handlers = [
  route('groceryCartCheckout', ({ request, query }) => {
    const fields = queryFields(query);
    const addressId = read.string(fields, 'address', { required: false, max: 100 });
    const promotion = read.string(fields, 'promotion', { required: false, max: TEXT_LIMITS.promoCode });
    const user = optionalUser(request);
    const paymentType = readPaymentType(fields, false);
    const quote = quoteCart({
      shopId: read.string(fields, 'shop', { max: 100 }),
      ...(user ? { user } : {}),
      entries: parseCheckoutProducts(read.string(fields, 'products', { max: 100_000 })),
      pickup: read.boolean(fields, 'pickup'),
      dineIn: read.boolean(fields, 'dineIn'),
      ...(addressId ? { addressId } : {}),
      ...(promotion ? { promotion } : {}),
      useWallet: paymentType === 'wallet' || read.boolean(fields, 'useWallet'),
      estimatePromotion: read.boolean(fields, 'estiamtePromotion', true),
    });
    return ok(checkoutResult(quote));
  }),

  route('groceryCartStore', ({ request, body }) => {
    const user = requireUser(request);
    const key = readIdempotencyKey(request);
    const replay = replayedOrder(user, key);
    if (replay) return ok({ order: replay }, { headers: { 'Idempotent-Replayed': 'true' } });
    return ok({ order: placeOrder(user, body, key) }, { status: 201 });
  }),

  route('groceryCartGet', ({ request, query }) => {
    const user = requireUser(request);
    const id = readId(queryFields(query));
    const order = db().tables.orders.find((o) => o.id === id);
    if (!order || !canRead(user, order)) throw notFound('Order not found');
    return ok({ order });
  }),

  route('promotionPromoCode', ({ body }) => ok(checkPromo(body))),
];

export const cartScenarios = buildScenarios({
  domain: 'cart',
  handlers,
  cases: {
    promoInvalid: [route('promotionPromoCode', () => ok<PromoResponse>({ valid: false }))],
    promoFailed: [route('promotionPromoCode', () => fail(500, 'Internal Server Error', 'internal'))],
    checkoutFails: [route('groceryCartCheckout', () => fail(500, 'Internal Server Error', 'internal'))],
    storeFails: [route('groceryCartStore', () => fail(500, 'Internal Server Error', 'internal'))],
  },
});
