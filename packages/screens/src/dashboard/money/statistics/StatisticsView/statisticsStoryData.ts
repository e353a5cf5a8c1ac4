/**
 * Story data for the statistics screen: fixed dates and a deterministic weekly rhythm (busier
 * Thursday to Saturday), shaped like the mock API's answers after the data readers.
 */
import type {
  InsightsStatistics,
  LoyaltyStatistics,
  OrderTypeStatistics,
  SalesStatistics,
  StatisticSection,
  VisitStatistics,
  WeekdayStatistics,
  Weekday,
} from './types.ts';

const DAY_MS = 86_400_000;

function isoDay(start: string, n: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Orders on day `i` of a series: a weekly rhythm with a slow rise. */
function ordersOn(i: number, weekday: number): number {
  const weekend = weekday >= 4 && weekday <= 6 ? 9 : 0;
  return 6 + weekend + ((i * 7) % 5) + Math.floor(i / 20);
}

export function dailySales(start: string, days: number, previousFils: number | null = 3_512_500): SalesStatistics {
  const buckets = Array.from({ length: days }, (_, i) => {
    const label = isoDay(start, i);
    const orders = ordersOn(i, new Date(`${label}T00:00:00Z`).getUTCDay());
    return { label, orders, salesFils: orders * 8_425 + ((i * 1_337) % 4_000) };
  });
  return withTotals('day', buckets, previousFils);
}

export function weeklySales(): SalesStatistics {
  const buckets = Array.from({ length: 12 }, (_, i) => {
    const orders = 70 + ((i * 13) % 25) + i * 3;
    return { label: isoDay('2026-08-10', i * 7), orders, salesFils: orders * 8_610 };
  });
  return withTotals('week', buckets, 7_950_000);
}

function withTotals(granularity: SalesStatistics['granularity'], buckets: SalesStatistics['buckets'], previousFils: number | null) {
  const salesFils = buckets.reduce((sum, b) => sum + b.salesFils, 0);
  const orders = buckets.reduce((sum, b) => sum + b.orders, 0);
  return {
    granularity,
    buckets,
    totals: { salesFils, orders, refundsFils: 18_450, averageOrderFils: orders ? Math.round(salesFils / orders) : 0 },
    previous: previousFils === null ? null : { salesFils: previousFils, orders: 402 },
  };
}

export const emptySales: SalesStatistics = {
  granularity: 'day',
  buckets: Array.from({ length: 30 }, (_, i) => ({ label: isoDay('2026-10-03', i), orders: 0, salesFils: 0 })),
  totals: { salesFils: 0, orders: 0, refundsFils: 0, averageOrderFils: 0 },
  previous: { salesFils: 0, orders: 0 },
};

export const orderTypes: OrderTypeStatistics = {
  total: 486,
  types: [
    { id: 'delivery', value: 301 },
    { id: 'pickup', value: 142 },
    { id: 'dine_in', value: 43 },
  ],
  sources: [
    { id: 'website', value: 288 },
    { id: 'app', value: 131 },
    { id: 'pos', value: 67 },
  ],
};

export const loyalty: LoyaltyStatistics = {
  customers: 212,
  repeatRate: 41.5,
  segments: [
    { id: 'new', value: 124 },
    { id: 'returning', value: 61 },
    { id: 'loyal', value: 27 },
  ],
  topCustomers: [{ name: 'Mariam Al Suwaidi', orders: 14, spentFils: 212_050 }],
};

export const busiestDays: WeekdayStatistics = {
  counts: ([0, 1, 2, 3, 4, 5, 6] as Weekday[]).map((day) => ({ day, orders: [58, 49, 52, 55, 81, 97, 88][day] ?? 0 })),
  busiest: 5,
};

export function insights(daysOfWeek: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6]): InsightsStatistics {
  const hours = Array.from({ length: 24 }, (_, hour) => {
    const orders = hour < 8 ? 0 : Math.round((hour >= 18 && hour <= 21 ? 30 : hour >= 11 && hour <= 14 ? 22 : 8) * (daysOfWeek.length / 7));
    return { hour, orders, salesFils: orders * 8_400 };
  });
  return {
    daysOfWeek: [...daysOfWeek],
    hours,
    peakHour: 18,
    totals: {
      salesFils: hours.reduce((s, h) => s + h.salesFils, 0),
      orders: hours.reduce((s, h) => s + h.orders, 0),
      refundsFils: 0,
      averageOrderFils: 8_400,
    },
  };
}

export const visits: VisitStatistics = { count: 12_840 };

export function ready<T>(data: T, retry: () => void): StatisticSection<T> {
  return { status: 'ready', data, retry };
}
