import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import type { ListStatus } from '../shared/usePagedList.ts';
import { readVendorAddonProduct, type VendorAddonGroup, type VendorAddonProduct } from './addons.model.ts';
import { vendorCatalogueKeys } from './keys.ts';

export interface VendorAddons {
  /** The shop product (for its names and price); null until it arrives. */
  product: VendorAddonProduct['product'] | null;
  /** Its add-on groups in their order. */
  groups: VendorAddonGroup[];
  status: ListStatus;
  error: unknown;
  retry: () => void;
}

/** GET /grocery/shop/product (shop, product): a product of the working shop with its add-on groups. */
export function useVendorAddons(shopId: string | undefined, productId: string): VendorAddons {
  const client = useApiClient();
  const swr = useSWR<VendorAddonProduct>(
    shopId && productId ? vendorCatalogueKeys.product(shopId, productId) : null,
    selectFetcher(client, readVendorAddonProduct),
  );
  const status: ListStatus = swr.data ? 'ready' : swr.error ? 'error' : 'loading';
  return {
    product: swr.data?.product ?? null,
    groups: swr.data?.groups ?? [],
    status,
    error: swr.error,
    retry: () => void swr.mutate(),
  };
}
