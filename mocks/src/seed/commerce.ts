/**
 * Promotions, wallets and saved cards. The demo customer's wallet history adds up to its
 * balance (35.50 AED), and its one wallet payment matches the seeded order that used it.
 */
import type { Order } from '@dukkan/core';
import type { CustomerTables } from '../db/tables.customer.ts';
import { billValue, toAed, toFils } from '../handlers/customer/pricing.ts';
import { DEMO_USER_IDS } from './people.ts';
import { daysBefore } from './prng.ts';

export function seedPromotions(shopId: string): CustomerTables['promotions'] {
  return [
    { id: 'promo-welcome10', shop: shopId, code: 'WELCOME10', kind: 'percent', value: 10, maxDiscount: 20, active: true },
    { id: 'promo-save5', shop: shopId, code: 'SAVE5', kind: 'fixed', value: 5, active: true, minOrder: 40 },
    { id: 'promo-expired', shop: shopId, code: 'EXPIRED', kind: 'percent', value: 15, maxDiscount: 30, active: false },
  ];
}

export function seedWallets(orders: readonly Order[]): Pick<CustomerTables, 'wallets' | 'walletEntries'> {
  const user = DEMO_USER_IDS.customer;
  const demoOrders = orders.filter((o) => o.customer === user);
  const paidWithWallet = demoOrders.find((o) => o.useWallet);
  const refunded = demoOrders.find((o) => o.status === 'delivered' && !o.useWallet);
  if (!paidWithWallet || !refunded) throw new Error('The demo customer needs a wallet order and a delivered order.');
  const walletPaid = billValue(paidWithWallet.bill, 'wallet');
  const walletEntries: CustomerTables['walletEntries'] = [
    { id: 'we-1', user, amount: 20, kind: 'credit', reason: 'Welcome bonus', reason_ar: 'مكافأة الترحيب', createdAt: daysBefore(88) },
    {
      id: 'we-2',
      user,
      amount: 25.5,
      kind: 'credit',
      order: refunded.id,
      reason: `Refund for missing items in ${refunded.number}`,
      reason_ar: `استرداد لأصناف ناقصة في الطلب ${refunded.number}`,
      createdAt: new Date(Date.parse(refunded.createdAt) + 86_400_000).toISOString(),
    },
    {
      id: 'we-3',
      user,
      amount: 10,
      kind: 'credit',
      reason: 'Cashback: Ramadan offer',
      reason_ar: 'استرداد نقدي: عرض رمضان',
      createdAt: daysBefore(21),
    },
    {
      id: 'we-4',
      user,
      amount: walletPaid,
      kind: 'debit',
      order: paidWithWallet.id,
      reason: `Paid towards ${paidWithWallet.number}`,
      reason_ar: `دفع جزء من الطلب ${paidWithWallet.number}`,
      createdAt: paidWithWallet.createdAt,
    },
  ];
  const balanceFils = walletEntries.reduce((sum, e) => sum + toFils(e.amount) * (e.kind === 'credit' ? 1 : -1), 0);
  return {
    wallets: [{ id: 'wal-1001', user, balance: toAed(balanceFils), currency: 'AED' }],
    walletEntries,
  };
}

export function seedPaymentSources(): CustomerTables['paymentSources'] {
  const user = DEMO_USER_IDS.customer;
  return [
    { id: 'src-visa-4242', user, brand: 'visa', last4: '4242', expiry: '12/28' },
    { id: 'src-mc-5454', user, brand: 'mastercard', last4: '5454', expiry: '07/27' },
  ];
}
