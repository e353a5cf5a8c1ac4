/**
 * Readers of the orders answers. An order the screens cannot show (no id, no number, an unknown
 * status) is dropped from the board, and a detail answer without one is an error, never a
 * crash in a screen. Optional parts (extra items, address, notes) get safe defaults.
 */
import { isRecord, type Order } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';
import { isOrderStatus } from './status.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function readOrder(row: unknown): Order | null {
  if (!isRecord(row)) return null;
  const orderId = id(row.id);
  const number = text(row.number);
  if (!orderId || !number || !isOrderStatus(row.status) || Number.isNaN(Date.parse(text(row.createdAt)))) return null;
  const products = list(row.products).filter((line) => isRecord(line) && id(line.id) !== null) as Order['products'];
  const extraItems = list(row.extraItems).filter((extra) => isRecord(extra) && id(extra.id) !== null) as Order['extraItems'];
  const bill = list(row.bill).filter((field) => isRecord(field) && typeof field.rule === 'string') as Order['bill'];
  return {
    ...(row as unknown as Order),
    id: orderId,
    number,
    shop: text(row.shop),
    customer: text(row.customer),
    status: row.status,
    pickup: row.pickup === true,
    dineIn: row.dineIn === true,
    address: isRecord(row.address) ? (row.address as unknown as Order['address']) : undefined,
    products: products.map((line) => ({ ...line, addons: Array.isArray(line.addons) ? line.addons : [] })),
    extraItems,
    bill,
    paid: row.paid === true,
    useWallet: row.useWallet === true,
    createdAt: text(row.createdAt),
  };
}

export interface LiveOrdersPage {
  items: Order[];
  total: number;
}

/** One page of GET /broadcast/orders: `{items, page, limit, total}`. */
export function readOrdersPage(data: unknown): LiveOrdersPage {
  if (!isRecord(data) || !Array.isArray(data.items)) throw invalidAnswer();
  const items = data.items.flatMap((row) => readOrder(row) ?? []);
  const total = typeof data.total === 'number' && data.total >= 0 ? data.total : items.length;
  return { items, total };
}

/** GET /grocery/shop/cart/get answers the order as `data`. */
export function readOrderDetail(data: unknown): Order {
  const order = readOrder(data);
  if (!order) throw invalidAnswer();
  return order;
}
