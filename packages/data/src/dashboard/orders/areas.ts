/**
 * Area names for the orders screens. An order's address carries the area as an id (`area-6`,
 * resolved when the customer saved it); GET /area/list names every area, in both languages,
 * so the board can say "Dubai Marina" without one call per order.
 */
import useSWR from 'swr';
import { isRecord } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';

export interface AreaName {
  name: string;
  name_ar?: string;
}

export const areaNamesKey = () => apiKey('areaList');

export function readAreaNames(data: unknown): ReadonlyMap<string, AreaName> {
  if (!Array.isArray(data)) throw invalidAnswer();
  const names = new Map<string, AreaName>();
  for (const row of data) {
    if (!isRecord(row) || typeof row.id !== 'string' || typeof row.name !== 'string' || row.name.trim() === '') continue;
    names.set(
      row.id,
      typeof row.name_ar === 'string' && row.name_ar.trim() !== '' ? { name: row.name, name_ar: row.name_ar } : { name: row.name },
    );
  }
  return names;
}

/** The names of all areas; they rarely change, so they are read once per visit. */
export function useAreaNames(enabled: boolean) {
  const client = useApiClient();
  return useSWR<ReadonlyMap<string, AreaName>>(enabled ? areaNamesKey() : null, selectFetcher(client, readAreaNames), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
