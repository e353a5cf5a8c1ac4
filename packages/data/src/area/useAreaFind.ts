import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { areaFindFetcher, areaFindState, type AreaFindState } from './areaFind.ts';
import { areaKeys } from './keys.ts';

/** How long the pin must rest before its area is looked up: a drag asks once, not per frame. */
export const AREA_FIND_SETTLE_MS = 300;

function samePoint(a: readonly [number, number] | null, b: readonly [number, number] | null): boolean {
  return a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1]);
}

/**
 * The area of a picked point (customer spec §7 GET /area/find) for the address form:
 * `{ area, status }` with status idle (no point), loading, found, notFound (the point lies in
 * no area) or error, and `retry` after an error. A point that keeps moving is looked up once
 * it rests for `settleMs`.
 */
export function useAreaFind(
  latlng: readonly [number, number] | null,
  { settleMs = AREA_FIND_SETTLE_MS } = {},
): AreaFindState & { retry: () => void } {
  const client = useApiClient();
  const [settled, setSettled] = useState(latlng);
  useEffect(() => {
    if (!latlng || samePoint(latlng, settled)) return undefined;
    const timer = setTimeout(() => setSettled(latlng), Math.max(0, settleMs));
    return () => clearTimeout(timer);
  }, [latlng, settled, settleMs]);

  const settling = latlng !== null && !samePoint(latlng, settled);
  const key = latlng && !settling ? areaKeys.find(latlng) : null;
  const { data, error, isValidating, mutate } = useSWR(key, areaFindFetcher(client), { revalidateOnFocus: false });
  const state = areaFindState({ latlng, settling, data, error, validating: isValidating });
  return { ...state, retry: () => void mutate() };
}
