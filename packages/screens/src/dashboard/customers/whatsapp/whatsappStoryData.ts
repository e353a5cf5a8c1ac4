/**
 * Templates, recipients and send progress for the WhatsApp stories: fixed ids, names and
 * numbers (Arabic and English), so every picture is the same on every run.
 */
import type { WhatsappRecipientItem, WhatsappSendRowItem, WhatsappTemplateItem } from './types.ts';

export const storyWhatsappTemplates: WhatsappTemplateItem[] = [
  {
    id: 'wat-1',
    name: 'order_ready',
    lang: 'en',
    category: 'utility',
    status: 'approved',
    header: 'Dukkan Fresh Market',
    body: 'Hi {{1}}, your order {{2}} is ready for pickup.',
    footer: 'Reply STOP to opt out',
    buttons: [{ type: 'phone', text: 'Call us', value: '+971501112233' }],
  },
  {
    id: 'wat-2',
    name: 'order_ready',
    lang: 'ar',
    category: 'utility',
    status: 'approved',
    header: 'دكان',
    body: 'مرحباً {{1}}، طلبك رقم {{2}} جاهز للاستلام.',
    footer: 'للإلغاء أرسل STOP',
    buttons: [{ type: 'phone', text: 'اتصل بنا', value: '+971501112233' }],
  },
  {
    id: 'wat-3',
    name: 'weekly_offers',
    lang: 'en',
    category: 'marketing',
    status: 'approved',
    body: 'This week at Dukkan: {{1}}. Order now and get free delivery over AED 100.',
    buttons: [
      { type: 'url', text: 'Shop now', value: 'https://dukkan.ae/offers' },
      { type: 'quick_reply', text: 'Not interested' },
    ],
  },
  {
    id: 'wat-4',
    name: 'ramadan_hampers',
    lang: 'ar',
    category: 'marketing',
    status: 'pending',
    header: 'رمضان كريم',
    body: 'رمضان كريم {{1}}! سلال رمضان متوفرة الآن بسعر يبدأ من {{2}} درهم.',
    buttons: [{ type: 'url', text: 'تسوّق الآن', value: 'https://dukkan.ae/ramadan' }],
  },
  {
    id: 'wat-5',
    name: 'payment_reminder',
    lang: 'en',
    category: 'utility',
    status: 'rejected',
    body: 'Hi {{1}}, your invoice {{2}} of AED {{3}} is still open. Pay here: {{4}}',
    buttons: [],
  },
];

export const storyLongTemplate: WhatsappTemplateItem = {
  id: 'wat-9',
  name: 'eid_al_adha_family_hampers_with_free_delivery_across_dubai_and_sharjah',
  lang: 'ar',
  category: 'marketing',
  status: 'approved',
  header: 'عيد أضحى مبارك من عائلة دكان',
  body:
    'عيد أضحى مبارك يا {{1}}! بمناسبة العيد نقدّم لك سلال العائلة المليئة بالتمور الفاخرة والحلويات العربية والفواكه الموسمية، ' +
    'مع توصيل مجاني إلى جميع مناطق دبي والشارقة حتى نهاية أيام التشريق.\n\nاستخدم الرمز {{2}} عند الطلب لتحصل على خصم إضافي، ' +
    'والكميات محدودة فسارع بالحجز.',
  footer: 'للإلغاء أرسل STOP في أي وقت',
  buttons: [
    { type: 'url', text: 'اطلب سلة العيد', value: 'https://dukkan.ae/eid' },
    { type: 'phone', text: 'اتصل بالمتجر', value: '+97143334444' },
    { type: 'quick_reply', text: 'ذكّرني لاحقاً' },
  ],
};

export const storyRecipients: WhatsappRecipientItem[] = [
  { id: 'cus-omar', name: 'Omar Haddad', phone: '+971501234567' },
  { id: 'cus-fatima', name: 'فاطمة المنصوري', phone: '+97143334444' },
  { id: 'cus-priya', name: 'Priya Nair', phone: '+971564418820' },
];

const rows = (statuses: WhatsappSendRowItem['status'][]): WhatsappSendRowItem[] =>
  storyRecipients.map((r, i) => ({
    ...r,
    key: `key-${r.id}`,
    status: statuses[i] ?? 'pending',
    ...(statuses[i] === 'failed' && r.id === 'cus-fatima'
      ? {
          error: {
            kind: 'http' as const,
            status: 422,
            code: 'not_on_whatsapp',
            message: '+971 4 333 4444 is not on WhatsApp: landlines cannot receive WhatsApp messages.',
          },
        }
      : {}),
  }));

export const storySendProgress = rows(['sent', 'sending', 'pending']);
export const storySendDone = rows(['sent', 'failed', 'sent']);
export const storySendAllSent = rows(['sent', 'sent', 'sent']);
