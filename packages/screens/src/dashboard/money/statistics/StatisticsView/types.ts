/**
 * The shapes the statistics screen takes. Screens do not depend on the data package, so these
 * repeat the readers' shapes (packages/data/src/dashboard/statistics/read.ts); TypeScript checks
 * that the route passes one for the other. Money is integer fils.
 */
export type StatisticsPeriodKind = 'day' | 'week' | 'month' | 'custom';
/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface StatisticsPeriod {
  kind: StatisticsPeriodKind;
  weekStartDay: Weekday;
  startDate?: string;
  endDate?: string;
}

export interface SalesTotals {
  salesFils: number;
  orders: number;
  refundsFils: number;
  averageOrderFils: number;
}

export interface SalesStatistics {
  granularity: 'day' | 'week' | 'month';
  /** label: YYYY-MM-DD (day, or a week's first day) or YYYY-MM (month). */
  buckets: readonly { label: string; salesFils: number; orders: number }[];
  totals: SalesTotals;
  previous: { salesFils: number; orders: number } | null;
}

export interface ShareSegment {
  id: string;
  value: number;
}

export interface LoyaltyStatistics {
  customers: number;
  repeatRate: number;
  segments: readonly ShareSegment[];
  topCustomers: readonly { name: string; orders: number; spentFils: number }[];
}

export interface WeekdayStatistics {
  counts: readonly { day: Weekday; orders: number }[];
  busiest: Weekday | null;
}

export interface InsightsStatistics {
  daysOfWeek: readonly Weekday[];
  hours: readonly { hour: number; orders: number; salesFils: number }[];
  peakHour: number | null;
  totals: SalesTotals;
}

export interface OrderTypeStatistics {
  total: number;
  types: readonly ShareSegment[];
  sources: readonly ShareSegment[];
}

export interface VisitStatistics {
  count: number;
}

/** One chart's part of the screen: each loads, fails and retries on its own. */
export interface StatisticSection<T> {
  status: 'loading' | 'error' | 'ready';
  data: T | undefined;
  retry: () => void;
}
