/**
 * Readers of the money answers (vendor spec §7: "Response fields: not shown"; the shapes are the
 * mock API's, docs/decisions/0056). Amounts arrive in AED decimals and leave in integer fils (core
 * toFils, never a float). A record whose amount, operation or date cannot be read makes the whole
 * answer invalid (an SWR error with retry) rather than a wrong total on screen.
 */
import { isRecord, own, sumFils, toFils, type Fils, type Id } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export const TRANSACTION_OPERATIONS = ['order', 'refund', 'withdrawal', 'payout', 'fee'] as const;
export type TransactionOperation = (typeof TRANSACTION_OPERATIONS)[number];

/** Money in: sales, and the cash a driver collected and the shop withdrew. Refunds, fees and payouts are money out. */
export const CREDIT_OPERATIONS: readonly TransactionOperation[] = ['order', 'withdrawal'];

export function isTransactionOperation(value: unknown): value is TransactionOperation {
  return typeof value === 'string' && (TRANSACTION_OPERATIONS as readonly string[]).includes(value);
}

export interface MoneyTransaction {
  id: Id;
  operation: TransactionOperation;
  direction: 'credit' | 'debit';
  /** Always positive; `direction` says which way it went. */
  amountFils: Fils;
  order?: Id;
  createdAt: string;
}

export interface TransactionTotals {
  count: number;
  creditFils: Fils;
  debitFils: Fils;
  netFils: Fils;
}

export interface TransactionsAnswer {
  rows: MoneyTransaction[];
  /** Computed from the rows, so the screen and the CSV export always agree. */
  totals: TransactionTotals;
}

export interface DriverWalletSummary {
  driver: Id;
  name: string;
  walletId: Id;
  balanceFils: Fils;
}

export interface WithdrawalRecord {
  id: Id;
  driver: Id;
  amountFils: Fils;
  createdAt: string;
}

export interface DeliveryWallet {
  id: Id;
  /** The shop's own delivery service (the `cc` a withdrawal names). */
  cc: Id;
  balanceFils: Fils;
  drivers: DriverWalletSummary[];
  withdrawals: WithdrawalRecord[];
}

export interface DriverWallet {
  id: Id;
  driver: Id;
  name: string;
  balanceFils: Fils;
  collectedFils: Fils;
  withdrawnFils: Fils;
  withdrawals: WithdrawalRecord[];
  /** The delivered cash jobs whose money the driver collected. */
  jobs: { id: Id; name: string; amountFils: Fils; createdAt: string }[];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const id = (value: unknown): Id | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

function record(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw invalidAnswer();
  return value;
}

function amount(value: unknown): Fils {
  const fils = typeof value === 'number' || typeof value === 'string' ? toFils(value) : null;
  if (fils === null) throw invalidAnswer();
  return fils;
}

function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw invalidAnswer();
  return value;
}

function date(value: unknown): string {
  const at = text(value);
  if (!at || Number.isNaN(Date.parse(at))) throw invalidAnswer();
  return at;
}

export function readTransaction(raw: unknown): MoneyTransaction {
  const r = record(raw);
  const txnId = id(own(r, 'id'));
  const operation = own(r, 'operation');
  if (!txnId || !isTransactionOperation(operation)) throw invalidAnswer();
  const order = id(own(r, 'order'));
  return {
    id: txnId,
    operation,
    direction: CREDIT_OPERATIONS.includes(operation) ? 'credit' : 'debit',
    amountFils: Math.abs(amount(own(r, 'amount'))),
    ...(order ? { order } : {}),
    createdAt: date(own(r, 'createdAt')),
  };
}

/** Credit, debit and net of the rows, in exact fils. */
export function transactionTotals(rows: readonly MoneyTransaction[]): TransactionTotals {
  const creditFils = sumFils(rows.filter((t) => t.direction === 'credit').map((t) => t.amountFils));
  const debitFils = sumFils(rows.filter((t) => t.direction === 'debit').map((t) => t.amountFils));
  return { count: rows.length, creditFils, debitFils, netFils: creditFils - debitFils };
}

/** GET /transaction/details -> {items, summary}, newest first. */
export function readTransactions(data: unknown): TransactionsAnswer {
  const rows = list(own(record(data), 'items')).map(readTransaction);
  return { rows, totals: transactionTotals(rows) };
}

function readWithdrawal(raw: unknown): WithdrawalRecord {
  const r = record(raw);
  const withdrawalId = id(own(r, 'id'));
  const driver = id(own(r, 'driver'));
  if (!withdrawalId || !driver) throw invalidAnswer();
  return { id: withdrawalId, driver, amountFils: amount(own(r, 'amount')), createdAt: date(own(r, 'createdAt')) };
}

/** GET /delivery-services/wallet/get-wallet -> the fleet's wallet, one line per driver. */
export function readDeliveryWallet(data: unknown): DeliveryWallet {
  const d = record(data);
  const walletId = id(own(d, 'id'));
  const cc = id(own(d, 'cc'));
  if (!walletId || !cc) throw invalidAnswer();
  const drivers = list(own(d, 'drivers')).map((raw): DriverWalletSummary => {
    const r = record(raw);
    const driver = id(own(r, 'driver'));
    const wallet = id(own(r, 'walletId'));
    if (!driver || !wallet) throw invalidAnswer();
    return { driver, name: text(own(r, 'name')) ?? '', walletId: wallet, balanceFils: amount(own(r, 'balance')) };
  });
  return {
    id: walletId,
    cc,
    balanceFils: amount(own(d, 'balance')),
    drivers,
    withdrawals: list(own(d, 'withdrawals') ?? []).map(readWithdrawal),
  };
}

/** GET /delivery-services/wallet/get-driver-wallet -> one driver's cash: collected, withdrawn, held. */
export function readDriverWallet(data: unknown): DriverWallet {
  const d = record(data);
  const walletId = id(own(d, 'id'));
  const driver = id(own(d, 'driver'));
  if (!walletId || !driver) throw invalidAnswer();
  return {
    id: walletId,
    driver,
    name: text(own(d, 'name')) ?? '',
    balanceFils: amount(own(d, 'balance')),
    collectedFils: amount(own(d, 'collected') ?? 0),
    withdrawnFils: amount(own(d, 'withdrawn') ?? 0),
    withdrawals: list(own(d, 'withdrawals') ?? []).map(readWithdrawal),
    jobs: list(own(d, 'jobs') ?? []).map((raw) => {
      const r = record(raw);
      const jobId = id(own(r, 'id'));
      if (!jobId) throw invalidAnswer();
      return {
        id: jobId,
        name: text(own(r, 'name')) ?? '',
        amountFils: amount(own(r, 'amount') ?? 0),
        createdAt: date(own(r, 'createdAt')),
      };
    }),
  };
}

/** POST make-withdraw-balance -> {withdrawal, balance}: the driver's balance after it. */
export function readWithdrawResult(data: unknown): { balanceFils: Fils | null } {
  const d = isRecord(data) ? data : {};
  const balance = own(d, 'balance');
  return { balanceFils: typeof balance === 'number' || typeof balance === 'string' ? toFils(balance) : null };
}
