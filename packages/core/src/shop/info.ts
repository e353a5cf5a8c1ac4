/**
 * What the storefront's information pages and restaurant page read from the shop
 * (`GET /shop/{id}/light`, customer spec §2, §7; decision 0037). The answer is not validated
 * on the way in, and its texts and links are typed by shop staff: everything here is read
 * as `unknown` and checked, so a page only ever gets plain text and http(s) links.
 */
import { safeImageSrc, safeLinkHref } from '../blog/blocks.ts';
import { isRecord, own } from '../platform/json.ts';
import { toFils, type Fils } from '../money/money.ts';
import type { Shop, ShopHours } from '../model/customer.ts';

/** The networks of vendor spec §3 "social media", in the order the contact page lists them. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok', 'snapchat', 'youtube', 'telegram', 'whatsapp'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const APP_STORES = ['ios', 'android'] as const;
export type AppStore = (typeof APP_STORES)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export interface AppLink {
  store: AppStore;
  href: string;
}

/** A phone the page can dial and copy: `tel` is E.164 where it can be (`+97143456789`). */
export interface ShopPhone {
  tel: string;
  /** Grouped for reading: `+971 4 345 6789`, `+971 50 123 4567`. */
  display: string;
}

export interface ShopMethods {
  delivery: boolean;
  pickup: boolean;
  dineIn: boolean;
}

/** The shop as the information pages show it: checked texts, links, phone and facts. */
export interface ShopInfo {
  name: string;
  name_ar?: string;
  headline?: string;
  headline_ar?: string;
  info?: string;
  info_ar?: string;
  address?: string;
  address_ar?: string;
  terms?: string;
  terms_ar?: string;
  support?: string;
  support_ar?: string;
  /** The primary picture (or the first), from this site or http(s). */
  image?: string;
  phone: ShopPhone | null;
  /** Only http and https links, in SOCIAL_NETWORKS order; anything else is dropped. */
  social: SocialLink[];
  apps: AppLink[];
  /** Minutes; only a whole number above 0. */
  deliveryMinutes?: number;
  busy: boolean;
  minOrderFils?: Fils;
  deliveryFeeFils?: Fils;
  /** Null when the answer does not say which methods the shop offers. */
  methods: ShopMethods | null;
  hours: ShopHours[];
}

/** Long enough for a page of terms; anything longer is cut. */
export const SHOP_TEXT_LIMIT = 20_000;
const LINK_LIMIT = 2_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Plain text: trimmed, control characters other than line breaks dropped, cut at the limit.
 * Blank is undefined, so a page can tell "not written" from "written".
 */
export function shopText(value: unknown, limit = SHOP_TEXT_LIMIT): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const text = value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, '');
  const trimmed = text.trim().slice(0, limit).trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Paragraphs of a plain text: split at blank lines; single line breaks stay inside a paragraph. */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** An absolute http or https link (no mailto, javascript:, data:, relative or `//host`), or null. */
export function safeWebHref(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > LINK_LIMIT) return null;
  const href = safeLinkHref(value);
  return href && /^https?:/i.test(href) ? href : null;
}

const UAE = '971';

/**
 * The shop's phone, or null when it is not a phone number. UAE numbers without the country
 * code (`04 345 6789`, `501234567`) get `+971`; `00` becomes `+`.
 */
export function shopPhone(value: unknown): ShopPhone | null {
  if (typeof value !== 'string') return null;
  let digits = value.trim().replace(/[\s\-().\u00A0]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (!/^\+?\d{7,15}$/.test(digits)) return null;
  let tel: string;
  if (digits.startsWith('+')) tel = digits;
  else if (/^0[2-9]\d{7,8}$/.test(digits)) tel = `+${UAE}${digits.slice(1)}`;
  else if (/^5\d{8}$/.test(digits) || /^[2-9]\d{7}$/.test(digits)) tel = `+${UAE}${digits}`;
  else tel = digits;
  return { tel, display: groupPhone(tel) };
}

function groupPhone(tel: string): string {
  if (!tel.startsWith(`+${UAE}`)) return tel;
  const rest = tel.slice(UAE.length + 1);
  // Mobiles: 5X XXX XXXX; land lines: area digit, then XXX XXXX.
  if (/^5\d{8}$/.test(rest)) return `+${UAE} ${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
  if (/^[2-9]\d{7}$/.test(rest)) return `+${UAE} ${rest.slice(0, 1)} ${rest.slice(1, 4)} ${rest.slice(4)}`;
  return `+${UAE} ${rest}`;
}

function socialLinks(value: unknown): SocialLink[] {
  if (!isRecord(value)) return [];
  return SOCIAL_NETWORKS.flatMap((network) => {
    const href = safeWebHref(own(value, network));
    return href ? [{ network, href }] : [];
  });
}

function appLinks(value: unknown): AppLink[] {
  if (!isRecord(value)) return [];
  return APP_STORES.flatMap((store) => {
    const href = safeWebHref(own(value, store));
    return href ? [{ store, href }] : [];
  });
}

function methodsOf(value: unknown): ShopMethods | null {
  if (!Array.isArray(value)) return null;
  return { delivery: value.includes('delivery'), pickup: value.includes('pickup'), dineIn: value.includes('dine_in') };
}

function primaryImage(images: unknown): string | undefined {
  if (!Array.isArray(images)) return undefined;
  const records = images.filter(isRecord);
  const chosen = records.find((image) => own(image, 'primary') === true) ?? records[0];
  return (chosen && safeImageSrc(own(chosen, 'url'))) ?? undefined;
}

function hoursOf(value: unknown): ShopHours[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (row): row is ShopHours =>
      isRecord(row) &&
      Number.isInteger(row.day) &&
      (row.day as number) >= 0 &&
      (row.day as number) <= 6 &&
      typeof row.open === 'string' &&
      TIME.test(row.open) &&
      typeof row.close === 'string' &&
      TIME.test(row.close) &&
      typeof row.closed === 'boolean',
  );
}

function amount(value: unknown): Fils | undefined {
  if (typeof value !== 'number') return undefined;
  const fils = toFils(value);
  return fils !== null && fils >= 0 ? fils : undefined;
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string };
}

/** The checked view of a shop answer. Never throws: what cannot be read is left out. */
export function readShopInfo(shop: Shop): ShopInfo {
  const raw: Record<string, unknown> = isRecord(shop) ? (shop as unknown as Record<string, unknown>) : {};
  const get = (key: string) => own(raw, key);
  const minutes = get('deliveryTime');
  const minOrderFils = amount(get('minOrder'));
  const deliveryFeeFils = amount(get('deliveryFee'));
  const image = primaryImage(get('images'));
  const deliveryMinutes =
    typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 && minutes < 100_000 ? minutes : undefined;
  return {
    name: shopText(get('name'), 200) ?? '',
    ...optional('name_ar', shopText(get('name_ar'), 200)),
    ...optional('headline', shopText(get('headline'), 500)),
    ...optional('headline_ar', shopText(get('headline_ar'), 500)),
    ...optional('info', shopText(get('info'))),
    ...optional('info_ar', shopText(get('info_ar'))),
    ...optional('address', shopText(get('address'), 500)),
    ...optional('address_ar', shopText(get('address_ar'), 500)),
    ...optional('terms', shopText(get('terms'))),
    ...optional('terms_ar', shopText(get('terms_ar'))),
    ...optional('support', shopText(get('support'))),
    ...optional('support_ar', shopText(get('support_ar'))),
    ...(image ? { image } : {}),
    phone: shopPhone(get('phone')),
    social: socialLinks(get('socialMedia')),
    apps: appLinks(get('appLinks')),
    ...(deliveryMinutes ? { deliveryMinutes } : {}),
    busy: get('busy') === true,
    ...(minOrderFils !== undefined ? { minOrderFils } : {}),
    ...(deliveryFeeFils !== undefined ? { deliveryFeeFils } : {}),
    methods: methodsOf(get('deliveryMethods')),
    hours: hoursOf(get('hours')),
  };
}
