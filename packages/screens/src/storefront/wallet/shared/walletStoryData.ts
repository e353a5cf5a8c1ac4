import { buildWalletEntry } from '@dukkan/mocks';
import type { WalletEntryItem } from './walletEntry.ts';

/** Wallet entries for stories, from the mocks' builder, in the screens' shape (integer fils). */
export function storyEntry(overrides: Parameters<typeof buildWalletEntry>[0] = {}): WalletEntryItem {
  const { amount, ...entry } = buildWalletEntry(overrides);
  return { ...entry, amountFils: Math.round(amount * 100) };
}

export const storyEntries: WalletEntryItem[] = [
  storyEntry({
    id: 'we-st-4',
    amount: 20,
    kind: 'debit',
    order: 'ord-st-1',
    reason: 'Paid towards DK-10231',
    reason_ar: 'دفع جزء من الطلب DK-10231',
    createdAt: '2026-10-28T10:30:00.000Z',
  }),
  storyEntry({
    id: 'we-st-3',
    amount: 10,
    reason: 'Cashback: Ramadan offer',
    reason_ar: 'استرداد نقدي: عرض رمضان',
    createdAt: '2026-10-20T12:00:00.000Z',
  }),
  storyEntry({
    id: 'we-st-2',
    amount: 25.5,
    order: 'ord-st-2',
    reason: 'Refund for missing items in DK-10189',
    reason_ar: 'استرداد لأصناف ناقصة في الطلب DK-10189',
    createdAt: '2026-09-14T15:20:00.000Z',
  }),
  storyEntry({ id: 'we-st-1', amount: 20, reason: 'Welcome bonus', reason_ar: 'مكافأة الترحيب', createdAt: '2026-08-02T19:40:00.000Z' }),
];

export const longEntry: WalletEntryItem = storyEntry({
  id: 'we-st-long-0000-1111-2222-3333',
  amount: 1234.75,
  order: 'ord-st-3',
  reason: 'Goodwill credit after the delayed delivery of a large family order of dates, sweets and fresh produce',
  reason_ar: 'رصيد تعويضي بعد تأخر توصيل طلب عائلي كبير من التمور والحلويات العربية والخضروات والفواكه الطازجة إلى البرشاء',
  createdAt: '2026-10-01T08:45:00.000Z',
});
