/**
 * Facts of an order read once for the screens: money in fils from the wire bill (customer
 * §3 "Bill field", §9 AED), and how its dates are formatted.
 */
import type { FormatDateOptions } from 'react-intl';
import { billFils, type Fils, type Order } from '@dukkan/core';

/** What is left to pay (the bill's `total_amount`). */
export function orderTotalFils(order: Pick<Order, 'bill'>): Fils {
  return billFils(order.bill, 'total_amount');
}

/** Lines plus extra items: what the customer sees as "items" on a card. */
export function orderItemCount(order: Pick<Order, 'products' | 'extraItems'>): number {
  return order.products.length + order.extraItems.length;
}

/**
 * Order times are shown in the shop's time zone (the UAE), whatever the device's, with Latin
 * digits in Arabic like prices and order numbers (0010).
 */
export const ORDER_DATE_TIME: FormatDateOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
  numberingSystem: 'latn',
};

/** A calendar date without a time (`2026-11-02`) is a day, not an instant: no zone shift. */
export const ORDER_DAY: FormatDateOptions = { dateStyle: 'full', timeZone: 'UTC', numberingSystem: 'latn' };

export function isDateOnly(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value);
}

export function isReadableDate(value: string | undefined): value is string {
  return typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value));
}
