/**
 * The arithmetic behind the statistics screens, as pure functions of the shop's sales
 * (its ledger: `order` transactions, less refunds) and orders, so the "no data" scenario
 * runs the same code on empty input. Buckets are Dubai calendar days, weeks and months;
 * money is summed in fils and answered in AED.
 */
import { roundDiv, type Order, type SeriesPoint, type Transaction } from '@dukkan/core';
import { saleFils } from './orders.ledger.ts';
import { addDays, DAY_MS, dubaiDayStart, dubaiParts } from './statistics.time.ts';
import { toAed, toFils } from './support/index.ts';

export interface Sale {
  at: number;
  /** Negative for a refund. */
  fils: number;
}

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export function salesOf(transactions: readonly Transaction[]): Sale[] {
  return transactions
    .filter((t) => t.operation === 'order' || t.operation === 'refund')
    .map((t) => ({ at: Date.parse(t.createdAt), fils: toFils(t.amount) * (t.operation === 'refund' ? -1 : 1) }));
}

interface Bucket {
  label: string;
  from: number;
  to: number;
}

function totals(sales: readonly Sale[]) {
  const orders = sales.filter((s) => s.fils > 0);
  const salesFils = sales.reduce((sum, s) => sum + s.fils, 0);
  const grossFils = orders.reduce((sum, s) => sum + s.fils, 0);
  return {
    sales: toAed(salesFils),
    orders: orders.length,
    refunds: toAed(grossFils - salesFils),
    averageOrder: orders.length ? toAed(roundDiv(grossFils, orders.length)) : 0,
  };
}

function inBucket(sales: readonly Sale[], bucket: Pick<Bucket, 'from' | 'to'>): Sale[] {
  return sales.filter((s) => s.at >= bucket.from && s.at < bucket.to);
}

function series(sales: readonly Sale[], buckets: readonly Bucket[]) {
  const per = buckets.map((b) => totals(inBucket(sales, b)));
  return {
    series: buckets.map((b, i): SeriesPoint => ({ label: b.label, value: per[i]?.sales ?? 0 })),
    ordersSeries: buckets.map((b, i): SeriesPoint => ({ label: b.label, value: per[i]?.orders ?? 0 })),
  };
}

function dayBuckets(firstDay: string, count: number): Bucket[] {
  return Array.from({ length: count }, (_, i) => {
    const label = addDays(firstDay, i);
    return { label, from: dubaiDayStart(label), to: dubaiDayStart(label) + DAY_MS };
  });
}

export type Period = 'day' | 'week' | 'month';

/**
 * The overview chart, ending with the bucket that holds `anchor`: 30 days, 12 weeks
 * (starting on `weekStartDay`, 0 = Sunday) or 12 months; plus the totals of the range and
 * of the range before it, for the "vs previous period" figure.
 */
export function overview(sales: readonly Sale[], anchor: number, period: Period, weekStartDay: number) {
  const today = dubaiParts(anchor).day;
  let buckets: Bucket[];
  if (period === 'day') buckets = dayBuckets(addDays(today, -29), 30);
  else if (period === 'week') {
    const back = (dubaiParts(anchor).weekday - weekStartDay + 7) % 7;
    const lastStart = addDays(today, -back);
    buckets = Array.from({ length: 12 }, (_, i) => {
      const label = addDays(lastStart, (i - 11) * 7);
      return { label, from: dubaiDayStart(label), to: dubaiDayStart(addDays(label, 7)) };
    });
  } else {
    const [year, month] = today.split('-').map(Number) as [number, number];
    buckets = Array.from({ length: 12 }, (_, i) => {
      const start = new Date(Date.UTC(year, month - 1 - (11 - i), 1));
      const end = new Date(Date.UTC(year, month - (11 - i), 1));
      return {
        label: start.toISOString().slice(0, 7),
        from: dubaiDayStart(start.toISOString().slice(0, 10)),
        to: dubaiDayStart(end.toISOString().slice(0, 10)),
      };
    });
  }
  const from = buckets[0]?.from ?? anchor;
  const to = buckets[buckets.length - 1]?.to ?? anchor;
  const current = totals(inBucket(sales, { from, to }));
  const previous = totals(inBucket(sales, { from: from - (to - from), to: from }));
  const changePercent = previous.sales > 0 ? Math.round(((current.sales - previous.sales) / previous.sales) * 1000) / 10 : null;
  return {
    period,
    weekStartDay,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
    currency: 'AED',
    totals: current,
    previous: { sales: previous.sales, orders: previous.orders },
    changePercent,
    ...series(sales, buckets),
  };
}

/** Day by day between two Dubai calendar days, both included. */
export function ordersBetween(sales: readonly Sale[], startDay: string, days: number) {
  const buckets = dayBuckets(startDay, days);
  const range = { from: buckets[0]?.from ?? 0, to: buckets[buckets.length - 1]?.to ?? 0 };
  return {
    startDate: startDay,
    endDate: addDays(startDay, days - 1),
    currency: 'AED',
    totals: totals(inBucket(sales, range)),
    ...series(sales, buckets),
  };
}

export function mostRequestedDays(sales: readonly Sale[], since: number) {
  const counts = WEEKDAYS.map(() => 0);
  for (const sale of sales)
    if (sale.fils > 0 && sale.at >= since) counts[dubaiParts(sale.at).weekday] = (counts[dubaiParts(sale.at).weekday] ?? 0) + 1;
  const max = Math.max(...counts);
  return {
    series: WEEKDAYS.map((label, i): SeriesPoint => ({ label, value: counts[i] ?? 0 })),
    busiest: max > 0 ? (WEEKDAYS[counts.indexOf(max)] ?? null) : null,
  };
}

/** When in the day the chosen weekdays sell: 24 hourly points (Dubai time). */
export function insights(sales: readonly Sale[], since: number, daysOfWeek: readonly number[]) {
  const chosen = sales.filter((s) => s.fils > 0 && s.at >= since && daysOfWeek.includes(dubaiParts(s.at).weekday));
  const hours = Array.from({ length: 24 }, (_, h) => chosen.filter((s) => dubaiParts(s.at).hour === h));
  const counts = hours.map((list) => list.length);
  const max = Math.max(...counts);
  const label = (h: number): string => String(h).padStart(2, '0');
  return {
    daysOfWeek: [...daysOfWeek],
    totals: totals(chosen),
    peakHour: max > 0 ? label(counts.indexOf(max)) : null,
    series: counts.map((value, h): SeriesPoint => ({ label: label(h), value })),
    salesSeries: hours.map((list, h): SeriesPoint => ({ label: label(h), value: toAed(list.reduce((sum, s) => sum + s.fils, 0)) })),
  };
}

/** New (one order), returning (2–3) and loyal (4+) customers among the shop's orders. */
export function loyalty(orders: readonly Order[]) {
  const byCustomer = new Map<string, { name: string; orders: number; fils: number }>();
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    const key = order.customer !== 'walk-in' ? order.customer : order.customerPhone;
    if (!key) continue;
    const entry = byCustomer.get(key) ?? { name: order.customerName ?? order.customerPhone ?? key, orders: 0, fils: 0 };
    entry.orders += 1;
    entry.fils += saleFils(order);
    byCustomer.set(key, entry);
  }
  const all = [...byCustomer.values()];
  const count = (test: (orders: number) => boolean) => all.filter((c) => test(c.orders)).length;
  const repeat = count((n) => n > 1);
  return {
    customers: all.length,
    repeatRate: all.length ? Math.round((repeat / all.length) * 1000) / 10 : 0,
    segments: [
      { label: 'new', value: count((n) => n === 1) },
      { label: 'returning', value: count((n) => n >= 2 && n <= 3) },
      { label: 'loyal', value: count((n) => n >= 4) },
    ] satisfies SeriesPoint[],
    topCustomers: all
      .sort((a, b) => b.fils - a.fils)
      .slice(0, 5)
      .map((c) => ({ name: c.name, orders: c.orders, spent: toAed(c.fils) })),
  };
}

export function orderTypes(orders: readonly Order[]) {
  const live = orders.filter((o) => o.status !== 'cancelled');
  return {
    total: live.length,
    series: [
      { label: 'delivery', value: live.filter((o) => !o.pickup && !o.dineIn).length },
      { label: 'pickup', value: live.filter((o) => o.pickup && !o.dineIn).length },
      { label: 'dine_in', value: live.filter((o) => o.dineIn).length },
    ] satisfies SeriesPoint[],
    sources: (['website', 'app', 'pos'] as const).map((label): SeriesPoint => ({
      label,
      value: live.filter((o) => o.source === label).length,
    })),
  };
}
