import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadCatalogue, loadedCatalogue, type Catalogue } from './catalogues.ts';
import { directionOf, type Locale } from './locales.ts';

export interface LocaleProviderProps {
  locale: Locale;
  children: ReactNode;
  /** Sets `<html lang dir>` (customer spec §1). Off for nested providers. */
  syncDocument?: boolean;
}

interface Shown {
  locale: Locale;
  messages: Catalogue;
}

/**
 * react-intl plus the document's language and direction. The catalogue of `locale` is loaded
 * before the app renders (boot, the Storybook loader); on a switch, the previous language stays
 * on screen until the new catalogue has arrived, then both change together (no flash of ids,
 * no suspense fallback). A missing message is a bug the i18n check catches, so react-intl's
 * console noise for it is turned into an error.
 */
export function LocaleProvider({ locale, children, syncDocument = true }: LocaleProviderProps) {
  const [shown, setShown] = useState<Shown>(() => {
    const messages = loadedCatalogue(locale);
    if (messages) return { locale, messages };
    // The language changed while the app started (docs/decisions/0102): the language whose
    // messages are here is shown until these arrive, as on a switch, rather than bare ids.
    const other: Locale = locale === 'ar' ? 'en' : 'ar';
    const loaded = loadedCatalogue(other);
    return loaded ? { locale: other, messages: loaded } : { locale, messages: {} };
  });
  const current = shown.locale === locale ? shown : (loadedCatalogue(locale) && { locale, messages: loadedCatalogue(locale)! }) || shown;
  useEffect(() => {
    if (shown.locale === locale && Object.keys(shown.messages).length > 0) return undefined;
    let live = true;
    void loadCatalogue(locale).then((messages) => {
      if (live) setShown({ locale, messages });
    });
    return () => {
      live = false;
    };
  }, [locale, shown]);
  useEffect(() => {
    if (!syncDocument) return;
    document.documentElement.lang = current.locale;
    document.documentElement.dir = directionOf(current.locale);
  }, [current.locale, syncDocument]);
  return (
    <IntlProvider locale={current.locale} messages={current.messages} defaultLocale="en" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: { code?: string; message: string }): void {
  console.error(`[i18n] ${error.code ?? 'ERROR'}: ${error.message}`);
}
