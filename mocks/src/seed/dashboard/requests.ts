/**
 * Service requests (catering, special orders) in every status, with their invoices, and
 * the review subjects, templates and settings of the reviews screens.
 */
import type { Invoice, RequestStatus, ReviewSubject, ReviewTemplate, ServiceRequest } from '@dukkan/core';
import type { VendorTables } from '../../db/tables.dashboard.ts';
import { buildReviewSettings, buildReviewSubject } from '../../fixtures/dashboard.ts';
import { aed, createSeedContext, seedDate, uaeMobile } from './context.ts';
import { anyPerson } from './people.ts';

const REQUEST_MESSAGES: readonly string[] = [
  'Can you prepare a fruit platter for 20 guests on Thursday evening?',
  'نحتاج صينية مشاوي مشكلة لعشرة أشخاص يوم الجمعة بعد الصلاة.',
  'Do you deliver a weekly vegetable box to Dubai Hills? I would like a subscription.',
  'أريد طلب ٣ كيلو لحم غنم محلي مقطع للمندي، هل يتوفر يوم السبت؟',
  'Could you source Japanese Fuji apples? Happy to pay extra.',
  'Office breakfast for 35 people next Monday at 8:30, Business Bay.',
  'هل يمكن تجهيز سلال رمضان لموظفي الشركة؟ العدد ٥٠ سلة.',
  'Birthday cake with dates and saffron, written "Happy 7th Birthday Hamdan".',
  'Need 10 kg of basmati rice and 5 kg of lamb for a wedding majlis.',
  'أرغب في حجز طبق كنافة كبير لحفل تخرج يوم الأربعاء.',
];

/** Spread of the 25 requests over the statuses (vendor spec §4: reply, approve, spam, finish, done, cancel). */
const STATUS_PLAN: readonly RequestStatus[] = [
  'new',
  'new',
  'new',
  'new',
  'new',
  'replied',
  'replied',
  'replied',
  'replied',
  'approved',
  'approved',
  'approved',
  'approved',
  'finished',
  'finished',
  'finished',
  'done',
  'done',
  'done',
  'done',
  'spam',
  'spam',
  'cancelled',
  'cancelled',
  'cancelled',
];

const CANCEL_REASONS = ['Customer changed the date', 'العميل ألغى الحفل', 'Item out of season'];

export function seedRequests(shop: string): Pick<VendorTables, 'requests' | 'invoices'> {
  const { id, rng } = createSeedContext(shop, 'requests');
  const requests: ServiceRequest[] = [];
  const invoices: Invoice[] = [];
  STATUS_PLAN.forEach((status, i) => {
    const person = anyPerson(rng);
    const daysAgo = Math.floor(i * 1.6) + rng.int(0, 2);
    const price = aed(rng, 120, 1800, 5);
    const priced = status !== 'new' && status !== 'spam' && rng.chance(0.8);
    const request: ServiceRequest = {
      id: id('req', i + 1),
      shop,
      customerName: person.fullName,
      customerPhone: uaeMobile(rng),
      message: REQUEST_MESSAGES[i % REQUEST_MESSAGES.length] ?? '',
      status,
      ...(priced ? { replyType: 'price' as const, price } : status === 'replied' ? { replyType: 'message' as const } : {}),
      ...(status === 'cancelled' ? { cancelReason: rng.pick(CANCEL_REASONS) } : {}),
      createdAt: seedDate(daysAgo, rng.int(8, 21), rng.int(0, 59)),
    };
    requests.push(request);
    if (!priced || status === 'replied') return;
    const invoiceStatus =
      status === 'done' ? 'paid' : status === 'cancelled' ? 'cancelled' : status === 'finished' && rng.chance(0.5) ? 'paid' : 'open';
    invoices.push({
      id: id('inv', invoices.length + 1),
      request: request.id,
      title: request.message.slice(0, 40).replace(/\s+\S*$/, ''),
      description: request.message,
      amount: price,
      paymentType: rng.pick(['cash', 'card', 'link'] as const),
      status: invoiceStatus,
      createdAt: seedDate(Math.max(daysAgo - 1, 0), rng.int(9, 20)),
    });
  });
  return { requests, invoices };
}

const COMMENTS: readonly (readonly [lang: 'en' | 'ar', rating: number, text: string])[] = [
  ['en', 5, 'Everything arrived cold and fresh, the driver was very polite.'],
  ['ar', 5, 'خدمة ممتازة والفواكه طازجة جداً، شكراً لكم.'],
  ['en', 4, 'Good quality lamb, delivery was ten minutes late.'],
  ['ar', 4, 'المنتجات جيدة لكن التغليف يحتاج تحسين.'],
  ['en', 5, "The machboos tastes like my grandmother's. Will order again!"],
  ['ar', 3, 'الطلب وصل ناقص منتج واحد، تم تعويضي لاحقاً.'],
  ['en', 2, 'Bananas were overripe and the bread was missing.'],
  ['ar', 5, 'أفضل بقالة في المنطقة، التوصيل سريع دائماً.'],
  ['en', 4, 'Great selection of dates, a bit pricey.'],
  ['ar', 1, 'تأخر الطلب أكثر من ساعة ولم يتواصل معي أحد.'],
];

const TEMPLATES: readonly (readonly [title: string, questions: readonly (readonly [string, string])[]])[] = [
  [
    'After delivery',
    [
      ['How fresh was your order?', 'ما مدى طزاجة طلبك؟'],
      ['Was the delivery on time?', 'هل وصل الطلب في الوقت المحدد؟'],
      ['How polite was the driver?', 'ما مدى لباقة السائق؟'],
    ],
  ],
  [
    'Kitchen dishes',
    [
      ['How did the food taste?', 'ما رأيك في طعم الطعام؟'],
      ['Was the portion size right?', 'هل كانت الكمية مناسبة؟'],
      ['Would you order this dish again?', 'هل ستطلب هذا الطبق مرة أخرى؟'],
      ['Was the food still hot on arrival?', 'هل وصل الطعام ساخناً؟'],
    ],
  ],
  [
    'In-store visit',
    [
      ['How easy was it to find what you needed?', 'ما مدى سهولة إيجاد ما تحتاجه؟'],
      ['How was the checkout experience?', 'كيف كانت تجربة الدفع؟'],
    ],
  ],
];

export function seedReviews(
  shop: string,
  productIds: readonly string[],
): Pick<VendorTables, 'reviewSubjects' | 'reviewTemplates' | 'reviewSettings'> {
  const { id, rng } = createSeedContext(shop, 'reviews');
  let questionSerial = 0;
  const reviewTemplates: ReviewTemplate[] = TEMPLATES.map(([title, questions], t) => ({
    id: id('rtpl', t + 1),
    shop,
    title,
    templateQuestions: questions.map(([text, text_ar]) => ({ id: id('rq', (questionSerial += 1)), text, text_ar })),
  }));
  const reviewSubjects: ReviewSubject[] = Array.from({ length: 30 }, (_, i) => {
    const person = anyPerson(rng);
    const template = rng.pick(reviewTemplates);
    // The newest five are drafts that were not published to the customer yet.
    const published = i >= 5;
    const [language, rating, comment] = rng.pick(COMMENTS);
    const subject = buildReviewSubject({
      id: id('rev', i + 1),
      shop,
      billID: `DK-${40100 + i * 7}`,
      customerFullName: person.fullName,
      customerPhone: uaeMobile(rng),
      appFlavor: rng.pick(['website', 'ios', 'android', 'pos']),
      products: productIds.filter(() => rng.chance(0.08)).slice(0, 4),
      questions: template.templateQuestions.map((q) => q.id),
      published,
      language,
      rating,
      comment,
      createdAt: seedDate(i * 2 + rng.int(0, 1), rng.int(9, 22)),
    });
    if (!published) {
      delete subject.rating;
      delete subject.comment;
    }
    return subject;
  });
  return {
    reviewTemplates,
    reviewSubjects,
    reviewSettings: [{ shop, ...buildReviewSettings({ promoSmsEnabled: true }) }],
  };
}
