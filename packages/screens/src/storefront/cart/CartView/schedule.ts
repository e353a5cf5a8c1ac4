/**
 * The schedule choices of the cart (customer spec §3 "Cart options": schedule, mode asap by
 * default, §9). Days are today and the next six, counted from a `today` ISO date passed in
 * (never the clock), so stories and screenshots are deterministic. Times are 30-minute slots
 * inside the opening hours. A scheduled choice is stored as `day` (YYYY-MM-DD, sent as
 * scheduleDay) and `date` (YYYY-MM-DDTHH:mm, sent as scheduleDate: the mock API reads it
 * as a date).
 */
import type { ScheduleOption } from '@dukkan/core';

export const SCHEDULE_DAYS = 7;
export const SLOT_MINUTES = 30;
export const DEFAULT_OPENING_TIME = '09:00';
export const DEFAULT_CLOSING_TIME = '22:00';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of "HH:mm", or null when it is not a time. */
export function minutesOf(time: string | undefined): number | null {
  const match = time ? TIME.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function timeText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Today and the next days as YYYY-MM-DD, counted in UTC so no time zone shifts a day. */
export function scheduleDays(today: string, count = SCHEDULE_DAYS): string[] {
  const match = ISO_DAY.exec(today.slice(0, 10));
  if (!match) return [];
  const start = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(start)) return [];
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * Slot start times ("HH:mm") every 30 minutes from opening, while the slot still starts
 * before closing. `after` (the current time, on today only) drops the slots already gone.
 */
export function timeSlots(openingTime: string, closingTime: string, after?: string): string[] {
  const open = minutesOf(openingTime) ?? minutesOf(DEFAULT_OPENING_TIME) ?? 0;
  const close = minutesOf(closingTime) ?? minutesOf(DEFAULT_CLOSING_TIME) ?? 0;
  const notBefore = minutesOf(after);
  const slots: string[] = [];
  for (let t = open; t < close; t += SLOT_MINUTES) {
    if (notBefore === null || t > notBefore) slots.push(timeText(t));
  }
  return slots;
}

export interface ScheduleHours {
  today: string;
  openingTime: string;
  closingTime: string;
  /** "HH:mm" now, to drop today's past slots; omitted, every slot of today is offered. */
  currentTime?: string;
}

/** The slots of one day: today's start after the current time. */
export function slotsForDay(day: string, hours: ScheduleHours): string[] {
  return timeSlots(hours.openingTime, hours.closingTime, day === scheduleDays(hours.today, 1)[0] ? hours.currentTime : undefined);
}

/** The "HH:mm" part of a stored schedule date, if any. */
export function scheduleTime(schedule: ScheduleOption): string | undefined {
  const time = schedule.date?.slice(11, 16);
  return minutesOf(time) === null ? undefined : time;
}

/** A scheduled choice; the time is dropped when it is not given. */
export function scheduledOption(day: string, time?: string): ScheduleOption {
  return time ? { mode: 'scheduled', day, date: `${day}T${time}` } : { mode: 'scheduled', day };
}

/** The schedule after choosing a day: the time is kept when that day offers it too. */
export function withDay(schedule: ScheduleOption, day: string, hours: ScheduleHours): ScheduleOption {
  const time = scheduleTime(schedule);
  return scheduledOption(day, time && slotsForDay(day, hours).includes(time) ? time : undefined);
}

/** ASAP, or a day of the list with one of that day's slots (a stale stored day is not). */
export function isScheduleComplete(schedule: ScheduleOption, hours: ScheduleHours): boolean {
  if (schedule.mode !== 'scheduled') return true;
  const day = schedule.day;
  const time = scheduleTime(schedule);
  if (!day || !time || !scheduleDays(hours.today).includes(day)) return false;
  return schedule.date?.slice(0, 10) === day && slotsForDay(day, hours).includes(time);
}
