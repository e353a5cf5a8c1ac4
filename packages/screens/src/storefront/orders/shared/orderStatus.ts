/**
 * Order statuses on the customer side. The spec leaves statuses and transitions "not shown"
 * (customer §4 "Orders"); this project's model (`OrderStatus`) has two paths, one for
 * delivery and one for pickup, and `cancelled` can happen at any point.
 */
import { defineMessages } from 'react-intl';
import type { Order, OrderStatus } from '@dukkan/core';
import type { BadgeTone } from '@dukkan/ui';

/** Static ids, one per status (no ids built at run time). */
export const ORDER_STATUS_MESSAGES = defineMessages<OrderStatus>({
  pending: { id: 'storefront.orders.status.pending' },
  accepted: { id: 'storefront.orders.status.accepted' },
  preparing: { id: 'storefront.orders.status.preparing' },
  ready: { id: 'storefront.orders.status.ready' },
  on_the_way: { id: 'storefront.orders.status.on_the_way' },
  delivered: { id: 'storefront.orders.status.delivered' },
  picked_up: { id: 'storefront.orders.status.picked_up' },
  cancelled: { id: 'storefront.orders.status.cancelled' },
});

/** The tone only reinforces the status text (the Badge always says it in words). */
export const ORDER_STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'info',
  preparing: 'info',
  ready: 'info',
  on_the_way: 'info',
  delivered: 'success',
  picked_up: 'success',
  cancelled: 'danger',
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ORDER_STATUS_TONES, value);
}

export type ProgressStatus = Exclude<OrderStatus, 'cancelled'>;

export const DELIVERY_STEPS: readonly ProgressStatus[] = ['pending', 'accepted', 'preparing', 'on_the_way', 'delivered'];
export const PICKUP_STEPS: readonly ProgressStatus[] = ['pending', 'accepted', 'preparing', 'ready', 'picked_up'];

/**
 * A status that belongs to the other path is shown at its place on this one: a delivery
 * order marked `ready` is still being prepared for the driver, a pickup order marked
 * `delivered` has been handed over.
 */
const DELIVERY_EQUIVALENT: Partial<Record<ProgressStatus, ProgressStatus>> = { ready: 'preparing', picked_up: 'delivered' };
const PICKUP_EQUIVALENT: Partial<Record<ProgressStatus, ProgressStatus>> = { on_the_way: 'ready', delivered: 'picked_up' };

/** Pickup and dine-in orders are collected at the shop; the rest are delivered. */
export function isCollected(order: Pick<Order, 'pickup' | 'dineIn'>): boolean {
  return order.pickup || order.dineIn;
}

/** The steps of an order's path and the index of its current step. */
export function progressOf(
  order: Pick<Order, 'pickup' | 'dineIn'>,
  status: ProgressStatus,
): { steps: readonly ProgressStatus[]; current: number } {
  const collected = isCollected(order);
  const steps = collected ? PICKUP_STEPS : DELIVERY_STEPS;
  const mapped = (collected ? PICKUP_EQUIVALENT : DELIVERY_EQUIVALENT)[status] ?? status;
  return { steps, current: Math.max(0, steps.indexOf(mapped)) };
}
