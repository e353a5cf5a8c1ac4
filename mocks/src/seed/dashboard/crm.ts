/**
 * The CRM: 120 customers with sources, tags, labels, areas and pipeline stages; three
 * pipelines (groups) with Arabic stage names; reminders, attributes, note titles and
 * labels; and the 20 customers of the older CRM v1 screen with their addresses.
 */
import type { CrmAttribute, CrmGroup, CrmReminder, Customer, CustomerLabel, GlobalNoteTitle } from '@dukkan/core';
import type { VendorTables } from '../../db/tables.dashboard.ts';
import { buildCrmCustomer, buildCrmCustomerAddress } from '../../fixtures/dashboard.ts';
import { createSeedContext, seedDate, seedDay, shuffle, uaeMobile } from './context.ts';
import { seedAreaIds } from './areas.ts';
import { anyPerson } from './people.ts';

type StageRow = readonly [en: string, ar: string, color: string];

const GROUPS: readonly (readonly [en: string, ar: string, stages: readonly StageRow[]])[] = [
  [
    'Leads',
    'العملاء المحتملون',
    [
      ['New', 'جديد', '#1565C0'],
      ['Contacted', 'تم التواصل', '#6A1B9A'],
      ['Qualified', 'مؤهل', '#EF6C00'],
      ['Won', 'تم الفوز', '#2E7D32'],
      ['Lost', 'خسارة', '#757575'],
    ],
  ],
  [
    'Catering',
    'طلبات الضيافة',
    [
      ['Inquiry', 'استفسار', '#00838F'],
      ['Quoted', 'تم إرسال العرض', '#EF6C00'],
      ['Confirmed', 'مؤكد', '#2E7D32'],
      ['Delivered', 'تم التسليم', '#455A64'],
    ],
  ],
  [
    'Loyalty',
    'الولاء',
    [
      ['First order', 'الطلب الأول', '#1565C0'],
      ['Regular', 'منتظم', '#2E7D32'],
      ['VIP', 'كبار العملاء', '#B8860B'],
      ['At risk', 'معرض للفقدان', '#C62828'],
      ['Lapsed', 'منقطع', '#757575'],
    ],
  ],
];

const LABELS: readonly (readonly [string, string])[] = [
  ['VIP', '#B8860B'],
  ['Wholesale', '#1565C0'],
  ['Corporate', '#455A64'],
  ['Late payer', '#C62828'],
  ['New', '#2E7D32'],
  ['عائلة', '#6A1B9A'],
];

const TAGS = ['vip', 'wholesale', 'ramadan', 'corporate', 'weekly-box', 'halal-only', 'catering', 'newsletter', 'organic'];

const NOTE_TITLES = ['Allergy', 'Delivery instructions', 'Payment preference', 'Complaint follow-up', 'مناسبة خاصة'];

const NOTES = [
  'Prefers delivery after 6 pm.',
  'Allergic to nuts: double-check bakery items.',
  'يفضل الدفع نقداً عند الاستلام.',
  'Leave the order with the building security.',
  'Orders lamb for the majlis every Friday.',
];

const ATTRIBUTES: readonly Omit<CrmAttribute, 'id' | 'shop'>[] = [
  { name: 'Preferred delivery slot', attributeType: 'select', options: ['Morning', 'Afternoon', 'Evening'] },
  { name: 'Household size', attributeType: 'number', options: [] },
  { name: 'Birthday', attributeType: 'date', options: [] },
  { name: 'Dietary needs', attributeType: 'select', options: ['None', 'Vegetarian', 'Vegan', 'Gluten free', 'Diabetic'] },
  { name: 'Building access', attributeType: 'text', options: [] },
  { name: 'Preferred language', attributeType: 'select', options: ['English', 'العربية'] },
];

const REMINDER_NOTES = [
  'Call about the weekly vegetable box renewal',
  'Send the catering quote for the wedding',
  'اتصل لتأكيد موعد توصيل سلة رمضان',
  'Follow up on the refund for the missing item',
  'Offer the loyalty discount on the next order',
];

const CITIES: readonly (readonly [string, readonly string[]])[] = [
  ['Dubai', ['Al Barsha', 'Jumeirah Lake Towers', 'Dubai Marina', 'Mirdif', 'Business Bay', 'Al Qusais']],
  ['Sharjah', ['Al Nahda', 'Al Khan', 'Al Majaz']],
  ['Abu Dhabi', ['Khalifa City', 'Al Reem Island']],
];

type CrmTables = Pick<
  VendorTables,
  'customers' | 'crmGroups' | 'crmReminders' | 'crmAttributes' | 'globalNotes' | 'customerLabels' | 'crmCustomers'
>;

export function seedCrm(shop: string): CrmTables {
  const { id, rng } = createSeedContext(shop, 'crm');
  const areaIds = seedAreaIds().all;
  let stageSerial = 0;
  const crmGroups: CrmGroup[] = GROUPS.map(([name, name_ar, stages], g) => {
    const groupId = id('group', g + 1);
    return {
      id: groupId,
      shop,
      name,
      name_ar,
      stages: stages.map(([en, ar, color], s) => ({
        id: id('stage', (stageSerial += 1)),
        group: groupId,
        name: en,
        name_ar: ar,
        color,
        order: s + 1,
      })),
    };
  });
  const customerLabels: CustomerLabel[] = LABELS.map(([name, color], i) => ({ id: id('label', i + 1), shop, name, color }));
  const crmAttributes: CrmAttribute[] = ATTRIBUTES.map((attribute, i) => ({ id: id('attr', i + 1), shop, ...attribute }));
  const globalNotes: GlobalNoteTitle[] = NOTE_TITLES.map((title, i) => ({ id: id('gnote', i + 1), shop, title }));

  const customers = Array.from({ length: 120 }, (_, i): Customer => {
    const person = anyPerson(rng);
    const group = rng.chance(0.7) ? rng.pick(crmGroups) : undefined;
    const stage = group ? rng.pick(group.stages) : undefined;
    const attributes: Record<string, string> = {};
    for (const attribute of crmAttributes) {
      if (!rng.chance(0.3)) continue;
      if (attribute.attributeType === 'select') attributes[attribute.id] = rng.pick(attribute.options);
      else if (attribute.attributeType === 'number') attributes[attribute.id] = String(rng.int(1, 9));
      else if (attribute.attributeType === 'date') attributes[attribute.id] = `19${rng.int(60, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
      else attributes[attribute.id] = `Gate code ${rng.int(1000, 9999)}`;
    }
    const customerId = id('cus', i + 1);
    return {
      id: customerId,
      shop,
      phone: uaeMobile(rng),
      countryCode: '971',
      fullName: person.fullName,
      ...(rng.chance(0.6) ? { email: `${person.handle}${rng.int(1, 99)}@example.ae` } : {}),
      gender: person.gender,
      ...(rng.chance(0.3)
        ? { birthDate: `19${rng.int(60, 99)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}` }
        : {}),
      notes: rng.chance(0.25)
        ? [{ id: id(`note-${i + 1}`, 1), text: rng.pick(NOTES), createdAt: seedDate(rng.int(1, 60), rng.int(9, 20)) }]
        : [],
      source: rng.pick(['website', 'website', 'pos', 'pos', 'import', 'manual'] as const),
      tags: shuffle(rng, TAGS).slice(0, rng.int(0, 3)),
      labels: customerLabels.filter(() => rng.chance(0.15)).map((label) => label.id),
      ...(group && stage ? { groupId: group.id, stageId: stage.id } : {}),
      area: rng.pick(areaIds),
      attributes,
      createdAt: seedDate(rng.int(1, 400), rng.int(8, 23), rng.int(0, 59)),
    };
  });
  // Some customers give a landline (decision 0069): the newest one, first in the list, gave the
  // family's Dubai home number (04), which WhatsApp refuses.
  const newest = customers.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
  newest.phone = `4${newest.phone.slice(-7)}`;

  const crmReminders: CrmReminder[] = [
    ...Array.from({ length: 15 }, (_, i): CrmReminder => ({
      id: id('rem', i + 1),
      shop,
      customer: rng.pick(customers).id,
      note: rng.pick(REMINDER_NOTES),
      // A few overdue, most in the coming two weeks.
      reminderDate: seedDay(rng.int(-14, 3)),
      reminderTime: `${String(rng.int(9, 19)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`,
      global: false,
    })),
    ...[
      ['Weekly stock count', 'Count the cold room before the Saturday order'],
      ['Ramadan hamper campaign', 'Send the hamper WhatsApp template to corporate customers'],
      ['تجديد رخصة المحل', 'تجديد الرخصة التجارية قبل نهاية الشهر'],
      ['VAT return', 'File the quarterly VAT return'],
    ].map(([title, note], i): CrmReminder => ({
      id: id('grem', i + 1),
      shop,
      title,
      note: note ?? '',
      reminderDate: seedDay(-(i * 5 + 2)),
      reminderTime: '09:00',
      global: true,
    })),
  ];

  const crmCustomers = Array.from({ length: 20 }, (_, i) => {
    const person = anyPerson(rng);
    return buildCrmCustomer({
      id: id('crm', i + 1),
      shop,
      phone: uaeMobile(rng),
      fullName: person.fullName,
      notes: rng.chance(0.5) ? rng.pick(NOTES) : '',
      addresses: Array.from({ length: rng.int(1, 2) }, (__, a) => {
        const [city, areas] = rng.pick(CITIES);
        return buildCrmCustomerAddress({
          id: id(`caddr-${i + 1}`, a + 1),
          city,
          area_name: rng.pick(areas),
          building: `${rng.pick(['Al Manara', 'Marina Heights', 'Lake Terrace', 'Al Noor', 'Palm View'])} ${rng.pick(['Tower', 'Residence', 'Building'])}`,
          flat: String(rng.int(101, 2405)),
          notes: a === 0 ? '' : 'Office address, weekdays only.',
        });
      }),
    });
  });

  return { customers, crmGroups, crmReminders, crmAttributes, globalNotes, customerLabels, crmCustomers };
}
