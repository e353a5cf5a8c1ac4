/**
 * The transactions filter as it lives in the URL (useListState's `f.*`, decision 0044):
 * `f.from`, `f.to` (YYYY-MM-DD, Dubai calendar days) and `f.op` (an operation). Defaults are left
 * out of the URL; hostile values fall back to them, so a shared link never breaks the page.
 */
import { isTransactionOperation, type TransactionOperation } from './read.ts';

/** Without dates the ledger shows the last 90 days up to today (decision 0056): six fortnightly payouts. */
export const DEFAULT_TRANSACTION_DAYS = 90;
/** Rows per page of the ledger table (decision 0056). */
export const TRANSACTIONS_PAGE_SIZE = 25;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TransactionsFilter {
  fromDate: string;
  toDate: string;
  /** undefined: every operation. */
  operation: TransactionOperation | undefined;
}

function validDay(day: string | undefined): day is string {
  if (!day || !ISO_DAY.test(day)) return false;
  const at = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The default range: the last 90 days, today included. */
export function defaultTransactionsRange(today: string): { fromDate: string; toDate: string } {
  return { fromDate: addDays(today, 1 - DEFAULT_TRANSACTION_DAYS), toDate: today };
}

/** The filter of the URL's `f.*` values; a range given backwards is read the right way round. */
export function readTransactionsFilter(filters: Readonly<Record<string, string>>, today: string): TransactionsFilter {
  const range = defaultTransactionsRange(today);
  let fromDate = validDay(filters.from) ? filters.from : range.fromDate;
  let toDate = validDay(filters.to) ? filters.to : range.toDate;
  if (fromDate > toDate) [fromDate, toDate] = [toDate, fromDate];
  const operation = isTransactionOperation(filters.op) ? filters.op : undefined;
  return { fromDate, toDate, operation };
}

/** The `f.*` patch of a filter: defaults become null so the URL stays short. */
export function transactionsFilters(filter: TransactionsFilter, today: string): Record<string, string | null> {
  const range = defaultTransactionsRange(today);
  return {
    from: filter.fromDate === range.fromDate ? null : filter.fromDate,
    to: filter.toDate === range.toDate ? null : filter.toDate,
    op: filter.operation ?? null,
  };
}
