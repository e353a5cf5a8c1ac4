/**
 * Readers of the statistics answers (vendor spec §7: "Response fields: not shown"; the shapes are
 * the mock API's, docs/decisions/0048). Money arrives in AED decimals and leaves in integer fils
 * (core toFils, never a float); a broken answer is an SWR error for its own chart only.
 */
import { isRecord, toFils, type Fils } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';
import type { Weekday } from './period.ts';

export interface SalesTotals {
  salesFils: Fils;
  orders: number;
  refundsFils: Fils;
  averageOrderFils: Fils;
}

export interface SalesBucket {
  /** YYYY-MM-DD (a day, or the first day of a week) or YYYY-MM (a month). */
  label: string;
  salesFils: Fils;
  orders: number;
}

/** The sales of a period, bucket by bucket, with the period before it for comparison. */
export interface SalesStatistics {
  granularity: 'day' | 'week' | 'month';
  buckets: SalesBucket[];
  totals: SalesTotals;
  /** The range of the same length just before; null when it is not known. */
  previous: { salesFils: Fils; orders: number } | null;
}

export interface ShareSegment {
  id: string;
  value: number;
}

export interface LoyaltyStatistics {
  customers: number;
  /** Percent of customers who ordered more than once. */
  repeatRate: number;
  /** new (one order), returning (2–3), loyal (4+). */
  segments: ShareSegment[];
  topCustomers: { name: string; orders: number; spentFils: Fils }[];
}

export interface WeekdayStatistics {
  /** Orders per weekday, Sunday (0) first. */
  counts: { day: Weekday; orders: number }[];
  busiest: Weekday | null;
}

export interface InsightsStatistics {
  daysOfWeek: Weekday[];
  /** 24 hours, 00 first (Dubai time). */
  hours: { hour: number; orders: number; salesFils: Fils }[];
  peakHour: number | null;
  totals: SalesTotals;
}

export interface OrderTypeStatistics {
  total: number;
  /** delivery, pickup, dine_in. */
  types: ShareSegment[];
  /** website, app, pos. */
  sources: ShareSegment[];
}

export interface VisitStatistics {
  count: number;
}

const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

function record(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalidAnswer();
  return value;
}

function count(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

function fils(value: unknown): Fils {
  return (typeof value === 'number' || typeof value === 'string' ? toFils(value) : null) ?? 0;
}

function points(value: unknown): { label: string; value: unknown }[] {
  if (!Array.isArray(value)) throw invalidAnswer();
  return value.flatMap((p) => (isRecord(p) && typeof p.label === 'string' ? [{ label: p.label, value: p.value }] : []));
}

function totals(value: unknown): SalesTotals {
  const t = isRecord(value) ? value : {};
  return {
    salesFils: fils(t.sales),
    orders: count(t.orders),
    refundsFils: fils(t.refunds),
    averageOrderFils: fils(t.averageOrder),
  };
}

function buckets(data: Record<string, unknown>): SalesBucket[] {
  const sales = points(data.series);
  const orders = new Map(points(data.ordersSeries ?? []).map((p) => [p.label, count(p.value)]));
  return sales.map((p) => ({ label: p.label, salesFils: fils(p.value), orders: orders.get(p.label) ?? 0 }));
}

/** GET /vendor/statistics/sales/overview. */
export function readSalesOverview(data: unknown): SalesStatistics {
  const d = record(data);
  const granularity = d.period === 'week' || d.period === 'month' ? d.period : 'day';
  const previous = isRecord(d.previous) ? { salesFils: fils(d.previous.sales), orders: count(d.previous.orders) } : null;
  return { granularity, buckets: buckets(d), totals: totals(d.totals), previous };
}

/** GET /vendor/statistics/sales/orders: day by day; the previous range comes from a second call. */
export function readSalesOrders(data: unknown): SalesStatistics {
  const d = record(data);
  return { granularity: 'day', buckets: buckets(d), totals: totals(d.totals), previous: null };
}

/** GET /vendor/statistics/customer-loyalty. */
export function readCustomerLoyalty(data: unknown): LoyaltyStatistics {
  const d = record(data);
  const top = Array.isArray(d.topCustomers) ? d.topCustomers : [];
  return {
    customers: count(d.customers),
    repeatRate: count(d.repeatRate),
    segments: points(d.segments).map((p) => ({ id: p.label, value: count(p.value) })),
    topCustomers: top.flatMap((c) =>
      isRecord(c) && typeof c.name === 'string' && c.name.trim() !== ''
        ? [{ name: c.name, orders: count(c.orders), spentFils: fils(c.spent) }]
        : [],
    ),
  };
}

function weekdayOf(label: unknown): Weekday | null {
  const index = WEEKDAY_KEYS.indexOf(String(label).slice(0, 3).toLowerCase() as (typeof WEEKDAY_KEYS)[number]);
  return index >= 0 ? (index as Weekday) : null;
}

/** GET /vendor/statistics/most-requested-days: orders per weekday (`sun` … `sat`). */
export function readMostRequestedDays(data: unknown): WeekdayStatistics {
  const d = record(data);
  const byDay = new Map<Weekday, number>();
  for (const p of points(d.series)) {
    const day = weekdayOf(p.label);
    if (day !== null) byDay.set(day, count(p.value));
  }
  return {
    counts: WEEKDAY_KEYS.map((_, i) => ({ day: i as Weekday, orders: byDay.get(i as Weekday) ?? 0 })),
    busiest: weekdayOf(d.busiest),
  };
}

/** GET /vendor/statistics/sales/insights: orders and sales per hour of the chosen weekdays. */
export function readSalesInsights(data: unknown): InsightsStatistics {
  const d = record(data);
  const orders = new Map(points(d.series).map((p) => [Number(p.label), count(p.value)]));
  const sales = new Map(points(d.salesSeries ?? []).map((p) => [Number(p.label), fils(p.value)]));
  const peak = d.peakHour === null || d.peakHour === undefined ? NaN : Number(d.peakHour);
  return {
    daysOfWeek: (Array.isArray(d.daysOfWeek) ? d.daysOfWeek : []).flatMap((n) =>
      Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 6 ? [n as Weekday] : [],
    ),
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: orders.get(hour) ?? 0, salesFils: sales.get(hour) ?? 0 })),
    peakHour: Number.isInteger(peak) && peak >= 0 && peak <= 23 ? peak : null,
    totals: totals(d.totals),
  };
}

/** GET /vendor/statistics/order-type. */
export function readOrderType(data: unknown): OrderTypeStatistics {
  const d = record(data);
  return {
    total: count(d.total),
    types: points(d.series).map((p) => ({ id: p.label, value: count(p.value) })),
    sources: (Array.isArray(d.sources) ? points(d.sources) : []).map((p) => ({ id: p.label, value: count(p.value) })),
  };
}

/** GET /vendor/statistics/visit-counter (shopId). */
export function readVisitCounter(data: unknown): VisitStatistics {
  const d = record(data);
  if (d.count === undefined) throw invalidAnswer();
  return { count: count(d.count) };
}
