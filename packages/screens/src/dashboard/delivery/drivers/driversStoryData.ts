import type { DriverItem } from './types.ts';

export const storyDrivers: DriverItem[] = [
  {
    id: 'driver-1',
    name: 'Arjun Menon',
    phone: '501112233',
    latitude: 25.0772,
    longitude: 55.1406,
    available: true,
    busy: true,
    accountName: 'driver1.1001',
  },
  {
    id: 'driver-2',
    name: 'Joshua Reyes',
    phone: '552223344',
    latitude: 25.1124,
    longitude: 55.19,
    available: true,
    busy: false,
    accountName: 'driver2.1001',
  },
  { id: 'driver-3', name: 'Imran Qureshi', phone: '563334455', latitude: 25.1865, longitude: 55.2763, available: true, busy: false },
  {
    id: 'driver-4',
    name: 'Maria Santos',
    phone: '504445566',
    latitude: 25.218,
    longitude: 55.412,
    available: false,
    busy: false,
    accountName: 'driver4.1001',
  },
];

export const longDrivers: DriverItem[] = [
  ...storyDrivers.slice(0, 2),
  {
    id: 'driver-long',
    name: 'عبد الرحمن بن محمد بن عبد الله آل مكتوم الفلاسي المهيري',
    phone: '971509998877',
    latitude: 25.042,
    longitude: 55.239,
    available: false,
    busy: false,
    accountName: 'abdulrahman.almheiri.dubai-marina-branch',
  },
];
