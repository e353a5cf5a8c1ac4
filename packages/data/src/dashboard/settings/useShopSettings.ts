import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import { settingsKeys, type SettingsKey } from './keys.ts';
import { readShopSettingsDetails, type ShopSettingsDetails } from './readSettings.ts';

export type SettingsStatus = 'loading' | 'error' | 'ready';

export interface ShopSettingsState {
  data: ShopSettingsDetails | undefined;
  status: SettingsStatus;
  error: unknown;
  retry: () => void;
}

/**
 * The working shop's settings and opening hours (GET /shop/a/details?id=<shop>), read by
 * readShopSettingsDetails: defaults for a shop without settings, never a crash on a broken answer.
 */
export function useShopSettings(shopId: string | undefined): ShopSettingsState {
  const client = useApiClient();
  const swr = useSWR<ShopSettingsDetails>(shopId ? settingsKeys.details(shopId) : null, async ([name, args]: SettingsKey) => {
    const result = await client.call(name, args);
    if (result.error) throw new ApiRequestError(result.error);
    return readShopSettingsDetails(result.data);
  });
  const data = swr.data;
  const status: SettingsStatus = data ? 'ready' : swr.error ? 'error' : 'loading';
  const { mutate } = swr;
  return { data, status, error: swr.error, retry: () => void mutate() };
}
