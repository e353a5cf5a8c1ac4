/**
 * The shop profile form's values and what a save sends: the text parts of vendor spec §3 Shop
 * (names, headline and info; the address; the social links), each sent only when it changed.
 */
import type { ImageRef, ShopVideo, SocialMedia } from '@dukkan/core';

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'snapchat', 'youtube', 'telegram', 'whatsapp'] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORKS)[number];

/** The shop as the profile shows it (GET /shop/a/details). */
export interface ShopProfileData {
  shop: {
    name: string;
    name_ar?: string;
    headline?: string;
    headline_ar?: string;
    info?: string;
    info_ar?: string;
    images: ImageRef[];
    latlng?: [number, number];
    address?: string;
    address_ar?: string;
  };
  video: ShopVideo | null;
  socialMedia: SocialMedia;
}

export interface ShopProfileValues extends Record<SocialNetworkKey, string> {
  [key: string]: unknown;
  name: string;
  name_ar: string;
  headline: string;
  headline_ar: string;
  info: string;
  info_ar: string;
  /** [lat, lng]; null while the shop has no pin. */
  latlng: [number, number] | null;
  address: string;
  address_ar: string;
}

export type ShopProfilePart = 'texts' | 'address' | 'social';
export const SHOP_PROFILE_PARTS: readonly ShopProfilePart[] = ['texts', 'address', 'social'];

export const PART_FIELDS: Readonly<Record<ShopProfilePart, readonly (keyof ShopProfileValues & string)[]>> = {
  texts: ['name', 'name_ar', 'headline', 'headline_ar', 'info', 'info_ar'],
  address: ['latlng', 'address', 'address_ar'],
  social: SOCIAL_NETWORKS,
};

/** Only the parts that changed; each is sent in its own call. */
export interface ShopProfileChanges {
  texts?: { name: string; name_ar: string; headline: string; headline_ar: string; info: string; info_ar: string };
  address?: { lat: number; lng: number; address: string; address_ar: string };
  social?: Record<SocialNetworkKey, string>;
}

/** What became of a save: the parts stored, and the refused ones with the reason to show. */
export interface ShopProfileSaveOutcome {
  saved: ShopProfilePart[];
  failed: { part: ShopProfilePart; message: string }[];
}

export function profileValuesOf({ shop, socialMedia }: ShopProfileData): ShopProfileValues {
  const social = Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, socialMedia[key] ?? ''])) as Record<SocialNetworkKey, string>;
  return {
    name: shop.name,
    name_ar: shop.name_ar ?? '',
    headline: shop.headline ?? '',
    headline_ar: shop.headline_ar ?? '',
    info: shop.info ?? '',
    info_ar: shop.info_ar ?? '',
    latlng: shop.latlng ? [shop.latlng[0], shop.latlng[1]] : null,
    address: shop.address ?? '',
    address_ar: shop.address_ar ?? '',
    ...social,
  };
}

/** Arabic-Indic and Persian digits as Latin ones (a number typed on an Arabic keyboard). */
export function latinDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return (a ?? '') === (b ?? '');
}

export function changedParts(initial: Partial<ShopProfileValues>, values: Partial<ShopProfileValues>): ShopProfilePart[] {
  return SHOP_PROFILE_PARTS.filter((part) => PART_FIELDS[part].some((field) => !same(initial[field], values[field])));
}

/**
 * The calls' bodies for the parts that differ from `initial`. Text is trimmed; a WhatsApp number
 * typed with Arabic-Indic digits is sent with Latin ones (the server turns it into its link).
 */
export function profileChanges(initial: Partial<ShopProfileValues>, values: Partial<ShopProfileValues>): ShopProfileChanges {
  const changes: ShopProfileChanges = {};
  for (const part of changedParts(initial, values)) {
    if (part === 'texts') {
      changes.texts = {
        name: text(values.name),
        name_ar: text(values.name_ar),
        headline: text(values.headline),
        headline_ar: text(values.headline_ar),
        info: text(values.info),
        info_ar: text(values.info_ar),
      };
    } else if (part === 'address') {
      // The field's rule makes sure of a pin before the address can be sent.
      const [lat, lng] = values.latlng ?? [0, 0];
      changes.address = { lat, lng, address: text(values.address), address_ar: text(values.address_ar) };
    } else {
      const social = Object.fromEntries(SOCIAL_NETWORKS.map((key) => [key, text(values[key])])) as Record<SocialNetworkKey, string>;
      social.whatsapp = latinDigits(social.whatsapp);
      changes.social = social;
    }
  }
  return changes;
}

/** A WhatsApp contact may be a link or a phone number (decision 0041): 7 to 15 digits, with +, spaces, dashes, brackets. */
export function isWhatsappNumber(value: string): boolean {
  const compact = latinDigits(value).replace(/[\s\-().]/g, '');
  return /^\+?\d{7,15}$/.test(compact);
}

/** http(s) links only, as the `url` rule (vendor spec §5, §9). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
