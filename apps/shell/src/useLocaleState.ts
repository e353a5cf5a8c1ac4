import { createContext, useCallback, useContext, useState } from 'react';
import { defaultLocale, isLocale, type Locale } from '@dukkan/i18n';

/** Customer spec §1, §9: the locale lives in a cookie for 365 days; paths carry no prefix. */
const COOKIE = 'locale';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLocaleCookie(cookie: string): Locale | null {
  const match = /(?:^|;\s*)locale=([^;]*)/.exec(cookie);
  const value = match?.[1] ? decodeURIComponent(match[1]) : null;
  return isLocale(value) ? value : null;
}

/** First visit: the browser's preferred language when it is Arabic, else English. */
export function initialLocale(cookie: string, languages: readonly string[]): Locale {
  const stored = readLocaleCookie(cookie);
  if (stored) return stored;
  const preferred = languages.find((l) => /^(ar|en)\b/i.test(l));
  return preferred?.toLowerCase().startsWith('ar') ? 'ar' : defaultLocale;
}

export interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}

export function useLocaleState(): LocaleState {
  const [locale, setState] = useState<Locale>(() => initialLocale(document.cookie, navigator.languages ?? []));
  const setLocale = useCallback((next: Locale) => {
    document.cookie = `${COOKIE}=${next}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
    setState(next);
  }, []);
  return { locale, setLocale };
}

/** The app's locale state, for the layout's language switch. */
export const LocaleStateContext = createContext<LocaleState | null>(null);

export function useLocale(): LocaleState {
  const value = useContext(LocaleStateContext);
  if (!value) throw new Error('useLocale needs a <LocaleStateContext.Provider> (the app root)');
  return value;
}
