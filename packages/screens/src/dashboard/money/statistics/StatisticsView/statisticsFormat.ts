import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatMoney, formatNumber, NUMBER_LOCALES } from '@dukkan/core';
import type { Weekday } from './types.ts';

/** 1 January 2023 was a Sunday: day `d` of that week names weekday `d`. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/**
 * The screen's words for numbers, money, dates and weekdays in the interface language, through
 * core's formatMoney / formatNumber and the app's number locales (Latin digits in Arabic, 0010).
 * Dates are calendar days (YYYY-MM-DD), formatted in UTC so no time zone moves them.
 */
export function useStatisticsFormat() {
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? ('ar' as const) : ('en' as const);
  return useMemo(() => {
    const tag = NUMBER_LOCALES[locale];
    const dayMonth = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'short' });
    const fullDay = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
    const monthYear = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', month: 'short', year: 'numeric' });
    const weekday = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'long' });
    const hour = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', hour: 'numeric', hourCycle: 'h23', minute: '2-digit' });
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const share = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const at = (day: string) => new Date(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`);
    return {
      locale,
      money: (fils: number) => formatMoney(Math.round(fils), locale),
      number: (n: number) => formatNumber(n, locale),
      /** "+12.5%" / "−3%": the sign always shown, a true minus. */
      change: (percentChange: number) => percent.format(percentChange / 100).replace('-', '\u2212'),
      /** 37.5 → "37.5%". */
      percent: (value: number) => share.format(value / 100),
      day: (day: string, withYear = false) => (withYear ? fullDay : dayMonth).format(at(day)),
      month: (month: string) => monthYear.format(at(month)),
      weekday: (d: Weekday) => weekday.format(new Date(SUNDAY + d * DAY_MS)),
      hour: (h: number) => hour.format(new Date(Date.UTC(2023, 0, 1, h))),
    };
  }, [locale]);
}

export type StatisticsFormat = ReturnType<typeof useStatisticsFormat>;

/** Weekdays in the order of the shop's week: starting on `start`. */
export function weekOrder(start: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((start + i) % 7) as Weekday);
}
