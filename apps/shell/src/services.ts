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
import { clearSwrCache, createUserStore, type UserStore } from '@dukkan/data';

export interface AppServices {
  config: RuntimeConfig;
  storage: SafeStorage;
  tokens: TokenManager;
  client: ApiClient;
  user: UserStore;
}

/**
 * What an app holds for its lifetime, created once at start from the runtime config.
 * Storage is wrapped so a throwing localStorage (private mode, quota) degrades to memory.
 * Every sign-out, asked for or forced by rejected tokens, empties the SWR cache so the next
 * person at this device never sees the previous one's data (issue #3 item 12).
 */
export function createAppServices(config: RuntimeConfig): AppServices {
  const storage = createSafeStorage(browserLocalStorage());
  const tokens = createTokenManager({ storage, locks: browserLocks() });
  const client = createApiClient({ baseUrl: config.apiBaseUrl, appId: config.appId, tokens });
  // The store follows the tokens: a session the client ends (rejected refresh) drops the user.
  const user = createUserStore({ storage, client, onSignedOut: () => void clearSwrCache() });
  return { config, storage, tokens, client, user };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the app root');
  return services;
}
