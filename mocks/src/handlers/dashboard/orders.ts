/**
 * Orders on the vendor side (vendor spec §4 "Orders", §7 "Orders and cart"): the live
 * board and the archive, order detail, status changes, cancelling with a reason, and
 * point-of-sale orders. Edits of items and extra items are in orders.edit.ts.
 *
 * Status moves only forward: pending → accepted → preparing → ready, then on_the_way →
 * delivered for deliveries, or picked_up for pickup and dine-in. Steps may be skipped (a
 * busy shop marks an order ready straight away); going back is a 409. Cancelling needs
 * the cancel call and a reason. A completed order enters the shop's ledger.
 */
import { foldForSearch, type EndpointName, type Order, type OrderStatus, type PaymentType } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { fail, ok, read, route } from '../../http.ts';
import { readIdempotencyKey, replayedOrder } from '../customer/place-order.ts';
import { billFields, cartTotals, orderLine, parseCheckoutProducts, priceLine } from '../customer/pricing.ts';
import { extraAdd, extraRemove, itemEdit, itemRemove, requestPayment } from './orders.edit.ts';
import { isFinal, openOrder, ownOrder, ownOrders, recordSale, returnWalletPayment } from './orders.ledger.ts';
import {
  conflict,
  domainScenarios,
  emptyPage,
  invalid,
  notFound,
  optionalPhone,
  optionalText,
  paginate,
  readDay,
  readEnum,
  readId,
  readText,
  staffRoute,
  type Fields,
} from './support/index.ts';

const names = [
  'posCartStore',
  'broadcastOrders',
  'groceryShopOrders',
  'groceryShopCartGet',
  'groceryShopCartSetStatus',
  'groceryShopCartItemEdit',
  'groceryShopCartItemRemove',
  'groceryShopCartCancel',
  'groceryShopCartRequestPayment',
  'groceryShopCartExtraItemsAdd',
  'groceryShopCartExtraItemsRemove',
] as const satisfies readonly EndpointName[];

const STATUS_RANK: Record<OrderStatus, number> = {
  pending: 0,
  accepted: 1,
  preparing: 2,
  ready: 3,
  on_the_way: 4,
  delivered: 5,
  picked_up: 5,
  cancelled: 6,
};
const ORDER_STATUSES = Object.keys(STATUS_RANK) as OrderStatus[];

function newestFirst(orders: readonly Order[]): Order[] {
  return [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function optionalFlag(f: Fields, key: string): boolean | undefined {
  return f[key] === undefined || f[key] === '' ? undefined : read.boolean(f, key);
}

/**
 * The live board: online orders still to serve (`archive` = the finished ones). Counter sales
 * are not broadcast, except a dine-in sale: it goes to the kitchen, which works from the board
 * (decision 0078).
 */
const broadcastOrders = staffRoute('broadcastOrders', ({ shop, f }) => {
  const archive = optionalFlag(f, 'archive') ?? false;
  const rows = ownOrders(shop).filter((o) => (o.source !== 'pos' || o.dineIn) && isFinal(o) === archive);
  return ok(paginate(newestFirst(rows), f));
});

/** The calendar day an instant falls on in the shop's zone (the UAE is UTC+4 all year). */
function dubaiDay(instant: string): string {
  return new Date(Date.parse(instant) + 4 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Every order of the shop, any source; `finished` picks closed or open ones. The spec gives
 * shop, page, limit and finished; the archive screen also needs (decision 0070) `status`, `q`
 * (the order number, the customer's name folded as in the customers list, or phone digits in
 * any script) and `from`/`to`, calendar days in Dubai, both included.
 */
const shopOrders = staffRoute('groceryShopOrders', ({ shop, f }) => {
  const finished = optionalFlag(f, 'finished');
  const status = f.status === undefined || f.status === '' ? undefined : readEnum(f, 'status', ORDER_STATUSES);
  const from = f.from === undefined || f.from === '' ? undefined : readDay(f, 'from');
  const to = f.to === undefined || f.to === '' ? undefined : readDay(f, 'to');
  if (from && to && from > to) throw invalid('from must not be after to.', 'invalid_range');
  const q = foldForSearch(read.string(f, 'q', { required: false, max: 60 })).trim();
  const digits = q.replace(/\D/g, '');
  const matches = (o: Order) =>
    !q ||
    foldForSearch(o.number).includes(q) ||
    foldForSearch(o.customerName ?? '').includes(q) ||
    (digits.length >= 3 && (o.customerPhone ?? '').replace(/\D/g, '').includes(digits));
  const rows = ownOrders(shop)
    .filter((o) => finished === undefined || isFinal(o) === finished)
    .filter((o) => !status || o.status === status)
    .filter((o) => (!from || dubaiDay(o.createdAt) >= from) && (!to || dubaiDay(o.createdAt) <= to))
    .filter(matches);
  return ok(paginate(newestFirst(rows), f));
});

const cartGet = staffRoute('groceryShopCartGet', ({ shop, f }) => ok(ownOrder(shop, readId(f))));

const setStatus = staffRoute('groceryShopCartSetStatus', ({ shop, f }) => {
  const status = readEnum(f, 'status', ORDER_STATUSES);
  if (status === 'cancelled') throw invalid('Cancel an order with the cancel call and a reason.', 'use_cancel');
  const order = openOrder(shop, readId(f));
  if (STATUS_RANK[status] <= STATUS_RANK[order.status]) {
    throw conflict(`Order ${order.number} is already ${order.status.replace('_', ' ')}.`, 'invalid_transition');
  }
  const handedOver = order.pickup || order.dineIn;
  if (handedOver && (status === 'on_the_way' || status === 'delivered'))
    throw conflict('A pickup order is picked up, not delivered.', 'invalid_transition');
  if (!handedOver && status === 'picked_up') throw conflict('A delivery order is delivered, not picked up.', 'invalid_transition');
  order.status = status;
  if (status === 'delivered' || status === 'picked_up') {
    // Cash is collected on hand-over.
    order.paid = true;
    recordSale(order);
  }
  db().touch();
  return ok(order);
});

const cancel = staffRoute('groceryShopCartCancel', ({ shop, f }) => {
  const order = openOrder(shop, readId(f));
  const cancelReason = readText(f, 'cancelReason', 500);
  order.status = 'cancelled';
  order.cancelReason = cancelReason;
  returnWalletPayment(order);
  db().touch();
  return ok(order);
});

/** The next `DK-` number: order numbers run on across the storefront's and the counter's orders. */
function nextOrderNumber(): string {
  const serial = db().tables.orders.reduce((max, o) => Math.max(max, Number(o.number.replace(/^DK-/, '')) || 0), 10_000) + 1;
  return `DK-${serial}`;
}

/**
 * A counter sale (vendor spec §7 POST /pos/cart/store), priced with the storefront's rules.
 * It is paid at the counter; a takeaway is handed over at once, a dine-in order goes to
 * the kitchen first. Like the storefront's store call it honours an `Idempotency-Key`: the
 * same key again (a double press, a lost answer retried) answers the first sale, never a second.
 */
const posStore = staffRoute('posCartStore', ({ ctx, user, shop, f }) => {
  const { tables, touch } = db();
  const idempotencyKey = readIdempotencyKey(ctx.request);
  const replay = replayedOrder(user, idempotencyKey);
  if (replay) return ok(replay, { status: 201 });
  const entries = parseCheckoutProducts(f.products);
  if (entries.length === 0) throw invalid('products needs at least one item.', 'missing_field');
  const lines = entries.map((entry) => {
    const sp = tables.shopProducts.find((p) => p.shop === shop && p.id === entry.id);
    if (!sp) throw notFound(`Product ${entry.id.slice(0, 40)}`);
    const line = priceLine(sp, entry);
    if (!line.available) throw conflict(`${sp.product.name} is not available.`, 'product_unavailable');
    return line;
  });
  const dineIn = optionalFlag(f, 'dineIn') ?? false;
  const payment_type: PaymentType = f.payment_type === undefined ? 'cash' : readEnum(f, 'payment_type', ['cash', 'card'] as const);
  const customerPhone = optionalPhone(f, 'customerPhone');
  const customerUser = customerPhone ? tables.users.find((u) => u.phone === customerPhone && !u.deleted) : undefined;
  const customerName = optionalText(f, 'customerName', 120) || customerUser?.fullName;
  const notes = optionalText(f, 'cart_notes', 500);
  const totals = cartTotals({ lines, deliveryFils: 0, discountFils: 0, walletBalanceFils: 0, useWallet: false });
  const id = db().nextId('ord');
  const number = nextOrderNumber();
  const order: Order = {
    id,
    number,
    shop,
    customer: customerUser?.id ?? 'walk-in',
    ...(customerName ? { customerName } : {}),
    ...(customerPhone ? { customerPhone: `+971${customerPhone}` } : {}),
    status: dineIn ? 'accepted' : 'picked_up',
    pickup: true,
    dineIn,
    products: lines.map((line, i) => orderLine(line, `${id}-l${i + 1}`)),
    extraItems: [],
    bill: billFields(totals),
    payment_type,
    paid: true,
    useWallet: false,
    ...(notes ? { cart_notes: notes } : {}),
    source: 'pos',
    createdAt: new Date().toISOString(),
  };
  tables.orders.push(order);
  if (idempotencyKey) tables.idempotencyKeys.push({ user: user.id, key: idempotencyKey, order: order.id, createdAt: Date.now() });
  if (order.status === 'picked_up') recordSale(order);
  touch();
  return ok(order, { status: 201 });
});

export const vendorOrdersScenarios = domainScenarios({
  names,
  handlers: [
    posStore,
    broadcastOrders,
    shopOrders,
    cartGet,
    setStatus,
    itemEdit,
    itemRemove,
    cancel,
    requestPayment,
    extraAdd,
    extraRemove,
  ],
  empty: [staffRoute('broadcastOrders', ({ f }) => ok(emptyPage(f))), staffRoute('groceryShopOrders', ({ f }) => ok(emptyPage(f)))],
  cases: {
    setStatusFails: [route('groceryShopCartSetStatus', () => fail(500, 'The order status could not be changed.', 'internal'))],
    cancelFails: [route('groceryShopCartCancel', () => fail(500, 'The order could not be cancelled.', 'internal'))],
  },
});
