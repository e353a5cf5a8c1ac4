/**
 * What each section of the settings screen edits and hands to its `onSave*` callback, and how
 * its form starts from the shop's settings (vendor spec §3 "Shop" settings, "Opening hours").
 * Form values are strings and booleans only, so "has this changed?" is a plain comparison.
 */
import type { ShopSettings } from '@dukkan/core';
import type { SubmitResult } from '@dukkan/ui';

/** What a save answers: nothing when saved, or the server's refusal in words the person reads. */
export type SettingsSaveResult = SubmitResult | undefined;

/** A day's opening hours as the API has them (0 = Sunday … 6 = Saturday, "HH:mm"). */
export interface SettingsHoursRow {
  day: number;
  open: string;
  close: string;
  closed: boolean;
}

export type HoursDayState = 'open' | 'allDay' | 'closed' | 'unset';

/** One day's change: new hours (hoursAdd) or none (hoursDelete). */
export interface HoursChange {
  day: number;
  hours: { open: string; close: string; closed: boolean } | null;
}

/** What saving the week answers: the days that were not saved, and why, in the person's words. */
export type HoursSaveResult = { failedDays: number[]; reason: string } | undefined;

export type BusyDuration = '30m' | '1h' | '2h' | '4h' | 'until' | 'untilOff';

export type BusyValues = {
  busy: boolean;
  duration: BusyDuration;
  /** With `until`: the shop's date and time (Asia/Dubai), `YYYY-MM-DD` and `HH:mm`. */
  untilDate: string;
  untilTime: string;
};

export type ChatValues = {
  chatType: ShopSettings['chatType'];
  /** E.164 (`+971…`); not sent without a chat. */
  chatPhone: string;
};

export type NotificationKind = 'sms' | 'whatsapp' | 'email';

export type NotificationValues = {
  enabled: boolean;
  /** E.164; not sent while the notification is off (vendor spec §5). */
  phone: string;
};

export type ScheduleValues = {
  hasSchedule: boolean;
  maxScheduleDays: number;
};

export type PaymentMethod = ShopSettings['paymentMethods'][number];
export type DeliveryMethod = ShopSettings['deliveryMethods'][number];

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'wallet'];
export const DELIVERY_METHODS: readonly DeliveryMethod[] = ['delivery', 'pickup', 'dine_in'];

/** The API keeps national numbers (`501112233`); the phone field speaks E.164. */
export function phoneForField(stored: string | undefined): string {
  if (!stored) return '';
  if (stored.startsWith('+')) return stored;
  const digits = stored.replace(/\D/g, '').replace(/^0+/, '');
  return digits.startsWith('971') && digits.length > 10 ? `+${digits}` : `+971${digits}`;
}

/** A UAE number as the backend takes it: a mobile (5x, 9 digits) or a landline (8 digits). */
export const UAE_PHONE = /^\+971(?:5\d{8}|[2-4679]\d{7})$/;
/** A UAE mobile, for SMS and WhatsApp. */
export const UAE_MOBILE = /^\+9715\d{8}$/;

/** The UAE keeps UTC+4 all year (no daylight saving): the shop's clock is a fixed offset. */
const SHOP_OFFSET_MS = 4 * 3_600_000;

/** An instant as the shop's date and time (`YYYY-MM-DD`, `HH:mm`). */
export function shopClockParts(iso: string): { date: string; time: string } | undefined {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return undefined;
  const local = new Date(ms + SHOP_OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The shop's date and time as an instant (ms), or NaN. */
export function shopClockTime(date: string, time: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return Number.NaN;
  return Date.parse(`${date}T${time}:00+04:00`);
}

export function busyInitialValues(settings: ShopSettings): BusyValues {
  const until = settings.busy && settings.expiry ? shopClockParts(settings.expiry) : undefined;
  if (until) return { busy: true, duration: 'until', untilDate: until.date, untilTime: until.time };
  return { busy: settings.busy, duration: settings.busy ? 'untilOff' : '1h', untilDate: '', untilTime: '' };
}

/** A set of choices as one text in a fixed order (`cash,card`), so equal sets compare equal. */
export function joinChoices<T extends string>(all: readonly T[], chosen: readonly string[]): string {
  return all.filter((item) => chosen.includes(item)).join(',');
}

export function splitChoices<T extends string>(all: readonly T[], joined: unknown): T[] {
  const parts = typeof joined === 'string' ? joined.split(',') : [];
  return all.filter((item) => parts.includes(item));
}

export function failedSave(result: SettingsSaveResult): boolean {
  return Boolean(result && (result.formError || Object.keys(result.fieldErrors ?? {}).length > 0));
}
