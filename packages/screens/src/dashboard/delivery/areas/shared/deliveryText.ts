import type { ApiError } from '@dukkan/core';

/** Weekdays in the order the week is shown in the UAE: Sunday first (0) to Saturday (6). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** A weekday's name in the interface language (2026-11-01 was a Sunday). */
export function weekdayName(day: number, locale: string, width: 'long' | 'short' = 'short'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(Date.UTC(2026, 10, 1 + day));
}

/** The message id that explains a refused save or removal. */
export function deliveryRefusalId(error: ApiError | null | undefined): string {
  switch (error?.code) {
    case 'area_exists':
      return 'dashboard.delivery.areas.refused.exists';
    case 'threshold_below_time':
      return 'dashboard.delivery.areas.form.threshold.belowTime';
    case 'no_days':
      return 'dashboard.delivery.areas.form.days.required';
    case 'not_found':
      return 'dashboard.delivery.areas.refused.notFound';
    default:
      if (error?.kind === 'network') return 'dashboard.delivery.areas.refused.network';
      if (error?.status === 403) return 'dashboard.delivery.areas.refused.forbidden';
      return 'dashboard.delivery.areas.refused.other';
  }
}
