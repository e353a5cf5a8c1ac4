import { useMemo } from 'react';
import { createSearchIndex, type ShopProduct } from '@dukkan/core';
import { useAllProducts } from '../catalogue/useCatalogue.ts';

/** The product's names in both languages: what a customer types (customer spec §3 name/name_ar). */
export function productSearchTexts(sp: ShopProduct): readonly unknown[] {
  return [sp.product.name, sp.product.name_ar];
}

/**
 * Product search over the listing the app already loads (`useAllProducts`: every category of
 * the shop). The names are folded once per listing answer; each query then only scans the
 * precomputed strings (docs/decisions/0039). `results` is undefined until the listing is in.
 */
export function useProductSearch(shopId: string | null | undefined, query: string) {
  const { products, error, isLoading, mutate } = useAllProducts(shopId);
  const index = useMemo(() => (products ? createSearchIndex(products, productSearchTexts) : undefined), [products]);
  const results = useMemo(() => index?.search(query), [index, query]);
  /** Where each product lives, for its product page link (`/categories/{id}/products/{id}`). */
  const categoryOf = useMemo(() => new Map((products ?? []).map((sp) => [sp.id, sp.product.category] as const)), [products]);
  return { results, categoryOf, error, isLoading, mutate };
}
