import { useMemo } from 'react';
import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import type { ListStatus } from '../shared/usePagedList.ts';
import { productFilter, sortProducts, type ProductFilters, type ProductSort } from './filter.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { readVendorCategories, readVendorProducts, type VendorCategory, type VendorProduct } from './model.ts';

export interface VendorProductsQuery {
  /** The working shop (useWorkingShop); no request while it is not known. */
  shopId: string | undefined;
  q: string;
  filters: ProductFilters;
  sort: ProductSort;
  locale: 'en' | 'ar';
}

export interface VendorProducts {
  /** The rows that match, sorted; all of them (the table windows long lists). */
  rows: VendorProduct[];
  /** Every product of the shop. */
  total: number;
  status: ListStatus;
  error: unknown;
  retry: () => void;
}

/** The shop's products, searched, filtered and sorted in the browser (the call answers the whole list). */
export function useVendorProducts({ shopId, q, filters, sort, locale }: VendorProductsQuery): VendorProducts {
  const client = useApiClient();
  const swr = useSWR<VendorProduct[]>(shopId ? vendorCatalogueKeys.products(shopId) : null, selectFetcher(client, readVendorProducts), {
    keepPreviousData: true,
  });
  const { category, subCategory, available, hidden } = filters;
  const rows = useMemo(
    () => (swr.data ? sortProducts(swr.data.filter(productFilter(q, { category, subCategory, available, hidden })), sort, locale) : []),
    [swr.data, q, category, subCategory, available, hidden, sort, locale],
  );
  const status: ListStatus = swr.data ? 'ready' : swr.error ? 'error' : 'loading';
  return { rows, total: swr.data?.length ?? 0, status, error: swr.error, retry: () => void swr.mutate() };
}

/** The shop's categories for the filters; an empty list until they arrive (the filter waits, the list does not). */
export function useVendorCategories(shopId: string | undefined): VendorCategory[] {
  const client = useApiClient();
  const swr = useSWR<VendorCategory[]>(shopId ? vendorCatalogueKeys.categories(shopId) : null, selectFetcher(client, readVendorCategories));
  return swr.data ?? [];
}
