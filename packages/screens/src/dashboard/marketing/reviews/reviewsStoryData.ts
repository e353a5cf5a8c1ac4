/** Deterministic reviews for the stories. */
import type { ReviewBillItem, ReviewProductItem, ReviewStatsData, ReviewSubjectItem, ReviewTemplateItem } from './types.ts';

export const storyReviewSubjects: ReviewSubjectItem[] = [
  {
    id: 'rev-31',
    billID: 'DK-40310',
    customerFullName: 'Huda Saleh',
    customerPhone: '501234567',
    appFlavor: 'ios',
    productCount: 3,
    questionCount: 3,
    published: false,
    createdAt: '2026-11-01T10:15:00.000Z',
  },
  {
    id: 'rev-12',
    billID: 'DK-40177',
    customerFullName: 'سعيد المنصوري',
    customerPhone: '552223344',
    appFlavor: 'android',
    productCount: 2,
    questionCount: 4,
    published: true,
    language: 'ar',
    rating: 5,
    comment: 'أفضل بقالة في المنطقة، التوصيل سريع دائماً.',
    createdAt: '2026-10-20T18:40:00.000Z',
  },
  {
    id: 'rev-9',
    billID: 'DK-40156',
    customerFullName: 'Priya Nair',
    customerPhone: '',
    appFlavor: 'website',
    productCount: 1,
    questionCount: 2,
    published: true,
    language: 'en',
    createdAt: '2026-10-14T08:05:00.000Z',
  },
];

export const longReviewSubjects: ReviewSubjectItem[] = [
  {
    id: 'rev-40',
    billID: 'DK-40999-RAMADAN-FAMILY',
    customerFullName: 'عبد الرحمن بن محمد بن سعيد آل مكتوم، مدير المشتريات في مؤسسة دكان للتجارة العامة',
    customerPhone: '501234567',
    appFlavor: 'pos',
    productCount: 20,
    questionCount: 20,
    published: true,
    language: 'ar',
    rating: 2,
    comment:
      'تأخر الطلب أكثر من ساعة ولم يتواصل معي أحد، وكانت بعض الخضار غير طازجة، وأرجو أن يتحسن التغليف في المرات القادمة لأن الكيس تمزق عند الباب.',
    createdAt: '2026-11-01T10:15:00.000Z',
  },
];

export const storyReviewTemplates: ReviewTemplateItem[] = [
  {
    id: 'rtpl-1',
    title: 'After delivery',
    questions: [
      { id: 'rq-1', text: 'How fresh was your order?', text_ar: 'ما مدى طزاجة طلبك؟' },
      { id: 'rq-2', text: 'Was the delivery on time?', text_ar: 'هل وصل الطلب في الوقت المحدد؟' },
    ],
  },
  {
    id: 'rtpl-2',
    title: 'In-store visit',
    questions: [{ id: 'rq-3', text: 'How was the checkout experience?', text_ar: 'كيف كانت تجربة الدفع؟' }],
  },
];

export const storyReviewBills: ReviewBillItem[] = [
  { billID: 'DK-40401', customerName: 'Huda Saleh', createdAt: '2026-11-01T09:00:00.000Z' },
  { billID: 'DK-40398', customerName: 'مريم الكعبي', createdAt: '2026-10-31T19:30:00.000Z' },
];

export const storyReviewProducts: ReviewProductItem[] = [
  { id: 'sp-1', name: 'Alphonso mangoes, 1 kg', name_ar: 'مانجو ألفونسو، ١ كغ' },
  { id: 'sp-2', name: 'Arabic bread', name_ar: 'خبز عربي' },
];

export const storyReviewStats: ReviewStatsData = {
  total: 30,
  published: 25,
  answered: 25,
  averageRating: 3.8,
  distribution: [
    { label: '1', value: 3 },
    { label: '2', value: 4 },
    { label: '3', value: 2 },
    { label: '4', value: 7 },
    { label: '5', value: 9 },
  ],
  byLanguage: [
    { label: 'en', value: 17 },
    { label: 'ar', value: 13 },
  ],
};
