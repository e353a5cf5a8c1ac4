import { useMemo } from 'react';
import { readShopInfo, type ShopInfo } from '@dukkan/core';
import { useShop } from './useShop.ts';

/**
 * The shop as the information pages and the restaurant page show it (`/about`, `/contactus`,
 * `/support`, `/terms`, `/app`, `/resturant`; decision 0037): the same `/shop/{id}/light`
 * answer and cache entry as the layout and home page, read through core `readShopInfo` so
 * the pages only get checked texts and http(s) links.
 */
export function useShopInfo(shopId: string | null | undefined, latlng?: readonly [number, number] | null) {
  const { data, error, isLoading, mutate } = useShop(shopId, latlng);
  const info = useMemo<ShopInfo | undefined>(() => (data ? readShopInfo(data) : undefined), [data]);
  return { data: info, error: error as unknown, isLoading, mutate };
}
