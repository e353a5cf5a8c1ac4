/**
 * Orders for the ticket's stories: the orders area's story orders, plus one with a weighed
 * line, a VAT and a discount on its bill, for the receipt.
 */
import type { Order } from '@dukkan/core';
import { buildOrder, buildOrderLine } from '@dukkan/mocks';
import { longArabicOrder, newDelivery, storyOrders } from '../shared/ordersStoryData.ts';

export { longArabicOrder, newDelivery };

/** Pickup, scheduled for 18:00–20:00, paid by card. */
export const scheduledPickup: Order = storyOrders.find((o) => o.number === 'DK-10230')!;

/** Dine-in, as soon as possible. */
export const dineIn: Order = storyOrders.find((o) => o.number === 'DK-10226')!;

export const ticketShop = { name: 'Al Noor Grocery', name_ar: 'بقالة النور' };

/** A weighed line (750 g), add-ons in two groups, two-line notes, a discount, VAT and the wallet on the bill. */
export const weighedOrder: Order = buildOrder({
  id: 'st-order-240',
  number: 'DK-10240',
  status: 'preparing',
  customerName: 'Mariam Al Suwaidi',
  pickup: true,
  payment_type: 'card',
  paid: false,
  useWallet: true,
  products: [
    buildOrderLine({
      id: 'st-order-240-l1',
      shopProduct: 'sp-lamb',
      name: 'Lamb shoulder',
      name_ar: 'كتف غنم',
      unit: 'kg',
      pay_size: 250,
      count: 3,
      price: 41.25,
      addons: [
        {
          id: 'st-order-240-a1',
          title: 'Cut',
          title_ar: 'التقطيع',
          options: [{ id: 'st-order-240-o1', name: 'Cubes', name_ar: 'مكعبات', amount: 0 }],
        },
        {
          id: 'st-order-240-a2',
          title: 'Extras',
          title_ar: 'إضافات',
          options: [
            { id: 'st-order-240-o2', name: 'Marinade', name_ar: 'تتبيلة', amount: 4 },
            { id: 'st-order-240-o3', name: 'Vacuum pack', name_ar: 'تغليف مفرغ', amount: 2 },
          ],
        },
      ],
    }),
    buildOrderLine({
      id: 'st-order-240-l2',
      shopProduct: 'sp-milk',
      name: 'Fresh milk 1 L',
      name_ar: 'حليب طازج 1 لتر',
      unit: 'piece',
      count: 2,
      price: 13,
      addons: [],
    }),
  ],
  extraItems: [{ id: 'st-extra-240', description: 'Cool bag', price: 3 }],
  bill: [
    { rule: 'subtotal', value: 57.25 },
    { rule: 'discount', value: 5 },
    { rule: 'vat', value: 2.61 },
    { rule: 'wallet', value: 10 },
    { rule: 'total_amount', value: 44.86 },
  ],
  cart_notes: 'No fat on the lamb, please.\nCall when ready.',
  createdAt: new Date(Date.UTC(2026, 10, 1, 8, 30)).toISOString(),
});
