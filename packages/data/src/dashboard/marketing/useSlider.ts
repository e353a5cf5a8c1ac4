import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import { marketingKeys } from './keys.ts';
import { readSliderSettings, type SliderSettings } from './read.ts';

/** The working shop's header slider and the categories its button can open; no request without a shop. */
export function useSliderSettings(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<SliderSettings>(shopId ? marketingKeys.slider(shopId) : null, selectFetcher(client, readSliderSettings));
}
