import useSWR from 'swr';
import { isRecord, type Area } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';
import { shopProfileKeys } from './keys.ts';
import { readShopDetails, type ShopDetails } from './readShopDetails.ts';

/** The working shop's profile (GET /shop/a/details); no request until the shop is known. */
export function useShopDetails(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ShopDetails>(shopId ? shopProfileKeys.details(shopId) : null, selectFetcher(client, readShopDetails));
}

/** An area of GET /area/list, and whether the shop has its own delivery settings there. */
export interface ShopArea extends Area {
  shopDelivers: boolean;
}

export function readShopAreas(data: unknown): ShopArea[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row): ShopArea[] => {
    if (!isRecord(row) || (typeof row.id !== 'string' && typeof row.id !== 'number') || typeof row.name !== 'string') return [];
    return [
      {
        id: String(row.id),
        name: row.name,
        ...(typeof row.name_ar === 'string' ? { name_ar: row.name_ar } : {}),
        city: typeof row.city === 'string' ? row.city : '',
        ...(typeof row.city_ar === 'string' ? { city_ar: row.city_ar } : {}),
        delivers: row.delivers === true,
        shopDelivers: isRecord(row.deliveryArea),
      },
    ];
  });
}

/** The platform's areas with the shop's delivery settings (GET /area/list), for the address card. */
export function useShopAreas(enabled: boolean) {
  const client = useApiClient();
  return useSWR<ShopArea[]>(enabled ? shopProfileKeys.areas() : null, selectFetcher(client, readShopAreas), { revalidateOnFocus: false });
}
