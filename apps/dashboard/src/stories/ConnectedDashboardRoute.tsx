import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMemoryStorage, createSafeStorage, type RuntimeConfig } from '@dukkan/core';
import { ApiClientProvider } from '@dukkan/data';
import { demoStaffSession } from '@dukkan/mocks';
import { isLocale } from '@dukkan/i18n';
import { AppChrome, LocaleStateContext, ServicesContext, storyEntry } from '@dukkan/shell';
import { areas } from '../areas/index.ts';
import { dashboardRoutes } from '../routeTable.tsx';
import { createDashboardServices, type DashboardServices } from '../services.ts';

const storyConfig: RuntimeConfig = {
  apiBaseUrl: '',
  appId: 'dukkan-dashboard',
  shopId: '',
  features: {
    marketingPixel: false,
    pixelId: '',
    paymentProvider: 'sandbox',
    pushPublicKey: '',
    nfcLinkBase: 'https://dukkan.ae/nfc/',
    mapTiles: null,
  },
};

export interface ConnectedDashboardRouteProps {
  /** Where the story starts, e.g. '/settings'. */
  path: string;
  /** Who is signed in (a real session on the MSW mock database); none shows the sign-in page. */
  as?: 'seller' | 'cashier' | null;
  /** Fill stores before the first render (e.g. a lead's chosen shop). */
  setup?: (services: DashboardServices) => void;
}

// The app discovers the areas' routes on its first navigation inside the layout (decision 0091);
// a story starts with them all, so its first render is the page.
const routes = dashboardRoutes(areas.flatMap((area) => area.routes));

/**
 * A dashboard page as the app runs it, inside Storybook: the real route table (layout, guards,
 * area routes), services with a fresh memory storage, SWR hooks and Valtio stores, and the MSW
 * handlers of the preview answering every call (decision 0030).
 */
export function ConnectedDashboardRoute({ path, as = 'seller', setup }: ConnectedDashboardRouteProps) {
  const { locale } = useIntl();
  const services = useMemo(() => {
    const created = createDashboardServices(storyConfig, { storage: createSafeStorage(createMemoryStorage()) });
    setup?.(created);
    return created;
    // One set of services per mounted story.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [storyEntry(path)] }), [path]);
  const [ready, setReady] = useState(!as);
  useEffect(() => {
    if (!as) return;
    void services.user.saveUser(demoStaffSession(as)).then(() => setReady(true));
  }, [as, services]);
  const localeState = useMemo(() => ({ locale: isLocale(locale) ? locale : 'en', setLocale: () => undefined }), [locale]);
  if (!ready) return null;
  return (
    <ServicesContext.Provider value={services}>
      <ApiClientProvider client={services.client}>
        <LocaleStateContext.Provider value={localeState}>
          <RouterProvider router={router} />
          <AppChrome checkForUpdates={false} />
        </LocaleStateContext.Provider>
      </ApiClientProvider>
    </ServicesContext.Provider>
  );
}
