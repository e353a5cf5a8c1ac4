import { describe, expect, it } from 'vitest';
import { readWalletBalance, readWalletEntry, readWalletPage } from './readWallet.ts';

const entry = {
  id: 'we-1',
  amount: 25.5,
  kind: 'credit',
  reason: 'Refund',
  reason_ar: 'استرداد',
  order: 'o-1',
  createdAt: '2026-10-01T10:00:00Z',
};

describe('wallet answers', () => {
  it('reads the balance into integer fils', () => {
    expect(readWalletBalance({ wallet: { id: 'wal-1', balance: 35.5, currency: 'AED' } })).toEqual({ id: 'wal-1', balanceFils: 3550 });
    expect(readWalletBalance({ wallet: { id: 'wal-1', balance: '0.1' } }).balanceFils).toBe(10);
  });

  it('reads a page of entries and one entry', () => {
    const page = readWalletPage({
      items: [entry, { ...entry, id: 'we-2', kind: 'debit', amount: 20, order: undefined }],
      page: 1,
      limit: 20,
      total: 2,
    });
    expect(page.items.map((e) => [e.id, e.amountFils, e.kind, e.order])).toEqual([
      ['we-1', 2550, 'credit', 'o-1'],
      ['we-2', 2000, 'debit', undefined],
    ]);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 2 });
    expect(readWalletEntry({ transaction: entry })).toMatchObject({ id: 'we-1', amountFils: 2550, reason_ar: 'استرداد' });
  });

  it('rejects answers that would show a wrong figure', () => {
    expect(() => readWalletBalance({ wallet: { balance: 'lots' } })).toThrow(/invalid response/i);
    expect(() => readWalletBalance({})).toThrow(/invalid response/i);
    expect(() => readWalletPage({ items: [{ ...entry, amount: Number.NaN }] })).toThrow(/invalid response/i);
    expect(() => readWalletPage({ items: [{ ...entry, kind: 'gift' }] })).toThrow(/invalid response/i);
    expect(() => readWalletEntry({ transaction: { ...entry, createdAt: 5 } })).toThrow(/invalid response/i);
    expect(() => readWalletPage({ items: 'none' })).toThrow(/invalid response/i);
  });
});
