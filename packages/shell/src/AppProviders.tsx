import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { LocaleProvider, type Locale } from '@dukkan/i18n';
import { DesignSystemProvider } from '@dukkan/ui';

export interface AppProvidersProps {
  locale: Locale;
  swr?: SWRConfiguration;
  children: ReactNode;
}

/** Intl with <html lang dir>, theme with the RTL style manager, and the SWR defaults. */
export function AppProviders({ locale, swr, children }: AppProvidersProps) {
  return (
    <LocaleProvider locale={locale}>
      <DesignSystemProvider locale={locale}>
        <SWRConfig value={swr ?? {}}>{children}</SWRConfig>
      </DesignSystemProvider>
    </LocaleProvider>
  );
}
