/** Finished orders for the archive's stories: fixed ids, names and times, so every picture is the same. */
import type { Order } from '@dukkan/core';
import { buildOrder } from '@dukkan/mocks';
import { cancelledOrder, longArabicOrder, STORY_NOW, storyOrders } from '../shared/ordersStoryData.ts';

const people = [
  ['Huda Al Amin', '+971503567111'],
  ['Ahmed Al Falasi', '+971525257370'],
  ['Priya Raman', '+971558810042'],
  ['Omar Haddad', '+971564402218'],
  ['فاطمة الزعابي', '+971501239876'],
] as const;
const FINAL = ['delivered', 'picked_up', 'delivered', 'cancelled', 'delivered'] as const;

/** Twenty finished orders, one every five hours back from the stories' "now". */
export const archiveOrders: readonly Order[] = Array.from({ length: 20 }, (_, i) => {
  const base = storyOrders[i % storyOrders.length]!;
  const [customerName, customerPhone] = people[i % people.length]!;
  const status = FINAL[i % FINAL.length]!;
  return {
    ...base,
    id: `st-archive-${i}`,
    number: `DK-${10180 - i}`,
    status,
    pickup: status === 'picked_up' ? true : base.pickup && status !== 'delivered',
    dineIn: false,
    customerName,
    customerPhone,
    ...(status === 'cancelled' ? { cancelReason: 'Customer asked to cancel' } : {}),
    createdAt: new Date(STORY_NOW - (i + 1) * 5 * 3_600_000).toISOString(),
  };
});

/** Long names, a dine-in, a cancelled pickup and a six-figure total. */
export const longArchiveOrders: readonly Order[] = [
  { ...longArabicOrder, id: 'st-archive-ar', status: 'delivered', customerPhone: '+971509998877' },
  { ...cancelledOrder, customerName: 'Alexandria-Katherine Montgomery-Fitzwilliam', customerPhone: '+447700900123' },
  buildOrder({
    id: 'st-archive-big',
    number: 'DK-10001',
    status: 'picked_up',
    pickup: true,
    dineIn: true,
    customerName: 'مطعم الواحة للحفلات والمناسبات الكبرى',
    customerPhone: '+971523334455',
    payment_type: 'card',
    paid: true,
    bill: [
      { rule: 'subtotal', value: 125_430.75 },
      { rule: 'delivery_fee', value: 0 },
      { rule: 'discount', value: 0 },
      { rule: 'wallet', value: 0 },
      { rule: 'total_amount', value: 125_430.75 },
    ],
    createdAt: new Date(STORY_NOW - 90 * 24 * 3_600_000).toISOString(),
  }),
];
