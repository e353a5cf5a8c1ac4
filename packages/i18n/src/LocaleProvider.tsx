import { useEffect, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues } from './catalogues.ts';
import { directionOf, type Locale } from './locales.ts';

export interface LocaleProviderProps {
  locale: Locale;
  children: ReactNode;
  /** Sets `<html lang dir>` (customer spec §1). Off for nested providers. */
  syncDocument?: boolean;
}

/**
 * react-intl plus the document's language and direction. A missing message is a bug the
 * i18n check catches, so react-intl's console noise for it is turned into an error.
 */
export function LocaleProvider({ locale, children, syncDocument = true }: LocaleProviderProps) {
  useEffect(() => {
    if (!syncDocument) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale, syncDocument]);
  return (
    <IntlProvider locale={locale} messages={catalogues[locale]} defaultLocale="en" onError={reportIntlError}>
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: { code?: string; message: string }): void {
  console.error(`[i18n] ${error.code ?? 'ERROR'}: ${error.message}`);
}
