/**
 * Orders and saved cards for the stories of this area: built with the mock kit's builders,
 * with fixed ids and dates so every story (and its screenshot) is the same on every run.
 */
import type { BillField, Order, OrderLine, OrderStatus } from '@dukkan/core';
import { buildAddress, buildOrder, buildOrderLine, buildPaymentSource } from '@dukkan/mocks';

/** 28 October 2026, 14:30 in Dubai. */
export const PLACED_AT = '2026-10-28T10:30:00.000Z';
/** The stories' clock for card expiry checks: 15 March 2026. */
export const STORY_NOW = Date.UTC(2026, 2, 15, 9);

export const storyLines = {
  /** kg, 2 steps of 500 g: "1000 G". */
  dates: buildOrderLine({ id: 'st-line-dates' }),
  shawarma: buildOrderLine({
    id: 'st-line-shawarma',
    shopProduct: 'fx-sp-shawarma',
    name: 'Chicken Shawarma Sandwich',
    name_ar: 'ساندويتش شاورما دجاج',
    unit: 'piece',
    pay_size: undefined,
    count: 2,
    price: 33,
    addons: [
      {
        id: 'fx-addon-size',
        title: 'Size',
        title_ar: 'الحجم',
        options: [{ id: 'fx-size-large', name: 'Large', name_ar: 'كبير', amount: 12 }],
      },
      {
        id: 'fx-addon-extras',
        title: 'Extras',
        title_ar: 'إضافات',
        options: [
          { id: 'fx-addon-extras-cheese', name: 'Extra cheese', name_ar: 'جبنة إضافية', amount: 3 },
          { id: 'fx-addon-extras-garlic', name: 'Garlic sauce', name_ar: 'صوص الثوم', amount: 1.5 },
        ],
      },
    ],
  }),
  laban: buildOrderLine({
    id: 'st-line-laban',
    shopProduct: 'fx-sp-laban',
    name: 'Al Ain Fresh Laban 1 L',
    name_ar: 'لبن العين الطازج ١ لتر',
    unit: 'piece',
    pay_size: undefined,
    count: 3,
    price: 13.5,
  }),
} satisfies Record<string, OrderLine>;

const threeLines = [storyLines.dates, storyLines.shawarma, storyLines.laban];

export function storyOrder(overrides: Partial<Order> = {}): Order {
  return buildOrder({
    id: 'st-order-1',
    number: 'DK-10231',
    createdAt: PLACED_AT,
    products: threeLines,
    ...overrides,
    ...(overrides.pickup ? {} : { address: buildAddress({ id: 'st-address-1', ...overrides.address }) }),
  });
}

/** The orders of a status, on the delivery or the pickup path. */
export function orderWithStatus(status: OrderStatus, pickup: boolean): Order {
  return storyOrder({
    id: `st-order-${status}-${pickup ? 'pickup' : 'delivery'}`,
    status,
    pickup,
    paid: status === 'delivered' || status === 'picked_up',
  });
}

/** 131.50 of goods, 13.15 off, 7 delivery, 20 from the wallet, 5% VAT on the rest. */
export const billWithEverything: BillField[] = [
  { rule: 'subtotal', value: 131.5 },
  { rule: 'delivery_fee', value: 7 },
  { rule: 'discount', value: 13.15 },
  { rule: 'wallet', value: 20 },
  { rule: 'vat', value: 5.27 },
  { rule: 'total_amount', value: 110.62 },
];

export const longNamesOrder: Order = storyOrder({
  id: 'st-order-long',
  number: 'DK-1002345678',
  products: [
    buildOrderLine({
      id: 'st-line-long-1',
      name: 'Organic Medjool Dates from Al Ain Farms, Premium Jumbo Size, Hand-Picked and Packed the Same Day',
      name_ar: 'تمر مجدول عضوي من مزارع العين، حجم جامبو ممتاز، مقطوف يدويًا ومعبأ في اليوم نفسه',
    }),
    buildOrderLine({
      id: 'st-line-long-2',
      name: 'Family Party Platter: Mixed Grill, Hummus, Moutabal, Tabbouleh, Fattoush and Fresh Arabic Bread',
      name_ar: 'صينية العائلة للحفلات: مشاوي مشكلة وحمص ومتبل وتبولة وفتوش وخبز عربي طازج',
      unit: 'box',
      pay_size: undefined,
      count: 12,
      price: 1548,
      addons: [
        {
          id: 'st-addon-long',
          title: 'Choose your sauces and sides for the whole family',
          title_ar: 'اختر الصلصات والأطباق الجانبية لكل العائلة',
          options: [
            { id: 'st-opt-1', name: 'Garlic sauce', name_ar: 'صوص الثوم', amount: 0 },
            { id: 'st-opt-2', name: 'Spicy tahini with pomegranate molasses', name_ar: 'طحينة حارة بدبس الرمان', amount: 4 },
            { id: 'st-opt-3', name: 'Pickled turnips and chillies', name_ar: 'لفت ومخلل فلفل', amount: 2 },
          ],
        },
      ],
    }),
  ],
  extraItems: [
    { id: 'st-extra-1', description: 'Gift wrapping with a handwritten Eid greeting card / تغليف هدية مع بطاقة تهنئة بالعيد', price: 15 },
  ],
  address: buildAddress({
    id: 'st-address-long',
    title: 'Grandmother’s villa — بيت الجدة',
    person_name: 'Mariam Abdulrahman Mohammed Al Suwaidi',
    building_name: 'Villa 27, Street 14B, Al Mizhar 1, opposite the Etihad Mall service road',
    floor: 'Ground',
    flat: 'Majlis entrance',
  }),
  cart_notes: 'Please call before arriving, the gate code changes daily. يرجى الاتصال قبل الوصول، رمز البوابة يتغير يوميًا.',
  scheduleDate: '2026-10-30',
  scheduleDay: '18:00–20:00',
});

export const storyCards = {
  visa: buildPaymentSource({ id: 'st-src-visa', brand: 'visa', last4: '4242', expiry: '12/28' }),
  mastercard: buildPaymentSource({ id: 'st-src-mc', brand: 'mastercard', last4: '5454', expiry: '09/27' }),
  amex: buildPaymentSource({ id: 'st-src-amex', brand: 'amex', last4: '0005', expiry: '03/29' }),
};
