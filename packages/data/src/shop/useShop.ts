import useSWR from 'swr';
import type { CategoryListing, Shop } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { pick, selectFetcher } from '../swr/select.ts';
import { shopKeys } from './keys.ts';

/**
 * The shop, priced for the customer's primary address when known. No request while the id
 * is not known yet (a vendor's shop comes with their user record).
 */
export function useShop(shopId: string | null | undefined, latlng?: readonly [number, number] | null) {
  const client = useApiClient();
  return useSWR<Shop>(shopId ? shopKeys.light(shopId, latlng) : null, selectFetcher(client, pick<Shop>('shop')));
}

/** Categories with their products; `special-1` shops load the whole list (no category). */
export function useCategories(shopId: string | null | undefined, category?: string | null, subCategory?: string | null) {
  const client = useApiClient();
  return useSWR<CategoryListing[]>(
    shopId ? shopKeys.products(shopId, category, subCategory) : null,
    selectFetcher(client, pick<CategoryListing[]>('categories', { list: true })),
  );
}
