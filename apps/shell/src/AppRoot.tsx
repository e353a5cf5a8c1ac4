import { useMemo } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@dukkan/core';
import { ApiClientProvider, createSwrConfig } from '@dukkan/data';
import { AppChrome } from './AppChrome.tsx';
import { AppProviders } from './AppProviders.tsx';
import { createAppServices, ServicesContext } from './services.ts';
import { useCrossTabSync } from './useSession.ts';
import { LocaleStateContext, useLocaleState } from './useLocaleState.ts';

export interface AppRootProps {
  config: RuntimeConfig;
  router: ReturnType<typeof createBrowserRouter>;
}

/** The root of both apps: services from runtime config, locale state, providers, router. */
export function AppRoot({ config, router }: AppRootProps) {
  const services = useMemo(() => createAppServices(config), [config]);
  const swr = useMemo(() => createSwrConfig(services.client), [services]);
  const localeState = useLocaleState();
  return (
    <ServicesContext.Provider value={services}>
      <CrossTabSync />
      <ApiClientProvider client={services.client}>
        <LocaleStateContext.Provider value={localeState}>
          <AppProviders locale={localeState.locale} swr={swr}>
            <RouterProvider router={router} />
            <AppChrome />
          </AppProviders>
        </LocaleStateContext.Provider>
      </ApiClientProvider>
    </ServicesContext.Provider>
  );
}

function CrossTabSync() {
  useCrossTabSync();
  return null;
}
