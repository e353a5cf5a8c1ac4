import useSWR from 'swr';
import { isRecord } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';

/** A shop as GET /shop/get lists it (vendor spec §7 Shop: isActive, isBanned). */
export interface LedShop {
  id: string;
  name: string;
  name_ar?: string;
  isActive: boolean;
  isBanned: boolean;
}

export const ledShopsKey = () => apiKey('shopGet');

/** The answer's rows that are shops; anything else is dropped rather than crashing the header. */
export function readLedShops(data: unknown): LedShop[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row): LedShop[] => {
    if (!isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number') || typeof row.name !== 'string') return [];
    return [
      {
        id: String(row.id),
        name: row.name,
        ...(typeof row.name_ar === 'string' ? { name_ar: row.name_ar } : {}),
        isActive: row.isActive !== false,
        isBanned: row.isBanned === true,
      },
    ];
  });
}

/** The shops a lead may work on; no request for staff who are not leads. */
export function useLedShops(enabled: boolean) {
  const client = useApiClient();
  return useSWR<LedShop[]>(enabled ? ledShopsKey() : null, selectFetcher(client, readLedShops));
}
