/**
 * Editing a placed order (vendor spec §4 "Orders"): item price or count, removing an item,
 * extra items, and asking the customer for a payment. Every edit rebuilds the bill in
 * integer fils (orders.ledger.ts), so the totals the customer sees stay exact.
 */
import { CART_LIMITS, MONEY_LIMITS, roundDiv, type Order, type OrderLine } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { billValue } from '../customer/pricing.ts';
import { openOrder, ownOrders, recomputeBill } from './orders.ledger.ts';
import {
  aedText,
  conflict,
  invalid,
  notFound,
  optionalAed,
  optionalInt,
  readAed,
  readId,
  readText,
  removeRow,
  staffRoute,
  toAed,
  toFils,
} from './support/index.ts';

function findLine(shop: string, lineId: string): { order: Order; line: OrderLine } {
  for (const order of ownOrders(shop)) {
    const line = order.products.find((l) => l.id === lineId);
    if (line) return { order: openOrder(shop, order.id), line };
  }
  throw notFound('Order item');
}

/**
 * `newPrice` is the price of one count (one piece or box, or one pay_size step of a kg
 * product), `newCount` the number of counts; the stored line price is their product.
 */
export const itemEdit = staffRoute('groceryShopCartItemEdit', ({ shop, f }) => {
  const { order, line } = findLine(shop, readId(f));
  const newPrice = optionalAed(f, 'newPrice', { min: 0, max: MONEY_LIMITS.maxAmountAed });
  const newCount = optionalInt(f, 'newCount', 1, CART_LIMITS.maxLineCount);
  if (newPrice === undefined && newCount === undefined) throw invalid('Send newPrice, newCount or both.', 'missing_field');
  const stepFils = newPrice !== undefined ? toFils(newPrice) : roundDiv(toFils(line.price), line.count);
  line.count = newCount ?? line.count;
  line.price = toAed(stepFils * line.count);
  recomputeBill(order);
  db().touch();
  return ok(order);
});

export const itemRemove = staffRoute('groceryShopCartItemRemove', ({ shop, f }) => {
  const { order, line } = findLine(shop, readId(f));
  if (order.products.length === 1 && order.extraItems.length === 0) {
    throw conflict('This is the last item: cancel the order instead.', 'last_item');
  }
  removeRow(order.products, line);
  recomputeBill(order);
  db().touch();
  return ok(order);
});

export const extraAdd = staffRoute('groceryShopCartExtraItemsAdd', ({ shop, f }) => {
  const order = openOrder(shop, readId(f, 'cart'));
  if (order.extraItems.length >= 20) throw conflict('An order has at most 20 extra items.', 'too_many_extra_items');
  order.extraItems.push({
    id: db().nextId('extra'),
    description: readText(f, 'description', 200),
    price: readAed(f, 'price', { min: 0.01, max: 10_000 }),
  });
  recomputeBill(order);
  db().touch();
  return ok(order, { status: 201 });
});

export const extraRemove = staffRoute('groceryShopCartExtraItemsRemove', ({ shop, f }) => {
  const id = readId(f);
  const order = ownOrders(shop).find((o) => o.extraItems.some((e) => e.id === id));
  const extra = order?.extraItems.find((e) => e.id === id);
  if (!order || !extra) throw notFound('Extra item');
  openOrder(shop, order.id);
  removeRow(order.extraItems, extra);
  recomputeBill(order);
  db().touch();
  return ok(order);
});

/** A payment link for (part of) what the customer still owes on the order. */
export const requestPayment = staffRoute('groceryShopCartRequestPayment', ({ shop, f }) => {
  const order = openOrder(shop, readId(f, 'cart'));
  if (order.paid) throw conflict(`Order ${order.number} is already paid.`, 'already_paid');
  const amount = readAed(f, 'amount', { min: 0.01, max: 1_000_000 });
  const due = billValue(order.bill, 'total_amount');
  if (toFils(amount) > toFils(due)) throw invalid(`amount cannot exceed the AED ${aedText(toFils(due))} due.`, 'amount_too_high');
  const id = db().nextId('payreq');
  const url = `https://pay.dukkan.ae/r/${id}`;
  // Kept on the order, so the customer's order page offers the link too (decision 0074).
  order.paymentRequests = [...(order.paymentRequests ?? []), { id, amount, url, createdAt: new Date().toISOString() }];
  db().touch();
  return ok({ id, cart: order.id, amount, currency: 'AED', url }, { status: 201 });
});
