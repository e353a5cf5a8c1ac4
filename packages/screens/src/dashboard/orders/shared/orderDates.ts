import type { FormatDateOptions } from 'react-intl';

/** Order times in the shop's time zone (the UAE), with Latin digits in Arabic (0010). */
export const ORDER_TIME: FormatDateOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dubai',
  numberingSystem: 'latn',
};

/** A scheduled day (`2026-11-02`) is a calendar day, not an instant: no zone shift. */
export const SCHEDULE_DAY: FormatDateOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
  numberingSystem: 'latn',
};
