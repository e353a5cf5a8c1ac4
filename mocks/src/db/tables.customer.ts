import type {
  Address,
  Area,
  Blog,
  Order,
  PaymentSource,
  Product,
  Promotion,
  Shop,
  ShopProduct,
  User,
  Wallet,
  WalletEntry,
} from '@dukkan/core';

/** A user record as the mock backend keeps it: the public user plus its secrets. */
export interface UserRecord extends User {
  /** Vendor and staff password (plain text in the mock only; demo accounts). */
  password?: string;
  userName?: string;
  /** A lead's shops (vendor spec §6: the lead flag widens which shops are listed and worked on). */
  leads?: string[];
  deviceTokens: string[];
  deleted?: boolean;
}

export interface SessionRecord {
  userId: string;
  token: string;
  refreshToken: string;
  /** Epoch ms after which `token` gets a 401. */
  expiresAt: number;
  /** Epoch ms after which `refreshToken` gets a 401 (absent on sessions saved before decision 0083: expired). */
  refreshExpiresAt?: number;
  /** Every pair descended from one sign-in shares it; reuse of a rotated token revokes them all (0083). */
  family?: string;
  revoked: boolean;
  /** When this pair was rotated, and the refresh token it was rotated to (the reuse leeway, 0103, 0104). */
  rotatedAt?: number;
  successor?: string;
}

export interface OtpRecord {
  phone: string;
  countryCode: string;
  code: string;
  expiresAt: number;
  attempts: number;
}

export interface CustomerTables {
  shops: Shop[];
  /** Catalogue products; categories live on `shops[].mainCategories`. */
  products: Product[];
  /** Products as sold by a shop (price, offer, add-ons), keyed by `shop`. */
  shopProducts: (ShopProduct & { shop: string })[];
  users: UserRecord[];
  sessions: SessionRecord[];
  otps: OtpRecord[];
  /** Saved addresses, keyed by `user`. */
  addresses: (Address & { user: string })[];
  areas: (Area & { polygonCenter: [number, number]; radiusKm: number })[];
  orders: Order[];
  /** `Idempotency-Key` headers of order placements: a repeat by the same user returns the same order. */
  idempotencyKeys: { user: string; key: string; order: string; createdAt: number }[];
  promotions: (Promotion & { shop: string; active: boolean; minOrder?: number })[];
  wallets: (Wallet & { user: string })[];
  walletEntries: (WalletEntry & { user: string })[];
  paymentSources: (PaymentSource & { user: string })[];
  blogs: Blog[];
  visits: { shop: string; count: number }[];
}
