import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createMemoryStorage, createSafeStorage, type RuntimeConfig } from '@dukkan/core';
import { ApiClientProvider } from '@dukkan/data';
import { demoCustomerSession, DEMO_SHOP_ID } from '@dukkan/mocks';
import { AppChrome, LocaleStateContext, ServicesContext, storyEntry } from '@dukkan/shell';
import { createStorefrontServices, type StorefrontServices } from '../services.ts';
import { StorefrontChrome } from '../StorefrontChrome.tsx';
import { isLocale } from '@dukkan/i18n';

const storyConfig: RuntimeConfig = {
  apiBaseUrl: '',
  appId: 'dukkan-storefront',
  shopId: DEMO_SHOP_ID,
  features: {
    marketingPixel: false,
    pixelId: '',
    paymentProvider: 'sandbox',
    pushPublicKey: '',
    nfcLinkBase: 'https://dukkan.ae/nfc/',
    mapTiles: null,
  },
};

export interface ConnectedRouteProps {
  /** The app's routes (the real route components, not copies). */
  routes: RouteObject[];
  /** Where the story starts. */
  path: string;
  /** Start signed in as the demo customer (a real session on the MSW mock database). */
  signedIn?: boolean;
  /** Fill stores before the first render (e.g. put products in the cart). */
  setup?: (services: StorefrontServices) => void;
}

/**
 * A storefront route as the app runs it, inside Storybook: the real services (fresh memory
 * storage per story), the real route component, SWR hooks and Valtio stores, and the MSW
 * handlers of the preview answering every call. The preview already provides intl, theme
 * and a fresh SWR cache.
 */
export function ConnectedRoute({ routes, path, signedIn = false, setup }: ConnectedRouteProps) {
  const { locale } = useIntl();
  const services = useMemo(() => {
    const created = createStorefrontServices(storyConfig, { storage: createSafeStorage(createMemoryStorage()) });
    setup?.(created);
    return created;
    // One set of services per mounted story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [storyEntry(path)] }), [routes, path]);
  const [ready, setReady] = useState(!signedIn);
  useEffect(() => {
    if (!signedIn) return;
    void services.user.saveUser(demoCustomerSession()).then(() => setReady(true));
  }, [signedIn, services]);
  const localeState = useMemo(() => ({ locale: isLocale(locale) ? locale : 'en', setLocale: () => undefined }), [locale]);
  if (!ready) return null;
  return (
    <ServicesContext.Provider value={services}>
      <ApiClientProvider client={services.client}>
        <LocaleStateContext.Provider value={localeState}>
          <RouterProvider router={router} />
          <AppChrome checkForUpdates={false} />
          <StorefrontChrome />
        </LocaleStateContext.Provider>
      </ApiClientProvider>
    </ServicesContext.Provider>
  );
}
