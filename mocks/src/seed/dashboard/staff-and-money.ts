/**
 * Point-of-sale staff, WhatsApp templates and sent messages, and the shop's money ledger:
 * 150 transactions over the 90 days before the reference date. Sales follow a grocery's
 * rhythm (evening peaks, busier Thursday to Saturday); fees, refunds and fortnightly
 * payouts are derived from the sales so the balance stays plausible.
 */
import type { PosUser, Transaction, WalletWithdrawal, WhatsappMessage, WhatsappTemplate } from '@dukkan/core';
import type { VendorTables } from '../../db/tables.dashboard.ts';
import { buildPosUser, buildWhatsappTemplate } from '../../fixtures/dashboard.ts';
import { DEMO_SHOP_ID } from '../../config.ts';
import { DEMO_USER_IDS } from '../people.ts';
import { placeholderCount } from '../../handlers/dashboard/support/placeholders.ts';
import { aed, createSeedContext, seedDate, uaeMobile, VENDOR_SEED_NOW } from './context.ts';

const POS_USERS: readonly (readonly [name: string, phone: string, email: string, cashier: boolean, kitchen: boolean])[] = [
  // The demo cashier account (config.ts demoAccounts.cashier).
  ['Aisha Rahman', '500000002', 'aisha.rahman@dukkan.ae', true, false],
  ['Joseph Fernandes', '502214455', 'joseph.f@dukkan.ae', true, false],
  ['Mohammed Rafiq', '553390112', 'rafiq.kitchen@dukkan.ae', false, true],
  ['Lakshmi Iyer', '564418820', 'lakshmi.iyer@dukkan.ae', false, true],
  ['Ana Dela Cruz', '585512093', 'ana.delacruz@dukkan.ae', true, true],
  ['يوسف حداد', '528870041', 'yousef.haddad@dukkan.ae', true, false],
];

const STAFF_NOTES = [
  'Covers the Friday evening shift.',
  'Trained on the new card terminal.',
  'يستلم طلبات المطبخ من الساعة ٦ صباحاً.',
  'Cash drawer short by AED 5 on 12 Oct, resolved.',
];

export function seedStaff(shop: string): Pick<VendorTables, 'posUsers'> {
  const { id } = createSeedContext(shop, 'staff');
  const posUsers = POS_USERS.map(([fullName, phone, emailAddress, isCashier, isKitchen], i): PosUser => {
    // The demo cashier's POS profile shares the id of the cashier's user record, so the
    // signed-in cashier and their staff profile are the same person.
    const userId = i === 0 && shop === DEMO_SHOP_ID ? DEMO_USER_IDS.cashier : id('posuser', i + 1);
    return buildPosUser({
      id: userId,
      shop,
      fullName,
      phone,
      emailAddress,
      isCashier,
      isKitchen,
      // A note on each; the first user also holds the note every staff member sees (global).
      notes: [
        { description: STAFF_NOTES[i % STAFF_NOTES.length] ?? '', globalNote: false },
        ...(i === 0
          ? [
              {
                description: 'Eid opening hours: 7 am to 1 am every day. / ساعات العيد: من ٧ صباحاً حتى ١ بعد منتصف الليل.',
                globalNote: true,
              },
            ]
          : []),
      ].map((note, n) => ({ id: id(`unote-${i + 1}`, n + 1), user: userId, shop, ...note })),
    });
  });
  return { posUsers };
}

type TemplateRow = readonly [
  name: string,
  lang: 'en' | 'ar',
  category: WhatsappTemplate['category'],
  status: WhatsappTemplate['status'],
  body: string,
];

const TEMPLATES: readonly TemplateRow[] = [
  ['order_ready', 'en', 'utility', 'approved', 'Hi {{1}}, your order {{2}} is ready for pickup.'],
  ['order_ready', 'ar', 'utility', 'approved', 'مرحباً {{1}}، طلبك رقم {{2}} جاهز للاستلام.'],
  ['order_on_the_way', 'en', 'utility', 'approved', 'Good news {{1}}! Your order {{2}} is on the way and arrives in about {{3}} minutes.'],
  ['order_on_the_way', 'ar', 'utility', 'approved', 'أخبار سارة يا {{1}}! طلبك رقم {{2}} في الطريق ويصل خلال {{3}} دقيقة تقريباً.'],
  ['weekly_offers', 'en', 'marketing', 'approved', 'This week at Dukkan: {{1}}. Order now and get free delivery over AED 100.'],
  ['weekly_offers', 'ar', 'marketing', 'approved', 'عروض هذا الأسبوع في دكان: {{1}}. اطلب الآن واحصل على توصيل مجاني فوق ١٠٠ درهم.'],
  ['ramadan_hampers', 'ar', 'marketing', 'pending', 'رمضان كريم {{1}}! سلال رمضان متوفرة الآن بسعر يبدأ من {{2}} درهم.'],
  ['login_code', 'en', 'authentication', 'approved', 'Your Dukkan verification code is {{1}}. Do not share it with anyone.'],
  ['payment_reminder', 'en', 'utility', 'rejected', 'Hi {{1}}, your invoice {{2}} of AED {{3}} is still open. Pay here: {{4}}'],
  ['review_request', 'ar', 'utility', 'approved', 'شكراً لطلبك من دكان يا {{1}}! شاركنا رأيك عبر الرابط: {{2}}'],
];

const SAMPLE_PARAMS = ['Mariam', 'DK-41872', '25', 'Mango season: Alphonso AED 45', '149', '482913', 'https://pay.dukkan.ae/i/7HD2'];

export function seedWhatsapp(shop: string): Pick<VendorTables, 'whatsappTemplates' | 'whatsappMessages'> {
  const { id, rng } = createSeedContext(shop, 'whatsapp');
  const whatsappTemplates = TEMPLATES.map(([name, lang, category, status, body], i) => ({
    shop,
    ...buildWhatsappTemplate({
      id: id('wat', i + 1),
      name,
      lang,
      category,
      status,
      header: lang === 'ar' ? 'دكان' : 'Dukkan Fresh Market',
      body,
      footer: lang === 'ar' ? 'للإلغاء أرسل STOP' : 'Reply STOP to opt out',
      buttons:
        category === 'marketing'
          ? [{ type: 'url' as const, text: lang === 'ar' ? 'تسوّق الآن' : 'Shop now', value: `https://dukkan.ae/${shop}` }]
          : category === 'utility'
            ? [{ type: 'phone' as const, text: lang === 'ar' ? 'اتصل بنا' : 'Call us', value: '+971501112233' }]
            : [],
    }),
  }));
  const sendable = whatsappTemplates.filter((t) => t.status === 'approved');
  const whatsappMessages = Array.from({ length: 20 }, (_, i): WhatsappMessage & { shop: string } => {
    const template = rng.pick(sendable);
    return {
      shop,
      id: id('wam', i + 1),
      recipients: Array.from({ length: template.category === 'marketing' ? rng.int(3, 8) : 1 }, () => `971${uaeMobile(rng)}`),
      template: template.id,
      params: SAMPLE_PARAMS.slice(0, placeholderCount(template.body)),
      sentAt: seedDate(i * 4 + rng.int(0, 3), rng.int(9, 21), rng.int(0, 59)),
    };
  });
  return { whatsappTemplates, whatsappMessages };
}

/** Weight of each weekday (0 = Sunday) and hour in the shop's sales: evenings and Thu–Sat. */
const DAY_WEIGHT = [1, 0.8, 0.85, 0.9, 1.3, 1.2, 1.45];
const HOURS = [8, 9, 10, 11, 12, 13, 17, 18, 19, 19, 20, 20, 21, 21, 22];

export function seedLedger(shop: string, withdrawals: readonly WalletWithdrawal[]): Pick<VendorTables, 'transactions'> {
  const { id, rng } = createSeedContext(shop, 'ledger');
  const rows: Omit<Transaction, 'id'>[] = [];
  // 118 sales spread over the 90 days, weighted by weekday.
  while (rows.length < 118) {
    const daysAgo = rng.int(0, 89);
    const weekday = new Date(seedDate(daysAgo, 12)).getUTCDay();
    if (rng.next() > (DAY_WEIGHT[weekday] ?? 1) / 1.45) continue;
    rows.push({
      shopId: shop,
      operation: 'order',
      amount: aed(rng, 18, 480),
      createdAt: seedDate(daysAgo, rng.pick(HOURS), rng.int(0, 59)),
    });
  }
  const sales = [...rows];
  for (let i = 0; i < 8; i += 1) {
    const sale = rng.pick(sales);
    // Refunded a few hours to a day after the sale, and never after the reference date.
    const at = Math.min(Date.parse(sale.createdAt) + 3_600_000 * rng.int(2, 30), VENDOR_SEED_NOW - 3_600_000);
    rows.push({
      shopId: shop,
      operation: 'refund',
      amount: Math.round(sale.amount * rng.int(20, 100)) / 100,
      createdAt: new Date(at).toISOString(),
    });
  }
  // Platform commission (5%) and payouts, settled every fortnight over the sales of the period.
  const saleTimes = sales.map((sale) => ({ at: Date.parse(sale.createdAt), fils: Math.round(sale.amount * 100) }));
  for (let period = 0; period < 6; period += 1) {
    const from = 90 - period * 15;
    const [start, end] = [Date.parse(seedDate(from, 0)), Date.parse(seedDate(from - 15, 0))];
    const fils = saleTimes.filter((sale) => sale.at >= start && sale.at < end).reduce((sum, sale) => sum + sale.fils, 0);
    rows.push({ shopId: shop, operation: 'fee', amount: Math.round(fils * 0.05) / 100, createdAt: seedDate(from - 15, 1) });
    if (period < 5)
      rows.push({ shopId: shop, operation: 'payout', amount: Math.round(fils * 0.85) / 100, createdAt: seedDate(from - 16, 11) });
  }
  for (const withdrawal of withdrawals) {
    rows.push({ shopId: shop, operation: 'withdrawal', amount: withdrawal.amount, createdAt: withdrawal.createdAt });
  }
  // Exactly 150 rows: top up with small card sales if the derived rows fell short.
  while (rows.length < 150)
    rows.push({
      shopId: shop,
      operation: 'order',
      amount: aed(rng, 12, 60),
      createdAt: seedDate(rng.int(0, 89), rng.pick(HOURS), rng.int(0, 59)),
    });
  rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { transactions: rows.slice(0, 150).map((row, i) => ({ id: id('txn', i + 1), ...row })) };
}
