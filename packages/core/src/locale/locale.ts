/**
 * Locale rules (customer spec §1, §9; vendor §9): locales en and ar, kept in a cookie for
 * 365 days, no locale prefix in paths, direction rtl when the locale contains `ar`, and
 * `<html lang>` equal to the locale. Cookie name, first-visit choice and digits:
 * docs/decisions/0005-locale-default-and-storage.md.
 */
export const APP_LOCALES = ['en', 'ar'] as const;
export type AppLocale = (typeof APP_LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = 'en';

export const LOCALE_COOKIE = 'locale';
/** §9: 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type Direction = 'rtl' | 'ltr';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/** §1: right-to-left when the locale contains `ar` (so `ar-AE` too). */
export function directionOf(locale: string): Direction {
  return locale.toLowerCase().includes('ar') ? 'rtl' : 'ltr';
}

export function isArabic(locale: string): boolean {
  return directionOf(locale) === 'rtl';
}

/** The attributes of `<html>`: lang equals the locale. */
export function documentAttributes(locale: AppLocale): { lang: AppLocale; dir: Direction } {
  return { lang: locale, dir: directionOf(locale) };
}

/** Any tag (`ar-AE`, `EN`) to an app locale, or null. */
export function toAppLocale(value: string | null | undefined): AppLocale | null {
  if (!value) return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return isAppLocale(primary) ? primary : null;
}

/** The locale cookie's value from a `document.cookie` string; null when absent or unknown. */
export function readLocaleCookie(cookieHeader: string | null | undefined): AppLocale | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() !== LOCALE_COOKIE) continue;
    let value = rest.join('=').trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return isAppLocale(value) ? value : null;
  }
  return null;
}

/** The `document.cookie` assignment that keeps the locale for 365 days on every path. */
export function localeCookie(locale: AppLocale, { secure = false } = {}): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Cookie first, then the browser's languages, then English. */
export function resolveLocale(cookieHeader: string | null | undefined, preferred: readonly string[] = []): AppLocale {
  const fromCookie = readLocaleCookie(cookieHeader);
  if (fromCookie) return fromCookie;
  for (const tag of preferred) {
    const locale = toAppLocale(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** §1: paths carry no locale prefix; a prefixed link (`/ar/cart`) is reduced to its path. */
export function stripLocalePrefix(path: string): string {
  const match = /^\/(en|ar)(?=\/|$)/i.exec(path);
  if (!match) return path;
  return path.slice(match[0].length) || '/';
}
