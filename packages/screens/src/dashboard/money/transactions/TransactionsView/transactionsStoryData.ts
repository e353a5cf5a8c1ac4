/** Deterministic ledgers for the stories: a month of a grocery's money, and an unusually large one. */
import type { TransactionOperation, TransactionRow, TransactionTotals } from '../shared/types.ts';

const OPS: readonly TransactionOperation[] = [
  'order',
  'order',
  'order',
  'refund',
  'order',
  'withdrawal',
  'order',
  'fee',
  'order',
  'payout',
];
const CREDITS: readonly TransactionOperation[] = ['order', 'withdrawal'];

/** `count` rows, newest first, one every 7 hours back from 1 Nov 2026 20:00 Dubai. */
export function ledger(count: number, scale = 1): TransactionRow[] {
  return Array.from({ length: count }, (_, i): TransactionRow => {
    const operation = OPS[i % OPS.length]!;
    const amountFils = (((i * 7919) % 45_000) + 1_250) * scale;
    return {
      id: `txn-${String(9000 - i).padStart(5, '0')}`,
      operation,
      direction: CREDITS.includes(operation) ? 'credit' : 'debit',
      amountFils,
      ...(operation === 'order' || operation === 'refund' ? { order: `ord-${String(70_000 + i)}` } : {}),
      createdAt: new Date(Date.parse('2026-11-01T16:00:00Z') - i * 7 * 3_600_000).toISOString(),
    };
  });
}

export function totalsOf(rows: readonly TransactionRow[]): TransactionTotals {
  const creditFils = rows.filter((r) => r.direction === 'credit').reduce((sum, r) => sum + r.amountFils, 0);
  const debitFils = rows.filter((r) => r.direction === 'debit').reduce((sum, r) => sum + r.amountFils, 0);
  return { count: rows.length, creditFils, debitFils, netFils: creditFils - debitFils };
}
