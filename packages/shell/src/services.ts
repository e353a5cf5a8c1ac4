import { createContext, useContext } from 'react';
import {
  browserLocalStorage,
  browserLocks,
  createApiClient,
  createSafeStorage,
  createTokenManager,
  type ApiClient,
  type RuntimeConfig,
  type SafeStorage,
  type TokenManager,
} from '@dukkan/core';
import { clearSwrCache, createDialogsStore, createUserStore, type DialogsStore, type UserStore } from '@dukkan/data';
import { createToastQueue, type ToastQueue } from '@dukkan/ui';

/** What every app holds for its lifetime (storefront and dashboard alike). */
export interface AppServices {
  config: RuntimeConfig;
  storage: SafeStorage;
  tokens: TokenManager;
  client: ApiClient;
  user: UserStore;
  /** Confirm and alert dialogs as promises, rendered by the app root's overlays. */
  dialogs: DialogsStore;
  /** Toasts (the new-build offer, confirmations), rendered by the app root. */
  toasts: ToastQueue;
}

export interface AppServicesOptions {
  /** Stories and tests pass a memory storage so nothing leaks between them. */
  storage?: SafeStorage;
  /**
   * What the user store also empties on a chosen sign-out: the storefront passes its cart and
   * cart options (customer spec §4 "Auth"); the dashboard has none.
   */
  signOutAlsoClears?: Pick<Parameters<typeof createUserStore>[0], 'cart' | 'options'>;
  /** This device's push token, sent after every sign-in when there is one (customer spec §4). */
  deviceToken?: () => string | null;
}

/**
 * The shared services, created once at start from the runtime config. Storage is wrapped so a
 * throwing localStorage (private mode, quota) degrades to memory. Every sign-out, asked for or
 * forced by rejected tokens, empties the SWR cache so the next person at this device never sees
 * the previous one's data (issue #3 item 12).
 */
export function createAppServices(
  config: RuntimeConfig,
  { storage: given, signOutAlsoClears, deviceToken }: AppServicesOptions = {},
): AppServices {
  const storage = given ?? createSafeStorage(browserLocalStorage());
  const tokens = createTokenManager({ storage, locks: browserLocks() });
  const client = createApiClient({ baseUrl: config.apiBaseUrl, appId: config.appId, tokens });
  const user = createUserStore({ storage, client, ...signOutAlsoClears, deviceToken, onSignedOut: () => void clearSwrCache() });
  return { config, storage, tokens, client, user, dialogs: createDialogsStore(), toasts: createToastQueue() };
}

export const ServicesContext = createContext<AppServices | null>(null);

/** The app's services; an app with more (the storefront) names its own type. */
export function useServices<T extends AppServices = AppServices>(): T {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the app root');
  return services as T;
}
