/**
 * The shapes the money screens take. Screens do not depend on the data package, so these repeat
 * the readers' shapes (packages/data/src/dashboard/money/read.ts, src/wallet/readWallet.ts);
 * TypeScript checks that the route passes one for the other. Money is integer fils.
 */
export type TransactionOperation = 'order' | 'refund' | 'withdrawal' | 'payout' | 'fee';

export const TRANSACTION_OPERATIONS: readonly TransactionOperation[] = ['order', 'refund', 'withdrawal', 'payout', 'fee'];

export interface TransactionRow {
  id: string;
  operation: TransactionOperation;
  direction: 'credit' | 'debit';
  /** Always positive; `direction` says which way it went. */
  amountFils: number;
  order?: string;
  createdAt: string;
}

export interface TransactionTotals {
  count: number;
  creditFils: number;
  debitFils: number;
  netFils: number;
}

export interface TransactionsFilterValue {
  /** YYYY-MM-DD, Dubai calendar days. */
  fromDate: string;
  toDate: string;
  /** undefined: every operation. */
  operation: TransactionOperation | undefined;
}

export type MoneyStatus = 'loading' | 'error' | 'ready';

/** One section's data with its own state and retry, so one failing call leaves the others. */
export interface MoneySection<T> {
  data: T | undefined;
  status: MoneyStatus;
  retry: () => void;
}
