/**
 * The wallet answers, checked before a screen sees them (docs/decisions/0034): the balance
 * `{wallet}`, a history page `{items, page, limit, total}` and one entry `{transaction}`.
 * Amounts arrive as wire AED; a record whose amount, kind or date is unreadable makes the
 * whole answer invalid (an SWR error with retry) rather than a wrong figure on screen.
 */
import { isRecord, own, toFils, type Fils, type Id } from '@dukkan/core';
import { invalidAnswer } from '../swr/select.ts';

export interface WalletBalance {
  id: Id;
  balanceFils: Fils;
}

export interface WalletTransaction {
  id: Id;
  /** Always positive; `kind` says which way it went. */
  amountFils: Fils;
  kind: 'credit' | 'debit';
  reason: string;
  reason_ar?: string;
  /** The order the entry belongs to, when there is one. */
  order?: Id;
  createdAt: string;
}

export interface WalletPage {
  items: WalletTransaction[];
  page: number;
  limit: number;
  total: number;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const id = (value: unknown): Id | undefined =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined;

export function readWalletBalance(data: unknown): WalletBalance {
  const wallet = isRecord(data) ? own(data, 'wallet') : undefined;
  if (!isRecord(wallet)) throw invalidAnswer();
  const balanceFils = toFils(own(wallet, 'balance') as number | string | undefined);
  if (balanceFils === null) throw invalidAnswer();
  return { id: id(own(wallet, 'id')) ?? '', balanceFils };
}

export function readWalletTransaction(raw: unknown): WalletTransaction {
  if (!isRecord(raw)) throw invalidAnswer();
  const entryId = id(own(raw, 'id'));
  const amount = toFils(own(raw, 'amount') as number | string | undefined);
  const kind = own(raw, 'kind');
  const createdAt = text(own(raw, 'createdAt'));
  if (!entryId || amount === null || (kind !== 'credit' && kind !== 'debit') || !createdAt) throw invalidAnswer();
  const reasonAr = text(own(raw, 'reason_ar'));
  const order = id(own(raw, 'order'));
  return {
    id: entryId,
    amountFils: Math.abs(amount),
    kind,
    reason: text(own(raw, 'reason')) ?? '',
    ...(reasonAr ? { reason_ar: reasonAr } : {}),
    ...(order ? { order } : {}),
    createdAt,
  };
}

export function readWalletPage(data: unknown): WalletPage {
  const items = isRecord(data) ? own(data, 'items') : undefined;
  if (!isRecord(data) || !Array.isArray(items)) throw invalidAnswer();
  const number = (key: string) => {
    const value = own(data, key);
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return { items: items.map(readWalletTransaction), page: number('page'), limit: number('limit'), total: number('total') };
}

export function readWalletEntry(data: unknown): WalletTransaction {
  return readWalletTransaction(isRecord(data) ? own(data, 'transaction') : undefined);
}
