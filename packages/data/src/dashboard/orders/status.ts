/**
 * Where an order may go next (vendor spec §4 "Orders": "status changes through a set-status
 * call"; the values are not shown, so the platform's are used: core `OrderStatus`). Status
 * only moves forward and steps may be skipped (a busy shop marks an order ready at once); a
 * delivery ends delivered, a pickup or dine-in order picked up. Cancelling is its own call
 * with a reason, never a status change. The mock API enforces the same rules (409 otherwise).
 */
import type { Order, OrderStatus } from '@dukkan/core';

/** The board's columns, in the order an order moves through them. */
export const BOARD_STATUSES = ['pending', 'accepted', 'preparing', 'ready', 'on_the_way'] as const satisfies readonly OrderStatus[];
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export const FINAL_STATUSES = ['delivered', 'picked_up', 'cancelled'] as const satisfies readonly OrderStatus[];

const RANK: Record<OrderStatus, number> = {
  pending: 0,
  accepted: 1,
  preparing: 2,
  ready: 3,
  on_the_way: 4,
  delivered: 5,
  picked_up: 5,
  cancelled: 6,
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.hasOwn(RANK, value);
}

export function isBoardStatus(status: OrderStatus): status is BoardStatus {
  return (BOARD_STATUSES as readonly OrderStatus[]).includes(status);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return (FINAL_STATUSES as readonly OrderStatus[]).includes(status);
}

/** A pickup or a dine-in order is handed over at the counter; anything else is delivered. */
export function isHandedOver(order: Pick<Order, 'pickup' | 'dineIn'>): boolean {
  return order.pickup || order.dineIn;
}

/** The statuses set-status accepts for this order, nearest first (the first is "the next step"). */
export function nextStatuses(order: Pick<Order, 'status' | 'pickup' | 'dineIn'>): OrderStatus[] {
  if (isFinalStatus(order.status)) return [];
  const handedOver = isHandedOver(order);
  const path: OrderStatus[] = handedOver
    ? ['accepted', 'preparing', 'ready', 'picked_up']
    : ['accepted', 'preparing', 'ready', 'on_the_way', 'delivered'];
  return path.filter((status) => RANK[status] > RANK[order.status]);
}
