/**
 * The shop's ledger (vendor spec §7 GET /transaction/details): filtered by Dubai calendar
 * days and operation, newest first, with credit, debit and net totals in exact fils.
 * Sales and driver cash withdrawals are credits; refunds, fees and payouts are debits.
 */
import type { EndpointName, Transaction } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok } from '../../http.ts';
import { dubaiDayEnd, dubaiDayStart } from './statistics.time.ts';
import { domainScenarios, invalid, optionalEnum, readDay, staffRoute, sumFils, toAed, toFils } from './support/index.ts';

const names = ['transactionDetails'] as const satisfies readonly EndpointName[];

const OPERATIONS = ['order', 'refund', 'withdrawal', 'payout', 'fee'] as const;
const CREDITS: readonly Transaction['operation'][] = ['order', 'withdrawal'];

export function summarise(rows: readonly Transaction[]) {
  const creditFils = sumFils(rows.filter((t) => CREDITS.includes(t.operation)).map((t) => toFils(t.amount)));
  const debitFils = sumFils(rows.filter((t) => !CREDITS.includes(t.operation)).map((t) => toFils(t.amount)));
  return { count: rows.length, credit: toAed(creditFils), debit: toAed(debitFils), net: toAed(creditFils - debitFils), currency: 'AED' };
}

const details = staffRoute('transactionDetails', ({ shop, f }) => {
  const from = f.fromDate === undefined || f.fromDate === '' ? undefined : dubaiDayStart(readDay(f, 'fromDate'));
  const to = f.toDate === undefined || f.toDate === '' ? undefined : dubaiDayEnd(readDay(f, 'toDate'));
  if (from !== undefined && to !== undefined && from > to) throw invalid('fromDate must not be after toDate.');
  const operation = optionalEnum(f, 'operation', OPERATIONS);
  const rows = db()
    .tables.transactions.filter((t) => t.shopId === shop && (!operation || t.operation === operation))
    .filter((t) => {
      const at = Date.parse(t.createdAt);
      return (from === undefined || at >= from) && (to === undefined || at <= to);
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return ok({ items: rows, summary: summarise(rows) });
});

export const transactionsScenarios = domainScenarios({
  names,
  handlers: [details],
  empty: [staffRoute('transactionDetails', () => ok({ items: [], summary: summarise([]) }))],
});
