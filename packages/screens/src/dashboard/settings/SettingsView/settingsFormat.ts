import { isAppLocale, NUMBER_LOCALES } from '@dukkan/core';

/** 1 January 2023 was a Sunday: day 0 of the hours' week. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/** The days as the week shows them: Monday first, as the UAE's working week runs (as the storefront lists them). */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const tag = (locale: string) => NUMBER_LOCALES[isAppLocale(locale) ? locale : 'en'];

/** The weekday's name in the interface language (0 = Sunday … 6 = Saturday). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(tag(locale), { weekday: 'long', timeZone: 'UTC' }).format(new Date(SUNDAY + day * DAY_MS));
}

/** An instant on the shop's clock (Asia/Dubai), with Latin digits in both languages: "Sun 15 Mar, 18:30". */
export function shopDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(tag(locale), {
    timeZone: 'Asia/Dubai',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** Days as a list in the interface language: "Monday and Friday". */
export function dayList(days: readonly number[], locale: string): string {
  const names = WEEK_ORDER.filter((day) => days.includes(day)).map((day) => weekdayName(day, locale));
  return new Intl.ListFormat(isAppLocale(locale) ? locale : 'en', { type: 'conjunction' }).format(names);
}
