/**
 * POST cart/store: turns a priced cart into an order. Idempotent per user and
 * `Idempotency-Key` header: a retried request (a lost answer, a double tap) gets the order
 * the first one created instead of a second order and a second wallet debit.
 */
import { TEXT_LIMITS, textLength, type Order, type PaymentType } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { read } from '../../http.ts';
import { BLOCKING_WARNINGS, quoteCart } from './cart-quote.ts';
import { billFields, orderLine, parseCheckoutProducts, toAed, toFils } from './pricing.ts';
import { toWireAddress } from './records.ts';
import { invalid } from './support.ts';

const PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'card', 'wallet'];
const SOURCES: readonly Order['source'][] = ['website', 'app', 'pos'];
/** Keys are kept a day, as payment providers do; later repeats place a new order. */
const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;

export function readPaymentType(fields: Record<string, unknown>, required: boolean): PaymentType | undefined {
  const value = read.string(fields, 'payment_type', { required, max: 10 });
  if (!value) return undefined;
  if (!PAYMENT_TYPES.includes(value as PaymentType)) throw invalid(`payment_type must be one of ${PAYMENT_TYPES.join(', ')}.`);
  return value as PaymentType;
}

export function readIdempotencyKey(request: Request): string | undefined {
  const key = request.headers.get('idempotency-key')?.trim();
  if (!key) return undefined;
  if (key.length > 200 || !/^[\x21-\x7e]+$/.test(key))
    throw invalid('Idempotency-Key must be 1 to 200 visible ASCII characters.', 'invalid_idempotency_key');
  return key;
}

/** The order an earlier request with this key created, if any. */
export function replayedOrder(user: UserRecord, key: string | undefined): Order | undefined {
  if (!key) return undefined;
  const { tables } = db();
  const now = Date.now();
  tables.idempotencyKeys = tables.idempotencyKeys.filter((k) => now - k.createdAt < IDEMPOTENCY_TTL_MS);
  const hit = tables.idempotencyKeys.find((k) => k.user === user.id && k.key === key);
  return hit ? tables.orders.find((o) => o.id === hit.order) : undefined;
}

function readSchedule(body: Record<string, unknown>): Pick<Order, 'scheduleDay' | 'scheduleDate'> {
  const scheduleDay = read.string(body, 'scheduleDay', { required: false, max: 40 });
  const scheduleDate = read.string(body, 'scheduleDate', { required: false, max: 40 });
  if (scheduleDate && Number.isNaN(Date.parse(scheduleDate)))
    throw invalid('scheduleDate must be a date (YYYY-MM-DD or ISO date-time).', 'invalid_schedule');
  return { ...(scheduleDay ? { scheduleDay } : {}), ...(scheduleDate ? { scheduleDate } : {}) };
}

function nextOrderNumber(orders: readonly Order[]): string {
  const highest = orders.reduce((max, o) => Math.max(max, Number(o.number.replace(/^DK-/, '')) || 0), 10000);
  return `DK-${highest + 1}`;
}

export function placeOrder(user: UserRecord, body: Record<string, unknown>, idempotencyKey: string | undefined): Order {
  const paymentType = readPaymentType(body, true) ?? 'cash';
  const source = (read.string(body, 'source', { required: false, max: 10 }) || 'website') as Order['source'];
  if (!SOURCES.includes(source)) throw invalid(`source must be one of ${SOURCES.join(', ')}.`);
  const pickup = read.boolean(body, 'pickup');
  const dineIn = read.boolean(body, 'dineIn');
  const addressId = read.string(body, 'address', { required: false, max: 100 });
  if (!pickup && !dineIn && !addressId) throw invalid('Choose a delivery address, or pickup.', 'address_required');
  const useWallet = paymentType === 'wallet' || read.boolean(body, 'useWallet');
  const promotionRef = read.string(body, 'promotion', { required: false, max: TEXT_LIMITS.promoCode });
  const cartNotes = readCartNotes(body);
  const schedule = readSchedule(body);
  const entries = parseCheckoutProducts(read.array(body, 'products'));
  if (entries.length === 0) throw invalid('The cart is empty.', 'empty_cart');

  const quote = quoteCart({
    shopId: read.string(body, 'shop', { max: 100 }),
    user,
    entries,
    pickup,
    dineIn,
    ...(addressId ? { addressId } : {}),
    ...(promotionRef ? { promotion: promotionRef } : {}),
    useWallet,
    estimatePromotion: false,
  });
  const blocking = quote.warnings.find((w) => BLOCKING_WARNINGS.has(w.code));
  if (blocking) throw invalid(blocking.message, blocking.code);
  if (paymentType === 'wallet' && quote.totals.totalFils > 0)
    throw invalid('Your wallet balance does not cover this order.', 'insufficient_wallet');

  const { tables, nextId, touch } = db();
  const id = nextId('ord');
  const order: Order = {
    id,
    number: nextOrderNumber(tables.orders),
    shop: quote.shop.id,
    customer: user.id,
    ...(user.fullName ? { customerName: user.fullName } : {}),
    customerPhone: `+${user.countryCode}${user.phone}`,
    status: 'pending',
    pickup,
    dineIn,
    ...(quote.address ? { address: toWireAddress(quote.address) } : {}),
    products: quote.lines.filter((l) => l.available).map((line, i) => orderLine(line, `${id}-l${i + 1}`)),
    extraItems: [],
    bill: billFields(quote.totals),
    payment_type: paymentType,
    // Nothing left to pay once the wallet covered it; cards are charged through payment/pay.
    paid: quote.totals.totalFils === 0,
    useWallet,
    ...(quote.promotion ? { promotion: quote.promotion.id } : {}),
    ...(cartNotes ? { cart_notes: cartNotes } : {}),
    ...schedule,
    source,
    createdAt: new Date().toISOString(),
  };
  tables.orders.push(order);
  if (quote.totals.walletFils > 0) debitWallet(user, quote.totals.walletFils, order);
  if (idempotencyKey) tables.idempotencyKeys.push({ user: user.id, key: idempotencyKey, order: order.id, createdAt: Date.now() });
  touch();
  return order;
}

/** The order's notes, counted as the app's notes field counts them: characters, not UTF-16 units. */
export function readCartNotes(body: Record<string, unknown>): string {
  const notes = read.string(body, 'cart_notes', { required: false, max: TEXT_LIMITS.orderNotes * 2 });
  if (textLength(notes) > TEXT_LIMITS.orderNotes) throw invalid('cart_notes is too long.');
  return notes;
}

export function debitWallet(user: UserRecord, fils: number, order: Order): void {
  const { tables, nextId } = db();
  const wallet = tables.wallets.find((w) => w.user === user.id);
  if (!wallet || toFils(wallet.balance) < fils) throw invalid('Your wallet balance is too low.', 'insufficient_wallet');
  wallet.balance = toAed(toFils(wallet.balance) - fils);
  tables.walletEntries.push({
    id: nextId('we'),
    user: user.id,
    amount: toAed(fils),
    kind: 'debit',
    reason: `Paid towards ${order.number}`,
    reason_ar: `دفع جزء من الطلب ${order.number}`,
    order: order.id,
    createdAt: new Date().toISOString(),
  });
}
