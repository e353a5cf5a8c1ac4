/**
 * The bodies of the settings calls (vendor spec §5, §7 Settings), as pure functions so the two
 * "sent only when" rules are tested on their own:
 * - the busy expiry is sent only when given;
 * - the phone of the SMS, WhatsApp and e-mail order notifications is sent only when the feature is on.
 * Every body names the working shop, so a lead changes the shop they picked (vendor spec §6).
 */
import type { ShopSettings } from '@dukkan/core';

/** How long the shop stays busy: a quick choice, until a given time, or until turned off. */
export type BusyDuration = '30m' | '1h' | '2h' | '4h' | 'until' | 'untilOff';

export interface BusyChoice {
  busy: boolean;
  duration: BusyDuration;
  /** With `until`: the shop's date and time (Asia/Dubai), `YYYY-MM-DD` and `HH:mm`. */
  untilDate?: string;
  untilTime?: string;
}

const MINUTES: Record<Exclude<BusyDuration, 'until' | 'untilOff'>, number> = { '30m': 30, '1h': 60, '2h': 120, '4h': 240 };

/**
 * The instant of a date and time on the shop's clock. The UAE keeps UTC+4 all year (no daylight
 * saving), so a fixed offset is exact; the date rules and the storefront use the same clock.
 */
export function shopClockInstant(date: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const ms = Date.parse(`${date}T${time}:00+04:00`);
  if (Number.isNaN(ms)) return undefined;
  // 30 February parses as 2 March: only a real calendar day comes back as itself.
  if (new Date(ms + 4 * 3_600_000).toISOString().slice(0, 10) !== date) return undefined;
  return new Date(ms).toISOString();
}

export interface BusyBody {
  busy: boolean;
  temporary: boolean;
  expiry?: string;
}

/**
 * Busy for a while is `temporary` with its `expiry`; busy until turned off is neither; not busy
 * sends no expiry (the backend refuses one). Decision 0042.
 */
export function busyBody(choice: BusyChoice, now: Date): BusyBody {
  if (!choice.busy) return { busy: false, temporary: false };
  if (choice.duration === 'untilOff') return { busy: true, temporary: false };
  const expiry =
    choice.duration === 'until'
      ? shopClockInstant(choice.untilDate ?? '', choice.untilTime ?? '')
      : new Date(now.getTime() + MINUTES[choice.duration] * 60_000).toISOString();
  return expiry ? { busy: true, temporary: true, expiry } : { busy: true, temporary: false };
}

export type NotificationKind = 'sms' | 'whatsapp' | 'email';

export const NOTIFICATION_FLAGS = { sms: 'hasSMS', whatsapp: 'hasWhatsapp', email: 'hasEmail' } as const;
export const NOTIFICATION_PHONES = { sms: 'smsPhone', whatsapp: 'whatsappPhone', email: 'emailPhone' } as const;

export interface NotificationChoice {
  enabled: boolean;
  /** E.164; ignored (not sent) while the notification is off. */
  phone?: string;
}

export function notificationBody(kind: NotificationKind, { enabled, phone }: NotificationChoice): Record<string, unknown> {
  const body: Record<string, unknown> = { [NOTIFICATION_FLAGS[kind]]: enabled };
  if (enabled && phone) body.phone = phone;
  return body;
}

export interface ChatChoice {
  chatType: ShopSettings['chatType'];
  chatPhone?: string;
}

/** No chat has no phone; WhatsApp or a call needs one. */
export function chatBody({ chatType, chatPhone }: ChatChoice): Record<string, unknown> {
  return chatType === 'none' || !chatPhone ? { chatType } : { chatType, chatPhone };
}

export interface ScheduleChoice {
  hasSchedule: boolean;
  maxScheduleDays?: number;
}

/** The maximum days go with scheduling on; with it off they are left as they were. */
export function scheduleBody({ hasSchedule, maxScheduleDays }: ScheduleChoice): Record<string, unknown> {
  return hasSchedule && maxScheduleDays !== undefined ? { hasSchedule, maxScheduleDays } : { hasSchedule };
}

/** One day's change: new hours (`hoursAdd`) or none (`hoursDelete`). */
export interface HoursChange {
  day: number;
  hours: { open: string; close: string; closed: boolean } | null;
}

export function hoursBody(shop: string, { day, hours }: HoursChange): Record<string, unknown> {
  if (!hours) return { shop, day };
  // A closed day carries no times; an open one both (equal times: open around the clock).
  return hours.closed ? { shop, day, closed: true } : { shop, day, open: hours.open, close: hours.close, closed: false };
}
