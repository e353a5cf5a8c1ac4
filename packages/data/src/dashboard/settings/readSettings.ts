/**
 * The settings part of GET /shop/a/details (vendor spec §3 "Shop" settings and "Opening hours"),
 * read defensively: a shop that never saved its settings answers `settings: null` (a new branch),
 * and a field that is missing or of the wrong type falls back to the platform's default instead
 * of crashing the screen (decision 0042).
 */
import { isRecord, type OpeningHours, type ShopSettings } from '@dukkan/core';

/** What a shop without saved settings starts from: the same defaults the backend applies. */
const DEFAULTS: ShopSettings = {
  chatType: 'none',
  productBehavior: 'show_unavailable',
  notifyCancel: false,
  hasSMS: false,
  hasWhatsapp: false,
  hasEmail: false,
  busy: false,
  temporary: false,
  hasSchedule: false,
  maxScheduleDays: 1,
  paymentMethods: ['cash'],
  showType: 'default',
  deliveryMethods: ['delivery'],
  carriers: [],
};
export const DEFAULT_SHOP_SETTINGS: Readonly<ShopSettings> = Object.freeze(DEFAULTS);

export interface ShopSettingsDetails {
  settings: ShopSettings;
  /** False when the shop has no settings of its own yet (`settings: null`): the values are the defaults. */
  saved: boolean;
  /** One row per day at most, Sunday (0) first. */
  hours: OpeningHours[];
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

function listOf<T extends string>(value: unknown, allowed: readonly T[], fallback: readonly T[]): T[] {
  if (!Array.isArray(value)) return [...fallback];
  const kept = allowed.filter((item) => value.includes(item));
  return kept.length > 0 ? kept : [...fallback];
}

const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function readShopSettings(raw: unknown): ShopSettings {
  const d = DEFAULT_SHOP_SETTINGS;
  if (!isRecord(raw)) return { ...d, paymentMethods: [...d.paymentMethods], deliveryMethods: [...d.deliveryMethods], carriers: [] };
  const days = typeof raw.maxScheduleDays === 'number' && Number.isInteger(raw.maxScheduleDays) ? raw.maxScheduleDays : d.maxScheduleDays;
  const expiry = text(raw.expiry);
  const settings: ShopSettings = {
    chatType: oneOf(raw.chatType, ['whatsapp', 'phone', 'none'] as const, d.chatType),
    productBehavior: oneOf(raw.productBehavior, ['hide', 'show_unavailable'] as const, d.productBehavior),
    notifyCancel: flag(raw.notifyCancel, d.notifyCancel),
    hasSMS: flag(raw.hasSMS, d.hasSMS),
    hasWhatsapp: flag(raw.hasWhatsapp, d.hasWhatsapp),
    hasEmail: flag(raw.hasEmail, d.hasEmail),
    busy: flag(raw.busy, d.busy),
    temporary: flag(raw.temporary, d.temporary),
    hasSchedule: flag(raw.hasSchedule, d.hasSchedule),
    maxScheduleDays: Math.min(30, Math.max(1, days)),
    paymentMethods: listOf(raw.paymentMethods, ['cash', 'card', 'wallet'] as const, d.paymentMethods),
    showType: oneOf(raw.showType, ['default', 'special-1'] as const, d.showType),
    deliveryMethods: listOf(raw.deliveryMethods, ['delivery', 'pickup', 'dine_in'] as const, d.deliveryMethods),
    carriers: Array.isArray(raw.carriers) ? raw.carriers.filter((c): c is string => typeof c === 'string') : [],
  };
  if (expiry && !Number.isNaN(Date.parse(expiry))) settings.expiry = expiry;
  for (const key of ['chatPhone', 'smsPhone', 'whatsappPhone', 'emailPhone'] as const) {
    const phone = text(raw[key]);
    if (phone) settings[key] = phone;
  }
  return settings;
}

/** Well-formed rows only, the last one of a day winning, sorted Sunday first. */
export function readOpeningHours(raw: unknown): OpeningHours[] {
  if (!Array.isArray(raw)) return [];
  const byDay = new Map<number, OpeningHours>();
  for (const row of raw) {
    if (!isRecord(row)) continue;
    const { day, open, close, closed } = row;
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > 6) continue;
    if (typeof open !== 'string' || typeof close !== 'string' || !CLOCK.test(open) || !CLOCK.test(close)) continue;
    byDay.set(day, {
      id: typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id) : `day-${day}`,
      shop: typeof row.shop === 'string' ? row.shop : '',
      day,
      open,
      close,
      closed: closed === true,
    });
  }
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

export function readShopSettingsDetails(data: unknown): ShopSettingsDetails {
  const answer = isRecord(data) ? data : {};
  return {
    settings: readShopSettings(answer.settings),
    saved: isRecord(answer.settings),
    hours: readOpeningHours(answer.hours),
  };
}
