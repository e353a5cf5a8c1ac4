import type { CarrierItem, CarrierRateItem, DeliveryJobItem, JobDriverOption } from './types.ts';

const job = (patch: Partial<DeliveryJobItem> & Pick<DeliveryJobItem, 'id' | 'status' | 'name'>): DeliveryJobItem => ({
  free: false,
  cart: 'order-1042',
  phone: '501234567',
  amountFils: 8650,
  paymentType: 'cash',
  lat: 25.0772,
  lng: 55.1406,
  building: 'Marina Heights',
  floor: '12',
  flat: '1204',
  notes: '',
  createdAt: '2026-11-26T09:15:00.000Z',
  ...patch,
});

export const storyJobs: DeliveryJobItem[] = [
  job({ id: 'job-1', status: 'created', name: 'Layla Haddad', free: true, cart: undefined, amountFils: 4550 }),
  job({
    id: 'job-2',
    status: 'assigned',
    name: 'Omar Al Suwaidi',
    cart: 'order-1041',
    paymentType: 'card',
    building: 'Lake Terrace',
    floor: '3',
    flat: '305',
    assignee: { kind: 'driver', name: 'Joshua Reyes' },
    createdAt: '2026-11-26T08:40:00.000Z',
  }),
  job({
    id: 'job-3',
    status: 'picked_up',
    name: 'Priya Nair',
    cart: 'order-1039',
    amountFils: 21000,
    building: 'Executive Towers',
    assignee: { kind: 'carrier', name: 'Careem Box', name_ar: 'كريم بوكس' },
    createdAt: '2026-11-26T08:05:00.000Z',
  }),
  job({
    id: 'job-4',
    status: 'delivered',
    name: 'Khalid Mansour',
    cart: 'order-1030',
    building: 'Palm View',
    floor: '',
    flat: '',
    assignee: { kind: 'driver', name: 'Arjun Menon' },
    createdAt: '2026-11-25T18:20:00.000Z',
  }),
  job({ id: 'job-5', status: 'cancelled', name: 'Sara Ahmed', cart: 'order-1028', createdAt: '2026-11-25T11:00:00.000Z' }),
];

export const longJobs: DeliveryJobItem[] = [
  job({
    id: 'job-long',
    status: 'assigned',
    name: 'عبد الرحمن بن محمد بن عبد الله آل مكتوم الفلاسي المهيري',
    free: true,
    cart: undefined,
    phone: '971509998877',
    amountFils: 9_999_999,
    building: 'برج الإمارات السكني الجديد، المبنى الشرقي، بجانب محطة مترو دبي مارينا',
    floor: '142',
    flat: 'B-14205',
    assignee: { kind: 'carrier', name: 'Emirates Post', name_ar: 'بريد الإمارات' },
  }),
  ...storyJobs.slice(0, 2),
];

export const storyFreeDrivers: JobDriverOption[] = [
  { id: 'driver-2', name: 'Joshua Reyes', phone: '552223344', latitude: 25.0801, longitude: 55.1449, distanceKm: 0.5 },
  { id: 'driver-3', name: 'Imran Qureshi', phone: '563334455', latitude: 25.1124, longitude: 55.19, distanceKm: 6.4 },
  { id: 'driver-5', name: 'Maria Santos', phone: '504445566', latitude: 25.1865, longitude: 55.2763, distanceKm: 18.2 },
];

export const storyRates: CarrierRateItem[] = [
  { carrier: 'carrier-careem', name: 'Careem Box', name_ar: 'كريم بوكس', amountFils: 1500, etaHours: 2 },
  { carrier: 'carrier-aramex', name: 'Aramex', name_ar: 'أرامكس', amountFils: 1800, etaHours: 24 },
];

export const storyCarriers: CarrierItem[] = [
  { id: 'carrier-aramex', name: 'Aramex', name_ar: 'أرامكس', enabled: true },
  { id: 'carrier-careem', name: 'Careem Box', name_ar: 'كريم بوكس', enabled: true },
  { id: 'carrier-emirates-post', name: 'Emirates Post', name_ar: 'بريد الإمارات', enabled: false },
  { id: 'carrier-quiqup', name: 'Quiqup', name_ar: 'كويك أب', enabled: false },
];
