import { createContext, useCallback, useContext, useState } from 'react';
import { localeCookie, resolveLocale, type AppLocale } from '@dukkan/core';

export interface LocaleState {
  locale: AppLocale;
  setLocale: (locale: AppLocale) => void;
}

/** The visitor's locale: the cookie, else the browser's languages, else English (0005). */
export function initialLocale(): AppLocale {
  return resolveLocale(document.cookie, navigator.languages ?? []);
}

export function useLocaleState(): LocaleState {
  const [locale, setState] = useState<AppLocale>(initialLocale);
  const setLocale = useCallback((next: AppLocale) => {
    document.cookie = localeCookie(next, { secure: location.protocol === 'https:' });
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
