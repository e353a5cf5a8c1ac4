/**
 * Whether the shop is open now, from its opening hours (vendor spec §3 "Opening hours": day
 * 0 = Sunday … 6 = Saturday, open and close as "HH:mm", closed). A closing time at or before
 * the opening time runs past midnight (07:00–01:00 closes at 1 am the next day); the same
 * time for both is a whole day. Hours are the shop's clock (Asia/Dubai): the caller passes
 * the shop's weekday and time, never the device's (decision 0037).
 */
import type { ShopHours } from '../model/customer.ts';

export type OpeningStatus =
  | { state: 'unknown' }
  /** `closesAt` is left out when the shop never closes (open around the clock). */
  | { state: 'open'; closesAt?: string }
  /** `next` is left out when no day of the week opens. */
  | { state: 'closed'; next?: { inDays: number; weekday: number; time: string } };

export interface ShopTime {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** "HH:mm", 24-hour. */
  time: string;
}

const DAY = 24 * 60;
const WEEK = 7 * DAY;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

function minutes(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function clock(minute: number): string {
  const inDay = ((minute % DAY) + DAY) % DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Minutes since Sunday 00:00 of each open stretch; `end` may pass the end of the week. */
function stretches(hours: readonly ShopHours[]): { start: number; end: number }[] {
  return hours.flatMap((row) => {
    if (row.closed || !Number.isInteger(row.day) || row.day < 0 || row.day > 6) return [];
    const open = minutes(row.open);
    const close = minutes(row.close);
    if (open === null || close === null) return [];
    const start = row.day * DAY + open;
    return [{ start, end: start + (close > open ? close - open : close - open + DAY) }];
  });
}

/** How far `minute` lies after `start`, going round the week. */
const after = (minute: number, start: number) => (((minute - start) % WEEK) + WEEK) % WEEK;

export function openingStatus(hours: readonly ShopHours[] | undefined, now: ShopTime): OpeningStatus {
  const at = minutes(now.time);
  if (!hours || hours.length === 0 || at === null || !Number.isInteger(now.weekday)) return { state: 'unknown' };
  const open = stretches(hours);
  const current = now.weekday * DAY + at;
  const covering = (minute: number) => open.find((s) => after(minute, s.start) < s.end - s.start);
  let found = covering(current);
  if (found) {
    // Follow stretches that start where the last one ends (a night shift after a day shift).
    let closes = current + (found.end - found.start - after(current, found.start));
    while ((found = covering(closes))) {
      closes += found.end - found.start - after(closes, found.start);
      if (closes - current >= WEEK) return { state: 'open' };
    }
    return { state: 'open', closesAt: clock(closes) };
  }
  const next = open.map((s) => ({ s, wait: after(s.start, current) })).sort((a, b) => a.wait - b.wait)[0];
  if (!next) return { state: 'closed' };
  const opensAt = current + next.wait;
  return {
    state: 'closed',
    next: { inDays: Math.floor(opensAt / DAY) - Math.floor(current / DAY), weekday: Math.floor(opensAt / DAY) % 7, time: clock(opensAt) },
  };
}
