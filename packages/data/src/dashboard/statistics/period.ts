/**
 * The period the statistics screen shows (issue #15: day, week, month, custom, with the week
 * start day), read from and written to the URL's `f.*` parameters (useListState). Hostile or
 * half-typed values fall back to defaults, never to a broken call.
 */
export const STATISTICS_PERIODS = ['day', 'week', 'month', 'custom'] as const;
export type StatisticsPeriodKind = (typeof STATISTICS_PERIODS)[number];

/** 0 = Sunday … 6 = Saturday, as the API counts them (`weekStartDay`, `daysOfWeek`). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAY_NUMBERS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/** UAE weeks run Monday to Sunday since 2022; the owner may pick another start. */
export const DEFAULT_WEEK_START: Weekday = 1;
/** A custom range covers at most this many days (the sales/orders call refuses more). */
export const MAX_CUSTOM_DAYS = 366;
/** A custom range without dates shows the 30 days up to today. */
export const DEFAULT_CUSTOM_DAYS = 30;

export interface StatisticsPeriod {
  kind: StatisticsPeriodKind;
  weekStartDay: Weekday;
  /** YYYY-MM-DD, both included; only for `custom`. */
  startDate?: string;
  endDate?: string;
}

export interface StatisticsUrlState {
  period: StatisticsPeriod;
  /** The weekdays of the sales insights chart, sorted; every day by default. */
  insightDays: Weekday[];
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD, or undefined. */
export function readIsoDay(value: string | undefined): string | undefined {
  if (!value || !ISO_DAY.test(value)) return undefined;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === value ? value : undefined;
}

export function addIsoDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS) + 1;
}

function readWeekday(value: string | undefined): Weekday | undefined {
  if (value === undefined || !/^[0-6]$/.test(value)) return undefined;
  return Number(value) as Weekday;
}

/**
 * The range a custom period asks for: the dates when they make a range of 1 to 366 days, the
 * last 30 days up to `today` otherwise; a range reaching past today ends today.
 */
export function customRange(period: StatisticsPeriod, today: string): { startDate: string; endDate: string } {
  const end = period.endDate && period.endDate <= today ? period.endDate : today;
  const start = period.startDate;
  if (start && start <= end && daysBetween(start, end) <= MAX_CUSTOM_DAYS) return { startDate: start, endDate: end };
  return { startDate: addIsoDays(end, -(DEFAULT_CUSTOM_DAYS - 1)), endDate: end };
}

/** The range of the same length just before a custom range, for the "vs previous period" figures. */
export function previousRange(range: { startDate: string; endDate: string }): { startDate: string; endDate: string } {
  const days = daysBetween(range.startDate, range.endDate);
  return { startDate: addIsoDays(range.startDate, -days), endDate: addIsoDays(range.startDate, -1) };
}

/** The screen's state from the URL filters (`f.period`, `f.weekStart`, `f.from`, `f.to`, `f.days`). */
export function readStatisticsState(filters: Readonly<Record<string, string>>): StatisticsUrlState {
  const kind = (STATISTICS_PERIODS as readonly string[]).includes(filters.period ?? '') ? (filters.period as StatisticsPeriodKind) : 'day';
  const period: StatisticsPeriod = { kind, weekStartDay: readWeekday(filters.weekStart) ?? DEFAULT_WEEK_START };
  if (kind === 'custom') {
    const startDate = readIsoDay(filters.from);
    const endDate = readIsoDay(filters.to);
    if (startDate) period.startDate = startDate;
    if (endDate) period.endDate = endDate;
  }
  const days = [
    ...new Set(
      (filters.days ?? '')
        .split(',')
        .map((d) => readWeekday(d.trim()))
        .filter((d): d is Weekday => d !== undefined),
    ),
  ].sort();
  return { period, insightDays: days.length > 0 ? days : [...WEEKDAY_NUMBERS] };
}

/** The URL filters of a state: defaults are left out, so the plain /statistics is the default screen. */
export function statisticsFilters(state: StatisticsUrlState): Record<string, string | null> {
  const { period, insightDays } = state;
  const allDays = insightDays.length === 7;
  return {
    period: period.kind === 'day' ? null : period.kind,
    weekStart: period.weekStartDay === DEFAULT_WEEK_START ? null : String(period.weekStartDay),
    from: period.kind === 'custom' ? (period.startDate ?? null) : null,
    to: period.kind === 'custom' ? (period.endDate ?? null) : null,
    days: allDays || insightDays.length === 0 ? null : [...insightDays].sort().join(','),
  };
}
