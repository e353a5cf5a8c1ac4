import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@dukkan/core';

/** The app's API client, for hooks that mutate (queries go through the SWR fetcher). */
const ApiClientContext = createContext<ApiClient | null>(null);

export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return createElement(ApiClientContext.Provider, { value: client }, children);
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider> above it');
  return client;
}
