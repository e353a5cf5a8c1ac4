import type { SWRConfiguration } from 'swr';
import type { ApiClient } from '@dukkan/core';
import { ApiRequestError, createFetcher } from './fetcher.ts';

export const MAX_ERROR_RETRIES = 5;

/** Whether SWR should try again: never on a 4xx (the answer will not change), at most 5 times. */
export function shouldRetry(error: unknown, attempt: number): boolean {
  if (attempt > MAX_ERROR_RETRIES) return false;
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return true;
}

/** Exponential backoff with a cap: 1 s, 2 s, 4 s, 8 s, 16 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 16_000);
}

export function createSwrConfig(client: Pick<ApiClient, 'call'>): SWRConfiguration {
  return {
    fetcher: createFetcher(client) as SWRConfiguration['fetcher'],
    revalidateOnFocus: true,
    onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
      if (!shouldRetry(error, retryCount)) return;
      setTimeout(() => void revalidate({ retryCount }), retryDelayMs(retryCount));
    },
  };
}
