/**
 * Users, delivery areas and saved addresses. The demo accounts of config.ts come first;
 * the other customers have the mix of Emirati and expatriate names a Dubai shop sees.
 */
import type { AddressType } from '@dukkan/core';
import { demoAccounts } from '../config.ts';
import type { CustomerTables, UserRecord } from '../db/tables.customer.ts';
import type { Prng } from './prng.ts';

export const DEMO_USER_IDS = { customer: 'u-1001', seller: 'u-1002', cashier: 'u-1003' } as const;

type AreaSeed = readonly [
  key: string,
  name: string,
  nameAr: string,
  city: 'Dubai' | 'Sharjah',
  center: [number, number],
  radiusKm: number,
  delivers: boolean,
  buildings: readonly string[],
];

const AREAS: readonly AreaSeed[] = [
  [
    'dubai-marina',
    'Dubai Marina',
    'دبي مارينا',
    'Dubai',
    [25.0805, 55.1403],
    2.2,
    true,
    ['Marina Gate 1', 'Princess Tower', 'Al Majara 3'],
  ],
  [
    'jlt',
    'Jumeirah Lake Towers',
    'أبراج بحيرات جميرا',
    'Dubai',
    [25.0693, 55.1413],
    1.2,
    true,
    ['Cluster D, Indigo Tower', 'Lake Shore Tower'],
  ],
  ['al-barsha', 'Al Barsha', 'البرشاء', 'Dubai', [25.1124, 55.1955], 3, true, ['Al Barsha Heights Tower', 'Villa 22, Street 15']],
  ['al-quoz', 'Al Quoz', 'القوز', 'Dubai', [25.15, 55.24], 2.5, true, ['Al Khail Gate', 'Warehouse 4, Street 6']],
  ['jumeirah', 'Jumeirah', 'جميرا', 'Dubai', [25.211, 55.256], 3, true, ['Villa 8, Street 21', 'Jumeirah Beach Residence 2']],
  ['downtown', 'Downtown Dubai', 'وسط مدينة دبي', 'Dubai', [25.1972, 55.2744], 1.6, true, ['Burj Vista 1', 'The Address Residences']],
  ['business-bay', 'Business Bay', 'الخليج التجاري', 'Dubai', [25.185, 55.265], 1.8, true, ['Executive Towers B', 'Churchill Residency']],
  ['bur-dubai', 'Bur Dubai', 'بر دبي', 'Dubai', [25.2532, 55.2952], 2.2, true, ['Al Fahidi Building 3', 'Mankhool Residence']],
  ['deira', 'Deira', 'ديرة', 'Dubai', [25.2697, 55.3195], 2.8, true, ['Al Ghurair Residence', 'Al Rigga Tower']],
  ['al-qusais', 'Al Qusais', 'القصيص', 'Dubai', [25.275, 55.38], 2.5, true, ['Al Qusais Building 14', 'Damascus Street Tower']],
  ['mirdif', 'Mirdif', 'مردف', 'Dubai', [25.218, 55.421], 3, true, ['Villa 41, Street 7', 'Uptown Mirdif Block C']],
  [
    'silicon-oasis',
    'Dubai Silicon Oasis',
    'واحة دبي للسيليكون',
    'Dubai',
    [25.119, 55.38],
    2.5,
    true,
    ['Axis Residence 5', 'Cedre Villas 18'],
  ],
  ['al-warqa', 'Al Warqa', 'الورقاء', 'Dubai', [25.191, 55.42], 2.5, false, ['Al Warqa 1 Building 9']],
  [
    'al-nahda-sharjah',
    'Al Nahda, Sharjah',
    'النهدة، الشارقة',
    'Sharjah',
    [25.302, 55.373],
    2,
    true,
    ['Al Nahda Tower 2', 'Sahara Residence B'],
  ],
  ['al-majaz', 'Al Majaz, Sharjah', 'المجاز، الشارقة', 'Sharjah', [25.324, 55.388], 1.8, false, ['Al Majaz Tower 3']],
];

const CITY_AR = { Dubai: 'دبي', Sharjah: 'الشارقة' } as const;

/** Area ids are `area-1` … `area-15` in the order above; the vendor seed refers to them by these ids. */
function areaId(area: AreaSeed): string {
  return `area-${AREAS.indexOf(area) + 1}`;
}

export function seedAreas(): CustomerTables['areas'] {
  return AREAS.map((area) => {
    const [, name, name_ar, city, center, radiusKm, delivers] = area;
    return { id: areaId(area), name, name_ar, city, city_ar: CITY_AR[city], delivers, polygonCenter: center, radiusKm };
  });
}

const CUSTOMER_NAMES: readonly string[] = [
  'Ahmed Al Falasi',
  'Fatima Al Nuaimi',
  'Saeed Al Mazrouei',
  'Hessa Al Ketbi',
  'Rashid Al Shamsi',
  'Noura Al Marri',
  'Sultan Al Dhaheri',
  'Maitha Al Qubaisi',
  'Hamdan Al Zaabi',
  'Shamma Al Mheiri',
  'Obaid Al Ghafli',
  'Alia Al Hammadi',
  'Omar Haddad',
  'Lina Khoury',
  'Youssef El Masry',
  'Rana Saleh',
  'Karim Nasser',
  'Dina Abdelrahman',
  'Tariq Barakat',
  'Huda Al Amin',
  'Priya Nair',
  'Rahul Sharma',
  'Arjun Menon',
  'Fatima Siddiqui',
  'Imran Qureshi',
  'Ayesha Khan',
  'Sanjay Pillai',
  'Deepa Iyer',
  'Maria Santos',
  'Joshua Reyes',
  'Angelica Cruz',
  'Mark Villanueva',
  'John Miller',
  'Sarah Thompson',
  'Emma Clarke',
  'Lucas Schmidt',
  'Olena Kovalenko',
  'Chen Wei',
  'Aigerim Sadykova',
  'Kwame Mensah',
];

const MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'] as const;

function staff(
  id: string,
  account: typeof demoAccounts.seller | typeof demoAccounts.cashier,
  shopId: string,
  role: 'seller' | 'cashier',
  leads: string[] = [],
): UserRecord {
  return {
    id,
    fullName: account.fullName,
    phone: account.phone,
    countryCode: account.countryCode,
    isSeller: role === 'seller',
    isCashier: role === 'cashier',
    isKitchen: false,
    isLead: role === 'seller',
    ...(role === 'seller' ? { leads } : {}),
    shop: shopId,
    userName: account.userName,
    password: account.password,
    deviceTokens: [],
  };
}

export function seedUsers(shopId: string, prng: Prng, leads: string[] = [shopId]): UserRecord[] {
  const { customer } = demoAccounts;
  const users: UserRecord[] = [
    {
      id: DEMO_USER_IDS.customer,
      fullName: customer.fullName,
      email: 'mariam.alsuwaidi@example.ae',
      phone: customer.phone,
      countryCode: customer.countryCode,
      isSeller: false,
      isCashier: false,
      isKitchen: false,
      isLead: false,
      deviceTokens: [],
    },
    staff(DEMO_USER_IDS.seller, demoAccounts.seller, shopId, 'seller', leads),
    staff(DEMO_USER_IDS.cashier, demoAccounts.cashier, shopId, 'cashier'),
  ];
  // Demo phones stay reserved: the new-customer phone must not exist until its first OTP login.
  const taken = new Set<string>([...users.map((u) => u.phone), demoAccounts.newCustomer.phone]);
  CUSTOMER_NAMES.forEach((fullName, i) => {
    let phone = '';
    do phone = `${prng.pick(MOBILE_PREFIXES)}${prng.int(1_000_000, 9_999_999)}`;
    while (taken.has(phone));
    taken.add(phone);
    const [first = '', ...rest] = fullName.toLowerCase().split(' ');
    users.push({
      id: `u-${2001 + i}`,
      fullName,
      ...(prng.chance(0.6) ? { email: `${first}.${rest.join('').replace(/[^a-z]/g, '')}@example.com` } : {}),
      phone,
      countryCode: '971',
      isSeller: false,
      isCashier: false,
      isKitchen: false,
      isLead: false,
      deviceTokens: [],
    });
  });
  return users;
}

type AddressRow = CustomerTables['addresses'][number];

function address(
  id: string,
  user: UserRecord,
  area: AreaSeed,
  fields: {
    title: string;
    building: string;
    floor: string;
    flat: string;
    notes: string;
    type: AddressType;
    primary: boolean;
    offset: readonly [number, number];
  },
): AddressRow {
  const [lat, lng] = area[4];
  return {
    id,
    user: user.id,
    primary: fields.primary,
    latlng: [Number((lat + fields.offset[0]).toFixed(6)), Number((lng + fields.offset[1]).toFixed(6))],
    title: fields.title,
    person_name: user.fullName ?? '',
    building_name: fields.building,
    floor: fields.floor,
    flat: fields.flat,
    notes: fields.notes,
    phone: user.phone,
    countryCode: user.countryCode,
    type: fields.type,
    area: areaId(area),
  };
}

function areaByKey(key: string): AreaSeed {
  const found = AREAS.find((a) => a[0] === key);
  if (!found) throw new Error(`Unknown seed area ${key}`);
  return found;
}

/** Three addresses for the demo customer (Dubai and Sharjah), one for every other customer. */
export function seedAddresses(users: readonly UserRecord[], prng: Prng): AddressRow[] {
  const demo = users.find((u) => u.id === DEMO_USER_IDS.customer);
  if (!demo) throw new Error('The demo customer must be seeded before addresses.');
  const rows: AddressRow[] = [
    address('addr-1', demo, areaByKey('dubai-marina'), {
      title: 'Home',
      building: 'Marina Gate 1',
      floor: '23',
      flat: '2305',
      notes: 'Ring the bell twice, please.',
      type: 'home',
      primary: true,
      offset: [0.0012, -0.0008],
    }),
    address('addr-2', demo, areaByKey('al-barsha'), {
      title: 'Office',
      building: 'Al Barsha Heights Tower',
      floor: '9',
      flat: 'Office 912',
      notes: 'Leave it with reception.',
      type: 'work',
      primary: false,
      offset: [0.004, 0.003],
    }),
    address('addr-3', demo, areaByKey('al-nahda-sharjah'), {
      title: "Mum's house",
      building: 'Villa 14, Street 7',
      floor: 'G',
      flat: '—',
      notes: 'Call on arrival.',
      type: 'other',
      primary: false,
      offset: [-0.002, 0.0015],
    }),
  ];
  const delivering = AREAS.filter((a) => a[6]);
  users
    .filter((u) => !u.isSeller && !u.isCashier && u.id !== demo.id)
    .forEach((user, i) => {
      const area = prng.pick(delivering);
      rows.push(
        address(`addr-${10 + i}`, user, area, {
          title: 'Home',
          building: prng.pick(area[7]),
          floor: String(prng.int(1, 30)),
          flat: String(prng.int(101, 3012)),
          notes: '',
          type: 'home',
          primary: true,
          offset: [(prng.next() - 0.5) * 0.01, (prng.next() - 0.5) * 0.01],
        }),
      );
    });
  return rows;
}
