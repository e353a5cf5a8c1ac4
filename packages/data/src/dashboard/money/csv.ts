/**
 * The ledger as a CSV file that opens correctly in a spreadsheet in both languages (issue #15
 * item 2, decision 0056): UTF-8 with a byte-order mark (Excel reads Arabic only with it), CRLF
 * line ends (RFC 4180), the header row in the interface language, every text cell quoted, money
 * as plain numbers (AED with two decimals, a dot, no currency sign) so the spreadsheet can add
 * them, dates and times in ISO form in Dubai time. A text cell that starts with = + - @ (or a tab
 * or carriage return) is prefixed with an apostrophe so no spreadsheet runs it as a formula
 * (OWASP "CSV injection"). The totals rows are the screen's totals, from the same rows.
 */
import { filsToDecimalText, type Fils } from '@dukkan/core';
import { transactionTotals, type MoneyTransaction, type TransactionOperation } from './read.ts';

export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';
const DUBAI_OFFSET_MS = 4 * 3_600_000;

export interface TransactionsCsvLabels {
  /** Column headers, translated. */
  date: string;
  time: string;
  operation: string;
  reference: string;
  order: string;
  credit: string;
  debit: string;
  /** The totals rows' labels ("Total", "Net"). */
  total: string;
  net: string;
  /** An operation's name in the interface language. */
  operationName: (operation: TransactionOperation) => string;
}

/** A number cell: the decimal text of AED, never quoted, never prefixed. */
type NumberCell = { number: Fils };
/** null: an empty number cell (left unquoted, so the column stays numeric). */
type Cell = string | NumberCell | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell: formula starts defused, then quoted with inner quotes doubled. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function cell(value: Cell): string {
  if (value === null) return '';
  return typeof value === 'string' ? csvText(value) : filsToDecimalText(value.number);
}

/** `2026-10-31T16:20:00Z` -> `['2026-10-31', '20:20']` in Dubai (UTC+4 all year). */
export function dubaiDateTime(iso: string): [date: string, time: string] {
  const local = new Date(Date.parse(iso) + DUBAI_OFFSET_MS).toISOString();
  return [local.slice(0, 10), local.slice(11, 16)];
}

/** The CSV text (with its BOM) of the rows and their totals. */
export function buildTransactionsCsv(rows: readonly MoneyTransaction[], labels: TransactionsCsvLabels): string {
  const header: Cell[] = [labels.date, labels.time, labels.operation, labels.reference, labels.order, labels.credit, labels.debit];
  const lines: Cell[][] = [header];
  for (const row of rows) {
    const [date, time] = dubaiDateTime(row.createdAt);
    const money: NumberCell = { number: row.amountFils };
    lines.push([
      date,
      time,
      labels.operationName(row.operation),
      row.id,
      row.order ?? '',
      row.direction === 'credit' ? money : null,
      row.direction === 'debit' ? money : null,
    ]);
  }
  const totals = transactionTotals(rows);
  lines.push([labels.total, '', '', '', '', { number: totals.creditFils }, { number: totals.debitFils }]);
  lines.push([labels.net, '', '', '', '', { number: totals.netFils }, null]);
  return CSV_BOM + lines.map((line) => line.map(cell).join(',')).join(CRLF) + CRLF;
}

/** The file's name: `transactions-2026-08-04-to-2026-11-01.csv` (plus the operation when filtered). */
export function transactionsCsvName(fromDate: string, toDate: string, operation?: TransactionOperation): string {
  return `transactions-${fromDate}-to-${toDate}${operation ? `-${operation}` : ''}.csv`;
}
