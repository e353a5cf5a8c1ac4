/**
 * The cart as the app holds it (customer spec §3 "Cart", "Cart item", "Addons set"). Money
 * is integer fils; a shop product is converted from its wire form once, when it is added
 * (`toCartProduct`), so nothing in the cart does arithmetic on AED decimals.
 */
import type { AddonType, DeliveryType, ProductUnit, Promotion, ScheduleMode, PaymentType, Address } from '../model/customer.ts';
import type { Id } from '../model/common.ts';
import type { Fils } from '../money/money.ts';

/** The part of a shop product the cart needs, prices in fils. */
export interface CartProduct {
  /** The shop product (gproduct) id: what checkout and the order carry. */
  id: Id;
  productId: Id;
  name: string;
  name_ar?: string;
  unit: ProductUnit;
  /** Grams per step for kg items (§9, default 1000). */
  paySize: number;
  priceFils: Fils;
  /** 0 when there is no offer (§9: an offer applies when offerPrice > 0). */
  offerFils: Fils;
  /** The offer applies to add-on options too (the shop product's `addonsOffer`). */
  addonsOffer?: boolean;
  image?: string;
}

export interface CartAddonOption {
  id: Id;
  amountFils: Fils;
}

/** One chosen add-on group of a set: type override (replaces the price) or add (adds to it). */
export interface CartAddon {
  id: Id;
  type: AddonType;
  options: CartAddonOption[];
}

export interface CartAddonsSet {
  /** Identity of the set: the same choice added twice is the same set with count 2. */
  key: string;
  count: number;
  price: Fils;
  addons: CartAddon[];
}

export interface CartItem {
  shopProduct: CartProduct;
  count: number;
  price: Fils;
  addonsSets: CartAddonsSet[];
}

export interface CartState {
  items: CartItem[];
  total: Fils;
  totalItems: number;
}

export interface ScheduleOption {
  mode: ScheduleMode;
  day?: string;
  date?: string;
}

/** Customer spec §3 "Cart options" with the §9 defaults. */
export interface CartOptions {
  schedule: ScheduleOption;
  deliveryType: DeliveryType;
  selectedAddress: Address | null;
  orderNotes: string;
  paymentType: PaymentType | null;
  promotion: Promotion | null;
  wallet: boolean;
}

export function defaultCartOptions(): CartOptions {
  return {
    schedule: { mode: 'asap' },
    deliveryType: 'delivery',
    selectedAddress: null,
    orderNotes: '',
    paymentType: null,
    promotion: null,
    wallet: true,
  };
}

export function emptyCart(): CartState {
  return { items: [], total: 0, totalItems: 0 };
}
