/**
 * Facts of an order read once for the screens: money in fils from the wire bill (customer
 * §3 "Bill field", §9 AED), and how its dates are formatted.
 */
import type { FormatDateOptions } from 'react-intl';
import { billFils, isRecord, safeWebHref, toFils, type Fils, type Order } from '@dukkan/core';

/** What is left to pay (the bill's `total_amount`). */
export function orderTotalFils(order: Pick<Order, 'bill'>): Fils {
  return billFils(order.bill, 'total_amount');
}

export interface OpenPaymentRequest {
  id: string;
  amountFils: Fils;
  url: string;
}

/**
 * The payments the shop asked for on an order still to be paid (a weighed item's difference,
 * decision 0074), read from the wire without trusting it: an entry without an id, a positive
 * amount or an http(s) link is left out, so no other kind of link is ever rendered.
 */
export function openPaymentRequests(order: Pick<Order, 'paid' | 'status' | 'paymentRequests'>): OpenPaymentRequest[] {
  if (order.paid || order.status === 'cancelled' || !Array.isArray(order.paymentRequests)) return [];
  return order.paymentRequests.flatMap((entry: unknown) => {
    if (!isRecord(entry)) return [];
    const amountFils = toFils(entry.amount as never);
    const url = safeWebHref(entry.url);
    return typeof entry.id === 'string' && amountFils !== null && amountFils > 0 && url ? [{ id: entry.id, amountFils, url }] : [];
  });
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
