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

export interface AppServices {
  config: RuntimeConfig;
  storage: SafeStorage;
  tokens: TokenManager;
  client: ApiClient;
}

/**
 * What an app holds for its lifetime, created once at start from the runtime config.
 * Storage is wrapped so a throwing localStorage (private mode, quota) degrades to memory.
 */
export function createAppServices(config: RuntimeConfig): AppServices {
  const storage = createSafeStorage(browserLocalStorage());
  const tokens = createTokenManager({ storage, locks: browserLocks() });
  const client = createApiClient({ baseUrl: config.apiBaseUrl, appId: config.appId, tokens });
  return { config, storage, tokens, client };
}

export const ServicesContext = createContext<AppServices | null>(null);

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs the app root');
  return services;
}
