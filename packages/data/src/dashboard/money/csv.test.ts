import { describe, expect, it } from 'vitest';
import { buildTransactionsCsv, csvText, dubaiDateTime, transactionsCsvName, type TransactionsCsvLabels } from './csv.ts';
import { readTransactionsFilter, transactionsFilters } from './filter.ts';
import { readTransactions, transactionTotals, type MoneyTransaction } from './read.ts';
import { withdrawalProblem } from './mutations.ts';

const en: TransactionsCsvLabels = {
  date: 'Date',
  time: 'Time',
  operation: 'Operation',
  reference: 'Reference',
  order: 'Order',
  credit: 'Money in (AED)',
  debit: 'Money out (AED)',
  total: 'Total',
  net: 'Net',
  operationName: (op) => ({ order: 'Sale', refund: 'Refund', withdrawal: 'Driver cash', payout: 'Payout', fee: 'Fee' })[op],
};

const ar: TransactionsCsvLabels = {
  ...en,
  date: 'التاريخ',
  time: 'الوقت',
  operation: 'العملية',
  reference: 'المرجع',
  order: 'الطلب',
  credit: 'الوارد (درهم)',
  debit: 'الصادر (درهم)',
  total: 'الإجمالي',
  net: 'الصافي',
  operationName: (op) => ({ order: 'بيع', refund: 'استرداد', withdrawal: 'نقد السائق', payout: 'تحويل', fee: 'رسوم' })[op],
};

const rows: MoneyTransaction[] = [
  { id: 'txn-3', operation: 'fee', direction: 'debit', amountFils: 1999, createdAt: '2026-10-31T20:30:00.000Z' },
  { id: 'txn-2', operation: 'order', direction: 'credit', amountFils: 12050, order: 'ord-1', createdAt: '2026-10-31T16:20:00.000Z' },
  { id: 'txn-1', operation: 'withdrawal', direction: 'credit', amountFils: 5, createdAt: '2026-10-01T00:00:00.000Z' },
];

/** The CSV's cells, read back the way a spreadsheet does (RFC 4180), without the BOM. */
function parse(csv: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, '');
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      out.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return out;
}

describe('transactions CSV', () => {
  it('starts with a BOM, ends lines with CRLF and writes the header in the interface language', () => {
    const csv = buildTransactionsCsv(rows, ar);
    expect(csv.startsWith('\uFEFF"التاريخ","الوقت","العملية","المرجع","الطلب","الوارد (درهم)","الصادر (درهم)"\r\n')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(rows.length + 4);
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('writes money as plain numbers (two decimals, a dot, no currency) and dates in ISO form, Dubai time', () => {
    const lines = buildTransactionsCsv(rows, en)
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[1]).toBe('"2026-11-01","00:30","Fee","txn-3","",,19.99');
    expect(lines[2]).toBe('"2026-10-31","20:20","Sale","txn-2","ord-1",120.50,');
    expect(lines[3]).toBe('"2026-10-01","04:00","Driver cash","txn-1","",0.05,');
    expect(dubaiDateTime('2026-12-31T21:00:00Z')).toEqual(['2027-01-01', '01:00']);
  });

  it('ends with totals equal to the screen totals of the same rows', () => {
    const totals = transactionTotals(rows);
    expect(totals).toEqual({ count: 3, creditFils: 12055, debitFils: 1999, netFils: 10056 });
    const cells = parse(buildTransactionsCsv(rows, en));
    expect(cells.at(-2)).toEqual(['Total', '', '', '', '', '120.55', '19.99']);
    expect(cells.at(-1)).toEqual(['Net', '', '', '', '', '100.56', '']);
    const negative = parse(buildTransactionsCsv([rows[0]!], en));
    expect(negative.at(-1)?.[5]).toBe('-19.99');
    // Adding up the number cells gives the totals row, in exact fils.
    const column = (i: number) => cells.slice(1, -2).reduce((sum, r) => sum + Math.round(Number(r[i] || 0) * 100), 0);
    expect([column(5), column(6)]).toEqual([totals.creditFils, totals.debitFils]);
  });

  it('keeps Arabic text, commas, quotes and new lines inside their cell', () => {
    const tricky: TransactionsCsvLabels = { ...ar, operationName: () => 'بيع، "خاص"\nسطر, ثانٍ' };
    const cells = parse(buildTransactionsCsv([rows[1]!], tricky));
    expect(cells[1]?.[2]).toBe('بيع، "خاص"\nسطر, ثانٍ');
    expect(cells[1]).toHaveLength(7);
    expect(csvText('a "b"')).toBe('"a ""b"""');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvText(`${start}HYPERLINK("http://x")`)).toBe(`"'${start}HYPERLINK(""http://x"")"`);
    }
    const evil = buildTransactionsCsv([{ ...rows[1]!, id: '=1+2', order: '@SUM(A1)' }], en);
    const cells = parse(evil);
    expect(cells[1]?.[3]).toBe("'=1+2");
    expect(cells[1]?.[4]).toBe("'@SUM(A1)");
    expect(csvText('ordinary-text')).toBe('"ordinary-text"');
  });

  it('names the file after the range and the operation', () => {
    expect(transactionsCsvName('2026-08-04', '2026-11-01')).toBe('transactions-2026-08-04-to-2026-11-01.csv');
    expect(transactionsCsvName('2026-10-01', '2026-10-31', 'refund')).toBe('transactions-2026-10-01-to-2026-10-31-refund.csv');
  });
});

describe('the transactions filter in the URL', () => {
  const today = '2026-11-01';
  it('defaults to the last 90 days and every operation, and leaves defaults out of the URL', () => {
    const filter = readTransactionsFilter({}, today);
    expect(filter).toEqual({ fromDate: '2026-08-04', toDate: '2026-11-01', operation: undefined });
    expect(transactionsFilters(filter, today)).toEqual({ from: null, to: null, op: null });
    expect(transactionsFilters({ ...filter, operation: 'fee', fromDate: '2026-10-01' }, today)).toEqual({
      from: '2026-10-01',
      to: null,
      op: 'fee',
    });
  });

  it('falls back on hostile values and reads a backwards range the right way round', () => {
    expect(readTransactionsFilter({ from: '2026-02-30', to: 'x', op: 'steal' }, today)).toEqual(readTransactionsFilter({}, today));
    expect(readTransactionsFilter({ from: '2026-10-31', to: '2026-10-01', op: 'refund' }, today)).toEqual({
      fromDate: '2026-10-01',
      toDate: '2026-10-31',
      operation: 'refund',
    });
  });
});

describe('money answers and rules', () => {
  it('reads the ledger in fils and refuses a row it cannot read', () => {
    const answer = readTransactions({
      items: [{ id: 't1', shopId: 's', operation: 'refund', amount: 10.1, createdAt: '2026-10-01T10:00:00Z' }],
      summary: {},
    });
    expect(answer.rows[0]).toMatchObject({ amountFils: 1010, direction: 'debit' });
    expect(answer.totals.netFils).toBe(-1010);
    expect(() => readTransactions({ items: [{ id: 't1', operation: 'gift', amount: 1, createdAt: '2026-10-01' }] })).toThrow(
      /invalid response/i,
    );
    expect(() => readTransactions({ items: [{ id: 't1', operation: 'fee', amount: 'lots', createdAt: '2026-10-01' }] })).toThrow(
      /invalid response/i,
    );
  });

  it('refuses a withdrawal of nothing or more than the balance', () => {
    expect(withdrawalProblem(0, 500)).toBe('not_positive');
    expect(withdrawalProblem(-1, 500)).toBe('not_positive');
    expect(withdrawalProblem(501, 500)).toBe('over_balance');
    expect(withdrawalProblem(500, 500)).toBeNull();
  });
});
