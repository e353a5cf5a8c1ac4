/**
 * The board's story data, built from the mock kit's CRM fixtures: the Leads pipeline, a dozen
 * customers with labels, reminders and last orders, long Arabic names, and 500 cards.
 */
import { buildCrmGroup, buildCrmStage, buildCustomer, buildCustomerLabel, LONG_ARABIC_NAME, LONG_ENGLISH_NAME } from '@dukkan/mocks';
import type { CrmBoardSummary, CrmCardData, CrmCardLabel } from './types.ts';

const leads = buildCrmGroup({
  id: 'story-board-leads',
  stages: [
    buildCrmStage({ id: 'st-new', name: 'New', name_ar: 'جديد', color: '#1565C0', order: 1 }),
    buildCrmStage({ id: 'st-contacted', name: 'Contacted', name_ar: 'تم التواصل', color: '#6A1B9A', order: 2 }),
    buildCrmStage({ id: 'st-qualified', name: 'Qualified', name_ar: 'مؤهل', color: '#EF6C00', order: 3 }),
    buildCrmStage({ id: 'st-won', name: 'Won', name_ar: 'تم الفوز', color: '#2E7D32', order: 4 }),
  ],
});
const catering = buildCrmGroup({
  id: 'story-board-catering',
  name: 'Catering',
  name_ar: 'طلبات الضيافة',
  stages: [
    buildCrmStage({ id: 'st-inquiry', name: 'Inquiry', name_ar: 'استفسار', color: '#00838F', order: 1 }),
    buildCrmStage({ id: 'st-quoted', name: 'Quoted', name_ar: 'تم إرسال العرض', color: '#EF6C00', order: 2 }),
  ],
});

export const storyBoards: CrmBoardSummary[] = [leads, catering].map((g) => ({
  id: g.id,
  name: g.name,
  name_ar: g.name_ar,
  stages: [...g.stages].sort((a, b) => a.order - b.order).map(({ id, name, name_ar, color }) => ({ id, name, name_ar, color })),
}));

const labels: CrmCardLabel[] = [
  buildCustomerLabel({ id: 'lb-vip', name: 'VIP', color: '#B8860B' }),
  buildCustomerLabel({ id: 'lb-wholesale', name: 'Wholesale', color: '#1565C0' }),
  buildCustomerLabel({ id: 'lb-family', name: 'عائلة', color: '#6A1B9A' }),
  buildCustomerLabel({ id: 'lb-late', name: 'Late payer', color: '#C62828' }),
].map(({ id, name, color }) => ({ id, name, color }));

function card(id: string, fullName: string, phone: string, stageId: string, extra: Partial<CrmCardData> = {}): CrmCardData {
  const customer = buildCustomer({ id, fullName, phone });
  return {
    id: customer.id,
    fullName: customer.fullName,
    phone: customer.phone,
    countryCode: customer.countryCode,
    stageId,
    labels: [],
    ...extra,
  };
}

export const storyCards: CrmCardData[] = [
  card('cus-1', 'Mariam Al Suwaidi', '501234567', 'st-new', {
    labels: [labels[0]!, labels[2]!],
    nextReminder: { date: '2026-11-03', time: '10:30', note: 'Call about the weekly vegetable box' },
    lastOrderAt: '2026-10-28T15:20:00Z',
  }),
  card('cus-2', 'Omar Haddad', '552223344', 'st-new', { lastOrderAt: '2026-10-12T09:00:00Z' }),
  card('cus-3', 'فاطمة الكعبي', '563334455', 'st-new', { labels: [labels[1]!] }),
  card('cus-4', 'Rahul Menon', '504445566', 'st-contacted', {
    nextReminder: { date: '2026-11-05', time: '16:00', note: 'Send the catering quote' },
  }),
  card('cus-5', 'Aisha Al Nuaimi', '585556677', 'st-contacted', {
    labels: [labels[0]!, labels[1]!, labels[2]!, labels[3]!],
    lastOrderAt: '2026-10-30T18:45:00Z',
  }),
  card('cus-6', 'خالد المنصوري', '526667788', 'st-qualified', { lastOrderAt: '2026-09-02T11:10:00Z' }),
];

export const longCards: CrmCardData[] = [
  card('cus-long-ar', LONG_ARABIC_NAME, '501112233', 'st-new', {
    labels: [labels[2]!, labels[0]!, labels[1]!, labels[3]!],
    nextReminder: { date: '2026-11-04', time: '09:15', note: 'اتصل لتأكيد موعد توصيل سلة رمضان وتأكيد العنوان الجديد في البناية' },
    lastOrderAt: '2026-10-31T07:00:00Z',
  }),
  card('cus-long-en', LONG_ENGLISH_NAME, '559998877', 'st-contacted', {
    labels: [labels[1]!],
    nextReminder: { date: '2026-11-06', time: '12:00', note: 'Follow up on the refund for the missing item from the wedding order' },
  }),
  ...Array.from({ length: 40 }, (_, i) =>
    card(
      `cus-many-${i + 1}`,
      i % 2 ? `عميل رقم ${i + 1} من العائلة الكريمة` : `Customer number ${i + 1}`,
      `50${String(1000000 + i)}`,
      'st-qualified',
      {
        labels: i % 3 === 0 ? [labels[i % 4]!] : [],
      },
    ),
  ),
];

/** 500 customers over the four stages, for the windowing story and the benchmark. */
export const fiveHundredCards: CrmCardData[] = Array.from({ length: 500 }, (_, i) =>
  card(`cus-500-${i + 1}`, `Customer ${i + 1}`, `5${String(10000000 + i)}`, storyBoards[0]!.stages[i % 4]!.id, {
    labels: i % 5 === 0 ? [labels[i % 4]!] : [],
    ...(i % 7 === 0 ? { lastOrderAt: '2026-10-20T10:00:00Z' } : {}),
  }),
);
