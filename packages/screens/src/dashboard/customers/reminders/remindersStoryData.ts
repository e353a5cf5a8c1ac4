import type { ReminderItem } from './types.ts';

/** The stories' "today" in Dubai: Wednesday 25 November 2026. */
export const STORY_TODAY = '2026-11-25';
/** 10:40 in Dubai on the stories' today. */
export const storyNow = () => new Date('2026-11-25T06:40:00.000Z');

export const storyReminders: ReminderItem[] = [
  {
    id: 'grem-2',
    kind: 'global',
    title: 'VAT return',
    note: 'File the quarterly VAT return',
    date: '2026-11-18',
    time: '09:00',
  },
  {
    id: 'rem-4',
    kind: 'customer',
    customerId: 'cus-1001-4',
    customerName: 'Aisha Al Mansoori',
    note: 'Call back about the birthday cake order',
    date: '2026-11-23',
    time: '17:30',
  },
  {
    id: 'rem-7',
    kind: 'customer',
    customerId: 'cus-1001-7',
    customerName: 'محمد الهاشمي',
    note: 'تأكيد موعد توصيل سلة رمضان',
    date: '2026-11-25',
    time: '09:15',
  },
  {
    id: 'grem-1',
    kind: 'global',
    title: 'Weekly stock count',
    note: 'Count the cold room before the Saturday order',
    date: '2026-11-25',
    time: '14:00',
  },
  {
    id: 'rem-9',
    kind: 'customer',
    customerId: 'cus-1001-9',
    customerName: 'Rahul Menon',
    note: 'Deliver the 5 kg basmati he asked to set aside',
    date: '2026-11-25',
    time: '18:45',
  },
  {
    id: 'grem-3',
    kind: 'global',
    title: 'تجديد رخصة المحل',
    note: 'تجديد الرخصة التجارية قبل نهاية الشهر',
    date: '2026-11-28',
    time: '10:00',
  },
  {
    id: 'rem-12',
    kind: 'customer',
    customerId: 'cus-1001-12',
    customerName: 'Fatima Al Zaabi',
    note: 'Ask how she liked the new dates from Al Ain',
    date: '2026-12-02',
    time: '11:30',
  },
];

const LONG_NOTE =
  'Call back about the corporate Eid hampers: 40 boxes for the office at Dubai Internet City, half with sugar-free sweets, delivery to the loading bay before 8 in the morning, invoice to the finance team with the purchase order number they will send by email, and confirm whether the company logo goes on the ribbon or on a card inside each box.';

/** Long names, notes and titles, and many rows in one section. */
export const storyLongReminders: ReminderItem[] = [
  {
    id: 'long-1',
    kind: 'customer',
    customerId: 'cus-1001-20',
    customerName: 'Sheikha Mariam bint Abdullah Al Qasimi Al Falasi Al Mheiri',
    note: LONG_NOTE,
    date: '2026-11-20',
    time: '08:00',
  },
  {
    id: 'long-2',
    kind: 'global',
    title: 'Renew the trade licence, the food safety certificate and the delivery vehicle permits before the end of the month',
    note: 'The municipality inspector visits in the first week of December; have every paper in the blue folder at the till.',
    date: '2026-11-25',
    time: '23:30',
  },
  ...Array.from({ length: 6 }, (_, i): ReminderItem => ({
    id: `long-up-${i}`,
    kind: 'customer',
    customerId: `cus-1001-${30 + i}`,
    customerName:
      ['Omar Khalid', 'Layla Haddad', 'سارة المهيري', 'Joseph Fernandes', 'Noura Al Suwaidi', 'عبدالله الكتبي'][i] ?? 'Omar Khalid',
    note: i % 2 === 0 ? 'Weekly fruit box: confirm the order by phone' : 'تذكير بتجديد الاشتراك الشهري في صندوق الخضار',
    date: `2026-12-0${i + 1}`,
    time: '10:00',
  })),
];

/** A customer's reminders on their page: one overdue, one today, one later. */
export const storyCustomerReminders: ReminderItem[] = storyReminders
  .filter((r) => r.kind === 'customer')
  .slice(0, 1)
  .concat([
    { ...storyReminders[4]!, customerId: 'cus-1001-4', customerName: 'Aisha Al Mansoori', note: 'Ask whether the cake arrived in time' },
    { ...storyReminders[6]!, customerId: 'cus-1001-4', customerName: 'Aisha Al Mansoori', note: 'Offer the new sugar-free cake range' },
  ]);
