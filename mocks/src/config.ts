/**
 * Demo constants of the seeded shop. The apps read the shop id from runtime config
 * (`config.json`); the mock API server seeds the shop under `DUKKAN_SHOP_ID` when set.
 * README.md prints these sign-in details; `npm start` prints them too.
 */
export const DEMO_SHOP_ID = 'shop-1001';

export const demoAccounts = {
  /** Customer: sign in by OTP with this phone; the mock always sends `otpCode`. */
  customer: { countryCode: '971', phone: '501234567', otpCode: '123456', fullName: 'Mariam Al Suwaidi' },
  /** A new customer: exists after OTP, has no fullName yet, so goes to /login/details. */
  newCustomer: { countryCode: '971', phone: '509876543' },
  /** A seller's phone: the customer OTP flow rejects it as 'Invalid user'. */
  seller: { countryCode: '971', phone: '500000001', userName: 'owner', password: 'Dukkan#2026', fullName: 'Khalid Al Mansoori' },
  cashier: { countryCode: '971', phone: '500000002', userName: 'cashier', password: 'Dukkan#2026', fullName: 'Aisha Rahman' },
} as const;
