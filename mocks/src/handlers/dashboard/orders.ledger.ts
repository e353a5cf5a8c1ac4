/**
 * Money side effects of order changes, shared by the order handlers: recomputing a bill
 * after edits (in integer fils, with the storefront's bill shape), recording a completed
 * sale in the shop's ledger, and giving wallet money back to the customer.
 */
import type { Order, OrderStatus } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { billFields, billValue } from '../customer/pricing.ts';
import { conflict, findOr404, sumFils, toAed, toFils } from './support/index.ts';

export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'picked_up', 'cancelled'];

export function isFinal(order: Order): boolean {
  return FINAL_STATUSES.includes(order.status);
}

export function ownOrders(shop: string): Order[] {
  return db().tables.orders.filter((o) => o.shop === shop);
}

export function ownOrder(shop: string, id: string): Order {
  return findOr404(ownOrders(shop), id, 'Order');
}

/** An order the shop may still change: not delivered, picked up or cancelled. */
export function openOrder(shop: string, id: string): Order {
  const order = ownOrder(shop, id);
  if (isFinal(order))
    throw conflict(`Order ${order.number} is ${order.status.replace('_', ' ')} and can no longer change.`, 'order_closed');
  return order;
}

/** Credit wallet money back to the customer (an edit made the order cheaper, or it was cancelled). */
function refundToWallet(order: Order, fils: number, reason: string, reason_ar: string): void {
  if (fils <= 0) return;
  const { tables, nextId } = db();
  const wallet = tables.wallets.find((w) => w.user === order.customer);
  if (!wallet) return;
  wallet.balance = toAed(toFils(wallet.balance) + fils);
  tables.walletEntries.push({
    id: nextId('we'),
    user: order.customer,
    amount: toAed(fils),
    kind: 'credit',
    reason,
    reason_ar,
    order: order.id,
    createdAt: new Date().toISOString(),
  });
}

/**
 * Rebuild the bill from the lines and extra items. Line prices are line totals (see
 * customer/pricing.ts `orderLine`); the delivery fee stays; the discount and the wallet
 * payment are capped by what is left, and wallet money no longer needed goes back.
 */
export function recomputeBill(order: Order): void {
  const subtotalFils = sumFils([...order.products.map((l) => toFils(l.price)), ...order.extraItems.map((e) => toFils(e.price))]);
  const deliveryFils = toFils(billValue(order.bill, 'delivery_fee'));
  const discountFils = Math.min(toFils(billValue(order.bill, 'discount')), subtotalFils);
  const paidByWallet = toFils(billValue(order.bill, 'wallet'));
  const walletFils = Math.min(paidByWallet, subtotalFils + deliveryFils - discountFils);
  const totalFils = subtotalFils + deliveryFils - discountFils - walletFils;
  order.bill = billFields({ subtotalFils, deliveryFils, discountFils, walletFils, totalFils });
  refundToWallet(
    order,
    paidByWallet - walletFils,
    `Wallet refund after ${order.number} was edited`,
    `استرداد إلى المحفظة بعد تعديل الطلب ${order.number}`,
  );
}

export function returnWalletPayment(order: Order): void {
  const fils = toFils(billValue(order.bill, 'wallet'));
  refundToWallet(order, fils, `Refund for cancelled order ${order.number}`, `استرداد للطلب الملغى ${order.number}`);
}

/** What the shop earned on an order: everything the customer paid, wallet included. */
export function saleFils(order: Order): number {
  return toFils(billValue(order.bill, 'total_amount')) + toFils(billValue(order.bill, 'wallet'));
}

/** A completed order enters the shop's ledger once (statistics and transactions read it). */
export function recordSale(order: Order): void {
  const { tables, nextId } = db();
  if (tables.transactions.some((t) => t.order === order.id && t.operation === 'order')) return;
  tables.transactions.push({
    id: nextId('txn'),
    shopId: order.shop,
    operation: 'order',
    amount: toAed(saleFils(order)),
    order: order.id,
    createdAt: new Date().toISOString(),
  });
}
