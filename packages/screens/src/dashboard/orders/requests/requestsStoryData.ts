/** Deterministic service requests and invoices for the stories. */
import type { InvoiceItem, ServiceRequestDetailItem, ServiceRequestItem } from './types.ts';

export const storyRequests: ServiceRequestItem[] = [
  {
    id: 'req-1001-01',
    customerName: 'Huda Saleh',
    customerPhone: '501234567',
    message: 'Can you prepare a fruit platter for 20 guests on Thursday evening?',
    status: 'new',
    createdAt: '2026-11-01T10:15:00.000Z',
  },
  {
    id: 'req-1001-06',
    customerName: 'سعيد المنصوري',
    customerPhone: '971552223344',
    message: 'نحتاج صينية مشاوي مشكلة لعشرة أشخاص يوم الجمعة بعد الصلاة.',
    status: 'replied',
    replyType: 'price',
    priceFils: 45_050,
    createdAt: '2026-10-31T18:40:00.000Z',
  },
  {
    id: 'req-1001-07',
    customerName: 'Priya Nair',
    customerPhone: '0561112233',
    message: 'Could you source Japanese Fuji apples? Happy to pay extra.',
    status: 'replied',
    replyType: 'message',
    createdAt: '2026-10-30T08:05:00.000Z',
  },
  {
    id: 'req-1001-10',
    customerName: 'Omar Haddad',
    customerPhone: '582345678',
    message: 'Office breakfast for 35 people next Monday at 8:30, Business Bay.',
    status: 'approved',
    replyType: 'price',
    priceFils: 120_000,
    createdAt: '2026-10-28T07:30:00.000Z',
  },
  {
    id: 'req-1001-23',
    customerName: 'مريم الكعبي',
    customerPhone: '543334455',
    message: 'أرغب في حجز طبق كنافة كبير لحفل تخرج يوم الأربعاء.',
    status: 'cancelled',
    replyType: 'price',
    priceFils: 30_000,
    cancelReason: 'العميل ألغى الحفل',
    createdAt: '2026-10-20T12:00:00.000Z',
  },
  {
    id: 'req-1001-21',
    customerName: 'Win big now',
    customerPhone: '',
    message: 'Click this link to claim your prize!!!',
    status: 'spam',
    createdAt: '2026-10-18T03:10:00.000Z',
  },
];

export const longRequests: ServiceRequestItem[] = [
  {
    id: 'req-1001-30',
    customerName: 'عبد الرحمن بن محمد بن سعيد آل مكتوم، مدير المشتريات في مؤسسة دكان للتجارة العامة',
    customerPhone: '501234567',
    message:
      'هل يمكن تجهيز سلال رمضان لموظفي الشركة؟ العدد ٥٠ سلة، وفي كل سلة تمر خلاص وقهوة عربية وهيل وزعفران وماء ورد، مع بطاقة تهنئة باسم الشركة، والتوصيل إلى مكتبنا في الخليج التجاري قبل أول يوم من الشهر الفضيل بيومين على الأقل، ونرجو إرسال عرض السعر مع الفاتورة.',
    status: 'finished',
    replyType: 'price',
    priceFils: 98_765_432,
    createdAt: '2026-11-01T10:15:00.000Z',
  },
];

export const storyInvoices: InvoiceItem[] = [
  {
    id: 'inv-1001-03',
    request: 'req-1001-10',
    title: 'Office breakfast, deposit',
    description: 'Half of the agreed price, to confirm the booking.',
    amountFils: 60_000,
    paymentType: 'link',
    status: 'open',
    createdAt: '2026-10-29T09:00:00.000Z',
  },
  {
    id: 'inv-1001-02',
    request: 'req-1001-10',
    title: 'Tasting box',
    description: '',
    amountFils: 7_525,
    paymentType: 'cash',
    status: 'paid',
    createdAt: '2026-10-28T16:00:00.000Z',
  },
  {
    id: 'inv-1001-01',
    request: 'req-1001-10',
    title: 'First quote',
    description: 'Replaced by the deposit.',
    amountFils: 150_000,
    paymentType: 'card',
    status: 'cancelled',
    createdAt: '2026-10-28T10:00:00.000Z',
  },
];

const byId = (id: string) => storyRequests.find((r) => r.id === id)!;

export const storyRequestDetails: Record<
  'new' | 'replied' | 'approved' | 'finished' | 'done' | 'spam' | 'cancelled',
  ServiceRequestDetailItem
> = {
  new: { ...byId('req-1001-01'), invoices: [] },
  replied: { ...byId('req-1001-06'), invoices: [] },
  approved: { ...byId('req-1001-10'), invoices: storyInvoices },
  finished: { ...byId('req-1001-10'), status: 'finished', invoices: storyInvoices.slice(1) },
  done: { ...byId('req-1001-10'), status: 'done', invoices: [{ ...storyInvoices[0]!, status: 'paid' }] },
  spam: { ...byId('req-1001-21'), invoices: [] },
  cancelled: {
    ...byId('req-1001-23'),
    invoices: [{ ...storyInvoices[0]!, id: 'inv-1001-09', request: 'req-1001-23', title: 'كنافة كبيرة', status: 'cancelled' }],
  },
};

export const longRequestDetail: ServiceRequestDetailItem = {
  ...longRequests[0]!,
  invoices: [
    {
      id: 'inv-1001-20',
      request: 'req-1001-30',
      title: 'سلال رمضان للشركة — خمسون سلة مع بطاقات التهنئة والتوصيل إلى الخليج التجاري',
      description: 'تمر خلاص، قهوة عربية، هيل، زعفران، ماء ورد، بطاقة تهنئة باسم الشركة، وتوصيل قبل رمضان بيومين.',
      amountFils: 98_765_432,
      paymentType: 'link',
      status: 'open',
      createdAt: '2026-11-02T10:15:00.000Z',
    },
  ],
};
