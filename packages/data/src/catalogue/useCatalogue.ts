import { useMemo } from 'react';
import useSWR from 'swr';
import type { CategoryListing, ShopProduct } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { pick, selectFetcher } from '../swr/select.ts';
import { catalogueKeys } from './keys.ts';
import { allProducts, CatalogueNotFoundError, findShopProduct, selectCategory } from './select.ts';

function useListing(key: ReturnType<typeof catalogueKeys.category> | null) {
  const client = useApiClient();
  // keepPreviousData: switching sub-category keeps the page (title, filter chips) on screen
  // while the narrowed list loads, instead of dropping back to a blank skeleton.
  return useSWR<CategoryListing[]>(key, selectFetcher(client, pick<CategoryListing[]>('categories', { list: true })), {
    keepPreviousData: true,
  });
}

/**
 * One category's listing for the category page (`/categories/{id}`), narrowed to a
 * sub-category unless it is 'any'. `error` is a `CatalogueNotFoundError` when the answer has
 * no such category. While another category loads, `data` is undefined (never the previous
 * category's products); while another sub-category of the same one loads, `data` is the
 * previous listing and `isLoading` is true.
 */
export function useCategoryProducts(
  shopId: string | null | undefined,
  categoryId: string | null | undefined,
  subCategoryId: string = 'any',
) {
  const swr = useListing(shopId && categoryId ? catalogueKeys.category(shopId, categoryId, subCategoryId) : null);
  const { data: categories, error, isLoading, isValidating, mutate } = swr;
  const data = useMemo(() => (categories && categoryId ? selectCategory(categories, categoryId) : undefined), [categories, categoryId]);
  const missing = useMemo(
    () => (categories && categoryId && !isLoading && !data ? new CatalogueNotFoundError('category', categoryId) : undefined),
    [categories, categoryId, isLoading, data],
  );
  return { data, error: (error as unknown) ?? missing, isLoading, isValidating, mutate };
}

/**
 * One product for the product page (`/categories/{id}/products/{product_id}`), found in its
 * category's listing (the same cached answer as the category page with no filter), with
 * the category for the breadcrumb. `error` is a `CatalogueNotFoundError` when the category
 * or the product is missing.
 */
export function useShopProduct(
  shopId: string | null | undefined,
  categoryId: string | null | undefined,
  productId: string | null | undefined,
) {
  const listing = useCategoryProducts(shopId, categoryId, 'any');
  const category = listing.data;
  const data: ShopProduct | undefined = useMemo(
    () => (category && productId ? findShopProduct(category, productId) : undefined),
    [category, productId],
  );
  const missing = useMemo(
    () =>
      !listing.error && category && productId && !listing.isLoading && !data ? new CatalogueNotFoundError('product', productId) : undefined,
    [listing.error, category, productId, listing.isLoading, data],
  );
  return {
    data,
    category,
    error: listing.error ?? missing,
    isLoading: listing.isLoading,
    isValidating: listing.isValidating,
    mutate: listing.mutate,
  };
}

/** Every category with its products, for shops whose showType is `special-1` (customer spec §3). */
export function useAllProducts(shopId: string | null | undefined) {
  const swr = useListing(shopId ? catalogueKeys.all(shopId) : null);
  const { data, error, isLoading, isValidating, mutate } = swr;
  const products = useMemo(() => (data ? allProducts(data) : undefined), [data]);
  return { data, products, error: error as unknown, isLoading, isValidating, mutate };
}
