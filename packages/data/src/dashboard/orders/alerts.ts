/**
 * Which orders ring (issue #12: "a new order rings until someone acknowledges it"). An order
 * rings while it is new (`pending`) and nobody at this device has acknowledged it, so a
 * tablet switched on in the morning rings for the order that is already waiting. Accepting
 * the order silences it too. Acknowledged ids are kept per device (the shell's storage), and
 * only those still on the board are kept, so the list never grows.
 */
import type { Order } from '@dukkan/core';

export const ACKNOWLEDGED_STORAGE_KEY = 'dashboardOrdersAcknowledged';
export const MUTED_STORAGE_KEY = 'dashboardOrdersMuted';

const ORDER_ID = /^[\w-]{1,64}$/;
const MAX_KEPT = 500;

/** The stored list, validated: anything that is not a list of ids is an empty list. */
export function readAcknowledged(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && ORDER_ID.test(id)).slice(-MAX_KEPT) : [];
  } catch {
    return [];
  }
}

/** What to store: the acknowledged ids of orders that are still new on the board. */
export function keptAcknowledged(acknowledged: readonly string[], orders: readonly Pick<Order, 'id' | 'status'>[]): string[] {
  const pending = new Set(orders.filter((o) => o.status === 'pending').map((o) => o.id));
  return acknowledged.filter((id) => pending.has(id)).slice(-MAX_KEPT);
}

/** The orders that ring, oldest first (the one waiting longest is named first). */
export function ringingOrders<T extends Pick<Order, 'id' | 'status' | 'createdAt'>>(
  orders: readonly T[],
  acknowledged: readonly string[],
): T[] {
  const known = new Set(acknowledged);
  return orders.filter((o) => o.status === 'pending' && !known.has(o.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
