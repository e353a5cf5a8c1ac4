import { useCallback, useDeferredValue } from 'react';
import { useSearchParams } from 'react-router';
import type { CartProduct, ShopProduct } from '@dukkan/core';
import { useProductSearch } from '@dukkan/data';
import { SearchPage } from '@dukkan/screens';

import { urls } from '../../urls.ts';
import { useCartActions } from '../catalogue/useCartActions.ts';
import { useStorefrontServices } from '../../services.ts';

/**
 * `/search?q=` (issue #16 item 7): the query lives in the URL (the header's box writes it), so
 * a reload, the back button or a shared link shows the same results. The results follow a
 * deferred copy of the query, so a keystroke never waits for a large list to re-render.
 */
export function SearchRoute() {
  const { config } = useStorefrontServices();
  const [params] = useSearchParams();
  const query = useDeferredValue(params.get('q') ?? '');
  const { results, categoryOf, error, isLoading, mutate } = useProductSearch(config.shopId, query);
  const { countOf, add, remove } = useCartActions();
  const onAdd = useCallback((product: ShopProduct, cartProduct: CartProduct) => add(product, cartProduct), [add]);
  const productHref = useCallback((productId: string) => urls.product(categoryOf.get(productId) ?? '', productId), [categoryOf]);
  return (
    <SearchPage
      query={query}
      results={results}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      countOf={countOf}
      onAdd={onAdd}
      onRemove={remove}
      productHref={productHref}
      homeHref={urls.home()}
    />
  );
}
