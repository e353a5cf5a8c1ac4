/**
 * Customers, filter values and one detail for the stories of the customers list and detail:
 * fixed ids, dates and names (Arabic and English), so every picture is the same on every run.
 */
import type { Address, Fils, Order } from '@dukkan/core';
import type { CustomerDetailData } from '../detail/types.ts';
import type { CustomerFilterOptions, CustomerListRow } from './types.ts';

export const storyFilterOptions: CustomerFilterOptions = {
  sources: [
    { value: 'website', count: 61 },
    { value: 'pos', count: 38 },
    { value: 'import', count: 12 },
    { value: 'manual', count: 9 },
  ],
  tags: [
    { value: 'vip', count: 14 },
    { value: 'weekly-box', count: 11 },
    { value: 'catering', count: 6 },
  ],
  areas: [
    { id: 'area-marina', name: 'Dubai Marina', name_ar: 'دبي مارينا', count: 22 },
    { id: 'area-barsha', name: 'Al Barsha', name_ar: 'البرشاء', count: 17 },
    { id: 'area-nahda', name: 'Al Nahda', name_ar: 'النهدة', count: 9 },
  ],
  groups: [
    { id: 'group-leads', name: 'Leads', name_ar: 'العملاء المحتملون', count: 31 },
    { id: 'group-catering', name: 'Catering', name_ar: 'طلبات الضيافة', count: 12 },
  ],
  labels: [
    { id: 'label-vip', name: 'VIP', color: '#B8860B', count: 15 },
    { id: 'label-wholesale', name: 'Wholesale', color: '#1565C0', count: 8 },
    { id: 'label-family', name: 'عائلة', color: '#6A1B9A', count: 5 },
  ],
};

const row = (patch: Partial<CustomerListRow> & Pick<CustomerListRow, 'id' | 'fullName' | 'phone'>): CustomerListRow => ({
  countryCode: '971',
  source: 'website',
  tags: [],
  labels: [],
  createdAt: '2026-03-14T09:30:00.000Z',
  ...patch,
});

export const storyCustomers: readonly CustomerListRow[] = [
  row({
    id: 'cus-omar',
    fullName: 'Omar Haddad',
    phone: '501234567',
    area: 'area-marina',
    labels: ['label-vip'],
    email: 'omar.haddad@example.ae',
    gender: 'male',
    lastOrderAt: '2026-11-20T17:10:00.000Z',
  }),
  row({
    id: 'cus-fatima',
    fullName: 'فاطمة المنصوري',
    phone: '552233445',
    area: 'area-barsha',
    labels: ['label-family', 'label-vip'],
    source: 'pos',
    gender: 'female',
    lastOrderAt: '2026-11-18T08:45:00.000Z',
  }),
  row({ id: 'cus-priya', fullName: 'Priya Nair', phone: '564418820', area: 'area-nahda', source: 'import' }),
  row({
    id: 'cus-ahmed',
    fullName: 'أحمد الكتبي',
    phone: '509876543',
    area: 'area-marina',
    labels: ['label-wholesale'],
    source: 'manual',
    lastOrderAt: '2026-10-02T12:00:00.000Z',
  }),
  row({ id: 'cus-joseph', fullName: 'Joseph Fernandes', phone: '502214455', source: 'pos', lastOrderAt: '2026-09-11T19:30:00.000Z' }),
];

/** Long names, every label, many pages: what the table does with a crowded row. */
export const longCustomers: readonly CustomerListRow[] = [
  row({
    id: 'cus-long-1',
    fullName: 'عبدالرحمن بن محمد بن راشد آل مكتوم المنصوري الكتبي',
    phone: '501112233',
    area: 'area-barsha',
    labels: ['label-vip', 'label-wholesale', 'label-family'],
    source: 'manual',
    lastOrderAt: '2026-11-01T10:00:00.000Z',
  }),
  row({
    id: 'cus-long-2',
    fullName: 'Maria Cristina Fernandes de Oliveira e Albuquerque',
    phone: '4123456',
    countryCode: '44',
    labels: ['label-wholesale', 'label-family'],
  }),
  ...storyCustomers,
];

export const storyDetail: CustomerDetailData = {
  ...storyCustomers[0]!,
  birthDate: '1988-04-12',
  groupId: 'group-leads',
  tags: ['vip', 'weekly-box'],
  notes: [
    { id: 'note-1', text: 'Prefers delivery after 6 pm.', createdAt: '2026-10-04T15:00:00.000Z' },
    { id: 'note-2', text: 'يفضل الدفع نقداً عند الاستلام.', createdAt: '2026-11-02T09:20:00.000Z' },
  ],
  orderCount: 2,
  totalSpent: 31450 as Fils,
};

export const storyAddresses: readonly Address[] = [
  {
    id: 'addr-home',
    primary: true,
    latlng: [25.0805, 55.1403],
    title: 'Home',
    person_name: 'Omar Haddad',
    building_name: 'Marina Gate 1',
    floor: '12',
    flat: '1204',
    notes: 'Ring twice; the bell is quiet.',
    phone: '501234567',
    countryCode: '971',
    type: 'home',
  },
  {
    id: 'addr-office',
    primary: false,
    latlng: [25.1865, 55.2619],
    title: 'المكتب',
    person_name: 'Omar Haddad',
    building_name: 'برج الأعمال',
    floor: '',
    flat: '',
    notes: '',
    phone: '501234567',
    countryCode: '971',
    type: 'work',
  },
];

const order = (id: string, number: string, status: Order['status'], createdAt: string, total: number): Order =>
  ({
    id,
    number,
    shop: 'shop-1',
    customer: 'cus-omar',
    status,
    pickup: false,
    dineIn: false,
    products: [],
    extraItems: [],
    bill: [{ rule: 'total_amount', value: total }],
    paid: true,
    useWallet: false,
    createdAt,
  }) as unknown as Order;

export const storyOrders: readonly Order[] = [
  order('ord-1', '1042', 'delivered', '2026-11-20T17:10:00.000Z', 182.5),
  order('ord-2', '1017', 'cancelled', '2026-11-03T11:00:00.000Z', 46),
  order('ord-3', '0988', 'picked_up', '2026-10-21T13:25:00.000Z', 132),
];

const FIRST_NAMES = ['Omar', 'فاطمة', 'Priya', 'أحمد', 'Joseph', 'Mariam', 'خالد', 'Rahul', 'Aisha', 'Sara'] as const;
const FAMILY_NAMES = ['Haddad', 'المنصوري', 'Nair', 'الكتبي', 'Fernandes', 'Al Suwaidi', 'النعيمي', 'Menon'] as const;
const SOURCES = ['website', 'pos', 'import', 'manual'] as const;
const AREAS = ['area-marina', 'area-barsha', 'area-nahda', undefined] as const;
const LABEL_SETS: readonly (readonly string[])[] = [[], ['label-vip'], [], ['label-wholesale', 'label-family'], []];

/**
 * 5,000 customers for the windowing story and the benchmark (issue #13): generated from their
 * index only, so every run and picture is the same.
 */
export const fiveThousandCustomers: readonly CustomerListRow[] = Array.from({ length: 5000 }, (_, i) =>
  row({
    id: `cus-5000-${i + 1}`,
    fullName: `${FIRST_NAMES[i % FIRST_NAMES.length]} ${FAMILY_NAMES[(i * 7) % FAMILY_NAMES.length]} ${i + 1}`,
    phone: `5${String(10000000 + ((i * 7919) % 90000000)).padStart(8, '0')}`,
    source: SOURCES[i % SOURCES.length],
    labels: LABEL_SETS[i % LABEL_SETS.length],
    area: AREAS[i % AREAS.length],
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
    ...(i % 3 === 0 ? { lastOrderAt: new Date(Date.UTC(2026, 10, 1) - i * 1_800_000).toISOString() } : {}),
  }),
);
