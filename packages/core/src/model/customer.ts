import type { Id, ImageRef, IsoDate, WireAed } from './common.ts';
import type { ShopSettings, Slider, SocialMedia } from './vendor.ts';

/** Customer spec §3 "User", vendor spec §3 "User". A user with no fullName must complete their info. */
export interface User {
  id: Id;
  fullName?: string;
  email?: string;
  phone: string;
  countryCode: string;
  isSeller: boolean;
  isCashier: boolean;
  isKitchen: boolean;
  isLead: boolean;
  /** The shop a seller or staff member works for. */
  shop?: Id;
}

export interface AuthTokens {
  token: string;
  refreshToken: string;
}

export interface AuthResult extends AuthTokens {
  user: User;
}

export type AddressType = 'home' | 'work' | 'other';

/** Customer spec §3 "Address". latlng[0] is latitude, latlng[1] longitude. */
export interface Address {
  id: Id;
  primary: boolean;
  latlng: [number, number];
  title: string;
  person_name: string;
  building_name: string;
  floor: string;
  flat: string;
  notes: string;
  phone: string;
  countryCode: string;
  type: AddressType;
  /** Area resolved through /area/find when the address was saved. */
  area?: string;
}

export interface Area {
  id: Id;
  name: string;
  name_ar?: string;
  city: string;
  city_ar?: string;
  /** Whether the shop delivers here. */
  delivers: boolean;
}

export type ShowType = 'default' | 'special-1';

export interface SubCategory {
  id: Id;
  name: string;
  name_ar?: string;
}

export interface MainCategory {
  id: Id;
  name: string;
  name_ar?: string;
  image?: string;
  subCategories: SubCategory[];
}

export interface ShopHours {
  day: number;
  open: string;
  close: string;
  closed: boolean;
}

/** Customer spec §3 "Shop" plus the profile fields of vendor spec §3. */
export interface Shop {
  id: Id;
  name: string;
  name_ar?: string;
  headline?: string;
  headline_ar?: string;
  info?: string;
  info_ar?: string;
  images: ImageRef[];
  showType: ShowType;
  mainCategories: MainCategory[];
  currency: 'AED';
  phone?: string;
  deliveryTime?: number;
  minOrder?: WireAed;
  deliveryFee?: WireAed;
  busy?: boolean;
  hours?: ShopHours[];
  latlng?: [number, number];
  /** Street address as the shop writes it (decision 0037); the pin is `latlng`. */
  address?: string;
  address_ar?: string;
  /** The shop's own terms of service and help text, plain text (decision 0037). */
  terms?: string;
  terms_ar?: string;
  support?: string;
  support_ar?: string;
  /** The links of vendor spec §3 "social media" (PUT /api/shop/{id}/social-media). */
  socialMedia?: SocialMedia;
  /** Store pages of the shop's own mobile app, when it has one (decision 0037). */
  appLinks?: { ios?: string; android?: string };
  /** Vendor spec §3 settings "delivery methods": `dine_in` marks a shop that seats customers. */
  deliveryMethods?: ShopSettings['deliveryMethods'];
  /** The header slider as the dashboard saved it (vendor spec §3 "Slider"); absent without slides (decision 0052). */
  slider?: Slider;
}

export type ProductUnit = 'box' | 'piece' | 'kg';

/** Customer spec §3 "Product"; pay_size in grams, default 1000. */
export interface Product {
  id: Id;
  name: string;
  name_ar?: string;
  notes?: string;
  notes_ar?: string;
  description?: string;
  descriptionAr?: string;
  brand?: string;
  brand_ar?: string;
  size?: string;
  size_ar?: string;
  barcode?: string;
  unit: ProductUnit;
  pay_size?: number;
  image?: string;
  images?: ImageRef[];
  category: Id;
  subCategory?: Id;
}

export type AddonType = 'override' | 'add';

export interface AddonOption {
  id: Id;
  name: string;
  name_ar?: string;
  /** Price of the option: for `override` groups it replaces the item price, for `add` it adds to it. */
  amount: WireAed;
}

/** An add-on group of a shop product (vendor spec "Addon group"). */
export interface AddonGroup {
  id: Id;
  title: string;
  title_ar?: string;
  type: AddonType;
  required: boolean;
  /** Most options that may be chosen; 1 for a single choice. */
  max: number;
  order: number;
  options: AddonOption[];
}

/** Customer spec §3 "Shop product (gproduct)". */
export interface ShopProduct {
  id: Id;
  product: Product;
  price: WireAed;
  offerPrice: WireAed;
  computedPrice: WireAed;
  isAvailable: boolean;
  hidden?: boolean;
  perOrderQuantity?: number;
  addons: AddonGroup[];
  addonsOffer?: boolean;
}

/** What the listing call answers: categories with their products. */
export interface CategoryListing {
  id: Id;
  name: string;
  name_ar?: string;
  subCategories: SubCategory[];
  gproducts: ShopProduct[];
}

/** One add-on chosen in a cart set: the group and its chosen options. */
export interface ChosenAddon {
  id: Id;
  type: AddonType;
  options: { id: Id; amount: WireAed }[];
}

/** The checkout product list entry (customer §7): id, count, addons with chosen option ids. */
export interface CheckoutProduct {
  id: Id;
  count: number;
  addons: { id: Id; options: Id[] }[];
}

export type DeliveryType = 'delivery' | 'pickup';
export type ScheduleMode = 'asap' | 'scheduled';
export type PaymentType = 'cash' | 'card' | 'wallet';

/** Bill field of the checkout answer: rule and value, e.g. `total_amount`. */
export interface BillField {
  rule: 'subtotal' | 'delivery_fee' | 'discount' | 'wallet' | 'vat' | 'total_amount';
  value: WireAed;
}

export interface CheckoutLine {
  id: Id;
  count: number;
  price: WireAed;
  unitPrice: WireAed;
  available: boolean;
}

export interface CheckoutResult {
  lines: CheckoutLine[];
  bill: BillField[];
  promotion?: Promotion;
  walletBalance: WireAed;
  /**
   * Set when the server cannot serve the cart as it is (e.g. below the minimum order).
   * `below_min_order` names the minimum that applies (the delivery area's, else the shop's).
   */
  warnings: { code: string; message: string; minOrder?: WireAed }[];
}

export interface Promotion {
  id: Id;
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  maxDiscount?: WireAed;
}

export interface PromoResponse {
  valid: boolean;
  promotion?: Promotion;
}

export type OrderStatus = 'pending' | 'accepted' | 'preparing' | 'ready' | 'on_the_way' | 'delivered' | 'picked_up' | 'cancelled';

export interface OrderLine {
  id: Id;
  shopProduct: Id;
  name: string;
  name_ar?: string;
  unit: ProductUnit;
  pay_size?: number;
  count: number;
  price: WireAed;
  addons: { id: Id; title: string; title_ar?: string; options: { id: Id; name: string; name_ar?: string; amount: WireAed }[] }[];
}

export interface ExtraItem {
  id: Id;
  description: string;
  price: WireAed;
}

/** A placed order (a stored cart on the API). */
export interface Order {
  id: Id;
  number: string;
  shop: Id;
  customer: Id;
  customerName?: string;
  customerPhone?: string;
  status: OrderStatus;
  pickup: boolean;
  dineIn: boolean;
  address?: Address;
  products: OrderLine[];
  extraItems: ExtraItem[];
  bill: BillField[];
  payment_type: PaymentType;
  paid: boolean;
  useWallet: boolean;
  promotion?: Id;
  cart_notes?: string;
  scheduleDay?: string;
  scheduleDate?: string;
  source: 'website' | 'pos' | 'app';
  cancelReason?: string;
  /**
   * Payments the shop asked for after the order was placed (a weighed item's difference, an
   * extra), each a link for the customer. Not in the spec: this project's (decision 0074).
   */
  paymentRequests?: OrderPaymentRequest[];
  createdAt: IsoDate;
}

export interface OrderPaymentRequest {
  id: Id;
  amount: WireAed;
  url: string;
  createdAt: IsoDate;
}

export interface WalletEntry {
  id: Id;
  amount: WireAed;
  kind: 'credit' | 'debit';
  reason: string;
  reason_ar?: string;
  order?: Id;
  createdAt: IsoDate;
}

export interface Wallet {
  id: Id;
  balance: WireAed;
  currency: 'AED';
}

export interface PaymentSource {
  id: Id;
  brand: 'visa' | 'mastercard' | 'amex';
  last4: string;
  expiry: string;
}

export interface BlogBlock {
  type: 'heading' | 'paragraph' | 'image' | 'list' | 'quote' | 'link';
  text?: string;
  items?: string[];
  /** A list's numbering. */
  ordered?: boolean;
  url?: string;
  /** An image's description. */
  alt?: string;
  /** A quote's source. */
  cite?: string;
}

export interface Blog {
  id: Id;
  shop: Id;
  title: string;
  title_ar?: string;
  person: string;
  person_ar?: string;
  time: IsoDate;
  image?: string;
  blocks: BlogBlock[];
  blocks_ar: BlogBlock[];
  published: boolean;
}
