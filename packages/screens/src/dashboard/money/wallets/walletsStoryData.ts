/** Deterministic wallets for the stories. Money in fils. */
import type { DeliveryWalletData, DriverWalletData, WalletEntryRow } from './shared.ts';

export const drivers = [
  { driver: 'drv-1', name: 'Imran Qureshi', walletId: 'wallet-drv-1', balanceFils: 48_675 },
  { driver: 'drv-2', name: 'سعيد المنصوري', walletId: 'wallet-drv-2', balanceFils: 12_000 },
  { driver: 'drv-3', name: 'Rohan Pillai', walletId: 'wallet-drv-3', balanceFils: 0 },
];

export const deliveryWallet: DeliveryWalletData = {
  balanceFils: drivers.reduce((sum, d) => sum + d.balanceFils, 0),
  drivers,
  withdrawals: [
    { id: 'wd-3', driver: 'drv-3', amountFils: 21_050, createdAt: '2026-10-30T15:10:00Z' },
    { id: 'wd-2', driver: 'drv-1', amountFils: 30_000, createdAt: '2026-10-24T11:45:00Z' },
    { id: 'wd-1', driver: 'drv-2', amountFils: 8_575, createdAt: '2026-10-12T18:05:00Z' },
  ],
};

export const longDrivers = [
  {
    driver: 'drv-9',
    name: 'Mohammed Abdulrahman Al Falasi Khalifa bin Saeed Al Maktoum Transport',
    walletId: 'w-9',
    balanceFils: 987_654_321_00,
  },
  { driver: 'drv-8', name: 'عبد الرحمن بن محمد بن سعيد آل مكتوم للنقل والتوصيل السريع', walletId: 'w-8', balanceFils: 12_345_678_90 },
];

export const longDeliveryWallet: DeliveryWalletData = {
  balanceFils: longDrivers.reduce((sum, d) => sum + d.balanceFils, 0),
  drivers: longDrivers,
  withdrawals: [{ id: 'wd-9', driver: 'drv-9', amountFils: 555_555_555_55, createdAt: '2026-10-30T15:10:00Z' }],
};

export const history: WalletEntryRow[] = [
  {
    id: 'we-4',
    amountFils: 2_050,
    kind: 'debit',
    reason: 'Paid towards DK-10452',
    reason_ar: 'دفع جزء من الطلب DK-10452',
    order: 'ord-10452',
    createdAt: '2026-10-28T09:15:00Z',
  },
  {
    id: 'we-3',
    amountFils: 1_000,
    kind: 'credit',
    reason: 'Cashback: Ramadan offer',
    reason_ar: 'استرداد نقدي: عرض رمضان',
    createdAt: '2026-10-11T12:00:00Z',
  },
  {
    id: 'we-2',
    amountFils: 2_550,
    kind: 'credit',
    reason: 'Refund for missing items in DK-10388',
    reason_ar: 'استرداد لأصناف ناقصة في الطلب DK-10388',
    order: 'ord-10388',
    createdAt: '2026-09-02T08:30:00Z',
  },
  {
    id: 'we-1',
    amountFils: 2_000,
    kind: 'credit',
    reason: 'Welcome bonus',
    reason_ar: 'مكافأة الترحيب',
    createdAt: '2026-08-05T10:00:00Z',
  },
];

export const driverWallet: DriverWalletData = {
  name: 'Imran Qureshi',
  balanceFils: 48_675,
  collectedFils: 78_675,
  withdrawnFils: 30_000,
  withdrawals: [{ id: 'wd-2', driver: 'drv-1', amountFils: 30_000, createdAt: '2026-10-24T11:45:00Z' }],
  jobs: [
    { id: 'job-1', name: 'Fatima Al Zaabi', amountFils: 56_750, createdAt: '2026-10-29T17:20:00Z' },
    { id: 'job-2', name: 'Arjun Menon', amountFils: 21_925, createdAt: '2026-10-20T13:05:00Z' },
  ],
};
