/** 1 January 2023 was a Sunday: day 0 of the hours' week. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/** The weekday's name in the interface language (0 = Sunday … 6 = Saturday). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(SUNDAY + day * DAY_MS));
}

/** The week as the hours list shows it: Monday first, as the UAE's working week runs. */
export const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
