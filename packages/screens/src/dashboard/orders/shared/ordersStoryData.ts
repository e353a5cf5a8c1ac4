/**
 * Orders for the stories of this area, built with the mock kit's builders, with fixed ids and
 * times, and a frozen clock and a fake bell, so every story (and its picture) is the same on
 * every run.
 */
import type { Order } from '@dukkan/core';
import { buildAddress, buildOrder, buildOrderLine } from '@dukkan/mocks';
import type { OrderSound, SoundState } from './ordersEnvironment.tsx';
import type { AreaNames } from './orderText.ts';

/** The stories' "now": 1 November 2026, 13:00 in Dubai (the mock seed's clock). */
export const STORY_NOW = Date.UTC(2026, 10, 1, 9, 0, 0);
export const storyClock = () => STORY_NOW;
const minutesAgo = (minutes: number) => new Date(STORY_NOW - minutes * 60_000).toISOString();

/** A bell that reports each ring to `onPlay` instead of making a sound; `suspended` starts it blocked. */
export function storySound(initial: SoundState = 'running', onPlay: () => void = () => undefined): OrderSound {
  let state = initial;
  return {
    state: () => state,
    unlock: async () => {
      if (state === 'suspended') state = 'running';
      return state;
    },
    play: () => {
      if (state !== 'running') return false;
      onPlay();
      return true;
    },
  };
}

export const storyAreaNames: AreaNames = new Map([
  ['area-1', { name: 'Dubai Marina', name_ar: 'دبي مارينا' }],
  ['area-2', { name: 'Jumeirah Lake Towers', name_ar: 'أبراج بحيرات جميرا' }],
  ['area-9', { name: 'Al Quoz Industrial Area 2, Dubai', name_ar: 'المنطقة الصناعية الثانية في القوز، دبي' }],
]);

const dates = (id: string, count = 2) =>
  buildOrderLine({
    id: `${id}-l1`,
    count,
    price: 24.5 * (count / 2),
    addons: [
      {
        id: `${id}-a1`,
        title: 'Packing',
        title_ar: 'التغليف',
        options: [{ id: `${id}-o1`, name: 'Gift box', name_ar: 'علبة هدية', amount: 5 }],
      },
    ],
  });
const bread = (id: string) =>
  buildOrderLine({
    id: `${id}-l2`,
    shopProduct: 'sp-bread',
    name: 'Arabic Bread',
    name_ar: 'خبز عربي',
    unit: 'piece',
    count: 4,
    price: 13,
    addons: [],
  });

const address = (id: string, area: string) => buildAddress({ id: `${id}-address`, area });

export const newDelivery: Order = buildOrder({
  id: 'st-order-231',
  number: 'DK-10231',
  status: 'pending',
  address: address('st-order-231', 'area-1'),
  products: [dates('st-order-231'), bread('st-order-231')],
  extraItems: [{ id: 'st-extra-1', description: 'Ice bag', price: 2.5 }],
  bill: [
    { rule: 'subtotal', value: 40 },
    { rule: 'delivery_fee', value: 7 },
    { rule: 'discount', value: 0 },
    { rule: 'wallet', value: 0 },
    { rule: 'total_amount', value: 47 },
  ],
  cart_notes: 'Please call on arrival.',
  createdAt: minutesAgo(3),
});

export const storyOrders: readonly Order[] = [
  newDelivery,
  buildOrder({
    id: 'st-order-230',
    number: 'DK-10230',
    status: 'pending',
    pickup: true,
    payment_type: 'card',
    paid: true,
    products: [bread('st-order-230')],
    scheduleDate: '2026-11-01',
    scheduleDay: '18:00–20:00',
    createdAt: minutesAgo(9),
  }),
  buildOrder({
    id: 'st-order-228',
    number: 'DK-10228',
    status: 'accepted',
    address: address('st-order-228', 'area-2'),
    payment_type: 'wallet',
    paid: true,
    products: [dates('st-order-228', 4)],
    createdAt: minutesAgo(25),
  }),
  buildOrder({
    id: 'st-order-226',
    number: 'DK-10226',
    status: 'preparing',
    pickup: true,
    dineIn: true,
    products: [dates('st-order-226'), bread('st-order-226')],
    createdAt: minutesAgo(41),
  }),
  buildOrder({
    id: 'st-order-224',
    number: 'DK-10224',
    status: 'ready',
    address: address('st-order-224', 'area-1'),
    payment_type: 'card',
    products: [bread('st-order-224')],
    createdAt: minutesAgo(75),
  }),
  buildOrder({
    id: 'st-order-221',
    number: 'DK-10221',
    status: 'on_the_way',
    address: address('st-order-221', 'area-2'),
    products: [dates('st-order-221')],
    createdAt: minutesAgo(128),
  }),
];

const longArabicLine = buildOrderLine({
  id: 'st-order-ar-l1',
  name: 'Dates',
  name_ar: 'تمر خلاص القصيم الفاخر المختار بعناية من مزارع المملكة، عبوة عائلية',
  count: 3,
  price: 73.5,
  addons: [
    {
      id: 'st-order-ar-a1',
      title: 'Packing',
      title_ar: 'طريقة التغليف المفضلة لديك',
      options: [
        { id: 'st-order-ar-o1', name: 'Gift box', name_ar: 'علبة هدية خشبية مع بطاقة تهنئة مكتوبة بخط اليد', amount: 15 },
        { id: 'st-order-ar-o2', name: 'Ribbon', name_ar: 'شريط ذهبي', amount: 2 },
      ],
    },
  ],
});

export const longArabicOrder: Order = buildOrder({
  id: 'st-order-ar',
  number: 'DK-10299',
  status: 'pending',
  customerName: 'عبد الرحمن بن محمد بن عبد الله آل مكتوم الفلاسي',
  address: buildAddress({
    id: 'st-order-ar-address',
    title: 'المنزل الصيفي',
    building_name: 'برج الواحة السكني، المبنى الثالث، المدخل الشرقي',
    notes: 'الرجاء الاتصال عند الوصول وعدم رن الجرس بعد الساعة العاشرة مساءً لأن الأطفال نائمون',
    area: 'area-9',
  }),
  products: [longArabicLine],
  extraItems: [{ id: 'st-extra-ar', description: 'كيس ثلج إضافي للحفاظ على برودة المنتجات الطازجة', price: 3 }],
  cart_notes: 'الرجاء الاتصال عند الوصول وترك الطلب عند حارس المبنى إذا لم يرد أحد',
  scheduleDate: '2026-11-02',
  scheduleDay: 'من الساعة السادسة حتى الثامنة مساءً',
  createdAt: minutesAgo(52),
});

export const longArabicOrders: readonly Order[] = [
  longArabicOrder,
  { ...longArabicOrder, id: 'st-order-ar-2', number: 'DK-10298', status: 'preparing', createdAt: minutesAgo(190) },
];

export const cancelledOrder: Order = buildOrder({
  id: 'st-order-219',
  number: 'DK-10219',
  status: 'cancelled',
  pickup: true,
  products: [bread('st-order-219')],
  cancelReason: 'Items out of stock',
  createdAt: minutesAgo(60 * 26),
});

const MANY_STATUSES = ['pending', 'accepted', 'preparing', 'ready', 'on_the_way'] as const;

/**
 * A busy day's board (issue #12's benchmark): `count` open orders spread over the five columns,
 * deliveries and pickups, one or two lines each, created a minute apart; the same on every run.
 * Order `many-order-N` is numbered DK-2NNNN; the oldest pending one is `many-order-<count - 4>`.
 */
export function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, i) => {
    const id = `many-order-${i + 1}`;
    const status = MANY_STATUSES[i % MANY_STATUSES.length]!;
    const pickup = i % 3 === 0;
    const lines = i % 2 === 0 ? [dates(id, 2 + (i % 4) * 2)] : [dates(id), bread(id)];
    return buildOrder({
      id,
      number: `DK-${20001 + i}`,
      status,
      pickup,
      dineIn: pickup && i % 4 === 0,
      ...(pickup ? {} : { address: address(id, i % 2 === 0 ? 'area-1' : 'area-2') }),
      payment_type: i % 5 === 0 ? 'card' : 'cash',
      paid: i % 5 === 0,
      products: lines,
      createdAt: minutesAgo(2 + i),
    });
  });
}
