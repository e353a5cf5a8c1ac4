/**
 * What the reminder screens say and how they place a reminder in time (decision 0073): the
 * shop's calendar is Dubai's (UTC+4 all year, no summer time), a reminder's day and time are
 * on that clock, and a refusal becomes a message id (never the server's English).
 */
import type { IntlShape } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import type { ReminderItem, ReminderSection } from './types.ts';

const DUBAI_OFFSET_MS = 4 * 3_600_000;

export const REMINDER_SECTIONS: readonly ReminderSection[] = ['overdue', 'today', 'upcoming'];

export const SECTION_IDS: Readonly<Record<ReminderSection, string>> = {
  overdue: 'dashboard.reminders.section.overdue',
  today: 'dashboard.reminders.section.today',
  upcoming: 'dashboard.reminders.section.upcoming',
};

export const SECTION_EMPTY_IDS: Readonly<Record<ReminderSection, string>> = {
  overdue: 'dashboard.reminders.section.overdue.empty',
  today: 'dashboard.reminders.section.today.empty',
  upcoming: 'dashboard.reminders.section.upcoming.empty',
};

/** The Dubai day and clock of an instant: `{ date: 'YYYY-MM-DD', time: 'HH:mm' }`. */
export function dubaiParts(now: Date): { date: string; time: string } {
  const iso = new Date(now.getTime() + DUBAI_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A reminder's day is before, on or after today's Dubai day. */
export function reminderSection(item: Pick<ReminderItem, 'date'>, today: string): ReminderSection {
  if (item.date < today) return 'overdue';
  return item.date === today ? 'today' : 'upcoming';
}

/** The instant of a Dubai day and clock. */
export function reminderInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+04:00`);
}

/**
 * A new reminder's day and time: the next quarter hour on the Dubai clock (a reminder "for
 * later today" is what a shop sets most); after 23:45 it is tomorrow's first quarter.
 */
export function nextQuarterHour(now: Date): { date: string; time: string } {
  const { date, time } = dubaiParts(now);
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const next = (Math.floor(minutes / 15) + 1) * 15;
  if (next >= 24 * 60) return dubaiParts(new Date(Date.parse(`${date}T00:00:00+04:00`) + 86_400_000));
  const two = (n: number) => String(n).padStart(2, '0');
  return { date, time: `${two(Math.floor(next / 60))}:${two(next % 60)}` };
}

/** "Thu 27 Nov 2026, 14:30" in the interface language, Latin digits, on the Dubai clock. */
export function reminderWhen(intl: IntlShape, item: Pick<ReminderItem, 'date' | 'time'>): string {
  return intl.formatDate(reminderInstant(item.date, item.time), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Dubai',
    numberingSystem: 'latn',
  });
}

/** What the reminder is about, to name it in buttons and confirmations. */
export function reminderSubject(intl: IntlShape, item: ReminderItem): string {
  if (item.kind === 'global') return item.title || item.note;
  return item.customerName ?? intl.formatMessage({ id: 'dashboard.reminders.customerUnknown' });
}

/** Why a change of a reminder or a note did not go through. */
export function reminderRefusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.reminders.refused.server';
  if (error.kind === 'network') return 'dashboard.reminders.refused.network';
  if (error.status === 404) return 'dashboard.reminders.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.reminders.refused.forbidden';
  if (error.status === 400 || error.status === 409 || error.status === 422) return 'dashboard.reminders.refused.invalid';
  return 'dashboard.reminders.refused.server';
}

/** Why a list did not load. */
export function reminderLoadErrorId(error: ApiError | null | undefined): string {
  return error?.kind === 'network' ? 'dashboard.reminders.refused.network' : 'dashboard.reminders.error';
}
