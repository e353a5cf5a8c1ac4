/** The two interface languages (customer spec §1, §9: locale codes en and ar). */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Customer spec §1: right-to-left when the locale contains `ar`. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return locale.toLowerCase().includes('ar') ? 'rtl' : 'ltr';
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
