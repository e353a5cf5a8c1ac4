/**
 * Validation of stored cart state (keys `cartStore`, `cartOptions`: customer spec §9). What
 * storage holds may be corrupt, hostile or written by an older build: every value is
 * rebuilt field by field from own properties into fresh objects, numbers must be finite
 * safe integers in range, and prices are re-derived, never trusted
 * (docs/decisions/0015-stored-state.md).
 */
import type { Address, AddressType, DeliveryType, PaymentType, Promotion, ScheduleMode } from '../model/customer.ts';
import { isRecord, own } from '../platform/json.ts';
import { MAX_LINE_COUNT, paySizeOf } from './pricing.ts';
import { recomputeCart, setKeyOf } from './rules.ts';
import {
  defaultCartOptions,
  type CartAddon,
  type CartAddonsSet,
  type CartItem,
  type CartOptions,
  type CartProduct,
  type CartState,
} from './types.ts';

export interface Validated<T> {
  value: T;
  /** Something was dropped or reset to its default on the way. */
  repaired: boolean;
}

const MAX_ITEMS = 500;
const MAX_AMOUNT_FILS = 100_000_000_00;

function text(value: unknown, max = 500): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

function integer(value: unknown, min: number, max: number): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max ? value : null;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

function readProduct(raw: unknown): CartProduct | null {
  if (!isRecord(raw)) return null;
  const id = text(own(raw, 'id'), 200);
  const productId = text(own(raw, 'productId'), 200);
  const name = text(own(raw, 'name'));
  const unit = oneOf(own(raw, 'unit'), ['box', 'piece', 'kg'] as const);
  const priceFils = integer(own(raw, 'priceFils'), 0, MAX_AMOUNT_FILS);
  const offerFils = integer(own(raw, 'offerFils') ?? 0, 0, MAX_AMOUNT_FILS);
  if (!id || !productId || !name || !unit || priceFils === null || offerFils === null) return null;
  const nameAr = text(own(raw, 'name_ar'));
  const image = text(own(raw, 'image'), 2000);
  return {
    id,
    productId,
    name,
    ...(nameAr ? { name_ar: nameAr } : {}),
    unit,
    paySize: paySizeOf(own(raw, 'paySize')),
    priceFils,
    offerFils,
    ...(own(raw, 'addonsOffer') === true ? { addonsOffer: true } : {}),
    ...(image ? { image } : {}),
  };
}

function readAddon(raw: unknown): CartAddon | null {
  if (!isRecord(raw)) return null;
  const id = text(own(raw, 'id'), 200);
  const type = oneOf(own(raw, 'type'), ['override', 'add'] as const);
  const options = own(raw, 'options');
  if (!id || !type || !Array.isArray(options) || options.length > 50) return null;
  const read = options.map((o) =>
    isRecord(o) ? { id: text(own(o, 'id'), 200), amountFils: integer(own(o, 'amountFils'), 0, MAX_AMOUNT_FILS) } : null,
  );
  if (read.some((o) => !o || !o.id || o.amountFils === null)) return null;
  return { id, type, options: read.map((o) => ({ id: o?.id ?? '', amountFils: o?.amountFils ?? 0 })) };
}

function readSet(raw: unknown): CartAddonsSet | null {
  if (!isRecord(raw)) return null;
  const count = integer(own(raw, 'count'), 1, MAX_LINE_COUNT);
  const addons = own(raw, 'addons');
  if (count === null || !Array.isArray(addons) || addons.length > 50) return null;
  const read = addons.map(readAddon);
  if (read.some((a) => a === null)) return null;
  const valid = read as CartAddon[];
  return { key: setKeyOf(valid), count, price: 0, addons: valid };
}

function readItem(raw: unknown): { item: CartItem; repaired: boolean } | null {
  if (!isRecord(raw)) return null;
  const product = readProduct(own(raw, 'shopProduct'));
  if (!product) return null;
  const rawSets = own(raw, 'addonsSets') ?? [];
  if (!Array.isArray(rawSets)) return null;
  const sets = rawSets.map(readSet);
  const kept = sets.filter((s): s is CartAddonsSet => s !== null);
  if (rawSets.length > 0) {
    if (kept.length === 0) return null;
    return { item: { shopProduct: product, count: 0, price: 0, addonsSets: kept }, repaired: kept.length !== rawSets.length };
  }
  const count = integer(own(raw, 'count'), 1, MAX_LINE_COUNT);
  if (count === null) return null;
  return { item: { shopProduct: product, count, price: 0, addonsSets: [] }, repaired: false };
}

/** A stored cart's state (`{ items }`); totals are recomputed. Null when it is not a cart at all. */
export function validateStoredCart(raw: unknown): Validated<CartState> | null {
  if (!isRecord(raw)) return null;
  const items = own(raw, 'items');
  if (!Array.isArray(items)) return null;
  let repaired = items.length > MAX_ITEMS;
  const kept: CartItem[] = [];
  const seen = new Set<string>();
  for (const entry of items.slice(0, MAX_ITEMS)) {
    const read = readItem(entry);
    if (!read || seen.has(read.item.shopProduct.id)) {
      repaired = true;
      continue;
    }
    seen.add(read.item.shopProduct.id);
    repaired ||= read.repaired;
    kept.push(read.item);
  }
  const cart = recomputeCart(kept);
  return { value: cart, repaired };
}

const SCHEDULE_MODES: readonly ScheduleMode[] = ['asap', 'scheduled'];
const DELIVERY_TYPES: readonly DeliveryType[] = ['delivery', 'pickup'];
const PAYMENT_TYPES: readonly PaymentType[] = ['cash', 'card', 'wallet'];
const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other'];

function coordinate(value: unknown, limit: number): number | null {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** A stored address (only ever the selected one): every field checked, or null. */
export function validateAddress(raw: unknown): Address | null {
  if (!isRecord(raw)) return null;
  const latlng = own(raw, 'latlng');
  const lat = Array.isArray(latlng) ? coordinate(latlng[0], 90) : null;
  const lng = Array.isArray(latlng) ? coordinate(latlng[1], 180) : null;
  const id = text(own(raw, 'id'), 200);
  const type = oneOf(own(raw, 'type'), ADDRESS_TYPES);
  if (!id || lat === null || lng === null || !type) return null;
  const field = (key: string) => {
    const value = own(raw, key);
    return typeof value === 'string' && value.length <= 500 ? value : '';
  };
  const area = text(own(raw, 'area'), 200);
  return {
    id,
    primary: own(raw, 'primary') === true,
    latlng: [lat, lng],
    title: field('title'),
    person_name: field('person_name'),
    building_name: field('building_name'),
    floor: field('floor'),
    flat: field('flat'),
    notes: field('notes'),
    phone: field('phone'),
    countryCode: field('countryCode'),
    type,
    ...(area ? { area } : {}),
  };
}

/** A promotion from an answer or from storage, rebuilt from its known fields; null when unusable. */
export function readPromotion(raw: unknown): Promotion | null {
  if (!isRecord(raw)) return null;
  const id = text(own(raw, 'id'), 200);
  const code = text(own(raw, 'code'), 100);
  const kind = oneOf(own(raw, 'kind'), ['percent', 'fixed'] as const);
  const value = own(raw, 'value');
  if (!id || !code || !kind || typeof value !== 'number' || !Number.isFinite(value) || value < 0) return null;
  const maxDiscount = own(raw, 'maxDiscount');
  return {
    id,
    code,
    kind,
    value,
    ...(typeof maxDiscount === 'number' && Number.isFinite(maxDiscount) && maxDiscount >= 0 ? { maxDiscount } : {}),
  };
}

/** Stored cart options: each invalid field falls back to its §9 default. */
export function validateStoredCartOptions(raw: unknown): Validated<CartOptions> | null {
  if (!isRecord(raw)) return null;
  const defaults = defaultCartOptions();
  let repaired = false;
  const pick = <T>(key: string, read: (value: unknown) => T | null, fallback: T, nullable = false): T => {
    const value = own(raw, key);
    if (value === undefined || (nullable && value === null)) return fallback;
    const valid = read(value);
    if (valid === null) repaired = true;
    return valid ?? fallback;
  };
  const schedule = pick(
    'schedule',
    (v) => {
      if (!isRecord(v)) return null;
      const mode = oneOf(own(v, 'mode'), SCHEDULE_MODES);
      if (!mode) return null;
      const day = text(own(v, 'day'), 40);
      const date = text(own(v, 'date'), 40);
      return { mode, ...(day ? { day } : {}), ...(date ? { date } : {}) };
    },
    defaults.schedule,
  );
  return {
    value: {
      schedule,
      deliveryType: pick('deliveryType', (v) => oneOf(v, DELIVERY_TYPES), defaults.deliveryType),
      selectedAddress: pick('selectedAddress', validateAddress, null, true),
      orderNotes: pick('orderNotes', (v) => (typeof v === 'string' && v.length <= 1000 ? v : null), ''),
      paymentType: pick('paymentType', (v) => oneOf(v, PAYMENT_TYPES), null, true),
      promotion: pick('promotion', readPromotion, null, true),
      wallet: pick('wallet', (v) => (typeof v === 'boolean' ? v : null), true),
    },
    repaired,
  };
}

/**
 * The order attempt waiting for its answer (docs/decisions/0082): which cart body it was
 * (`orderFingerprint`), its `Idempotency-Key`, and when it started. Kept with the cart until
 * the order is confirmed, so a reload after a lost answer repeats the same key.
 */
export interface PendingOrderAttempt {
  fingerprint: string;
  key: string;
  createdAt: number;
}

/** The server keeps idempotency keys a day; an older attempt is forgotten (a new order). */
export const PENDING_ORDER_TTL_MS = 24 * 3_600_000;

/** Rebuilt from own properties; a key must be 1–200 visible ASCII characters, a time not in the future. */
export function validatePendingOrderAttempt(raw: unknown, now: number = Date.now()): Validated<PendingOrderAttempt> | null {
  if (!isRecord(raw)) return null;
  const fingerprint = text(own(raw, 'fingerprint'), 200);
  const key = own(raw, 'key');
  const createdAt = integer(own(raw, 'createdAt'), 0, now + 60_000);
  if (!fingerprint || typeof key !== 'string' || !/^[\x21-\x7e]{1,200}$/.test(key) || createdAt === null) return null;
  if (now - createdAt >= PENDING_ORDER_TTL_MS) return null;
  return { value: { fingerprint, key, createdAt }, repaired: false };
}
