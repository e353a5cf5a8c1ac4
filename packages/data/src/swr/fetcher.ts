import type { ApiClient, ApiError } from '@dukkan/core';
import type { ApiKey } from './keys.ts';

/** Thrown into SWR's `error`: the client's error object, unchanged (spec §8). */
export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.error = error;
  }
  get status(): number {
    return this.error.status;
  }
}

/** SWR's fetcher is the API client: `{data, error}` becomes data or a thrown ApiRequestError. */
export function createFetcher(client: Pick<ApiClient, 'call'>) {
  return async function fetcher(key: ApiKey): Promise<unknown> {
    const [name, args] = key;
    const result = await client.call(name, args);
    if (result.error) throw new ApiRequestError(result.error);
    return result.data;
  };
}
