import { useMemo, type ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { RuntimeConfig } from '@dukkan/core';
import { ApiClientProvider, createSwrConfig } from '@dukkan/data';
import { MapTilesProvider } from '@dukkan/ui';
import { AppChrome } from './AppChrome.tsx';
import { AppProviders } from './AppProviders.tsx';
import { createAppServices, ServicesContext, type AppServices } from './services.ts';
import { useCrossTabSync } from './useSession.ts';
import { LocaleStateContext, useLocaleState } from './useLocaleState.ts';

export interface AppRootProps {
  config: RuntimeConfig;
  router: ReturnType<typeof createBrowserRouter>;
  /** The app's services; the storefront adds its cart, pixel and payments (default: the shared ones). */
  createServices?: (config: RuntimeConfig) => AppServices;
  /** App-only parts that live outside the routes (the storefront's cart sync and pixel). */
  extras?: ReactNode;
}

/** The root of both apps: services from runtime config, locale state, providers, router. */
export function AppRoot({ config, router, createServices = createAppServices, extras }: AppRootProps) {
  const services = useMemo(() => createServices(config), [config, createServices]);
  const swr = useMemo(() => createSwrConfig(services.client), [services]);
  const localeState = useLocaleState();
  return (
    <ServicesContext.Provider value={services}>
      <CrossTabSync />
      <ApiClientProvider client={services.client}>
        <LocaleStateContext.Provider value={localeState}>
          <AppProviders locale={localeState.locale} swr={swr}>
            <MapTilesProvider value={config.features.mapTiles}>
              <RouterProvider router={router} />
              <AppChrome />
              {extras}
            </MapTilesProvider>
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
