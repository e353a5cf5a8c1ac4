/**
 * The pure parts of `useAreaFind`: the fetcher (a 404 means "no area here", an answer, not a
 * failure) and the status the address form shows.
 */
import type { ApiClient, Area } from '@dukkan/core';
import { ApiRequestError } from '../swr/fetcher.ts';
import type { ApiKey } from '../swr/keys.ts';
import { pick } from '../swr/select.ts';

/** The lookup as the address form shows it (AddressForm `areaStatus`). */
export type AreaStatus = 'idle' | 'loading' | 'found' | 'notFound' | 'error';

export interface AreaFindState {
  /** The area that holds the point; undefined unless `status` is 'found'. */
  area: Area | undefined;
  status: AreaStatus;
}

const selectArea = pick<Area>('area');

/** GET /area/find: the area, or null when the point lies in no area (the API answers 404). */
export function areaFindFetcher(client: Pick<ApiClient, 'call'>) {
  return async ([name, args]: ApiKey): Promise<Area | null> => {
    const result = await client.call(name, args);
    if (result.error) {
      if (result.error.kind === 'http' && result.error.status === 404) return null;
      throw new ApiRequestError(result.error);
    }
    return selectArea(result.data);
  };
}

export interface AreaFindInput {
  /** The point asked about; null when none is picked. */
  latlng: readonly [number, number] | null;
  /** The point is still moving (the lookup waits for it to settle). */
  settling: boolean;
  data: Area | null | undefined;
  error: unknown;
  /** A request is running (the first one, or a retry after an error). */
  validating?: boolean;
}

export function areaFindState({ latlng, settling, data, error, validating = false }: AreaFindInput): AreaFindState {
  if (!latlng) return { area: undefined, status: 'idle' };
  if (settling) return { area: undefined, status: 'loading' };
  if (data) return { area: data, status: 'found' };
  if (data === null) return { area: undefined, status: 'notFound' };
  if (error && !validating) return { area: undefined, status: 'error' };
  return { area: undefined, status: 'loading' };
}
