import { useCallback } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { CartProduct, ShopProduct } from '@dukkan/core';
import { useCategoryProducts } from '@dukkan/data';
import { ANY_SUB_CATEGORY, CategoryPage } from '@dukkan/screens';

import { urls } from '../../urls.ts';
import { useCartActions } from './useCartActions.ts';
import { useStorefrontServices } from '../../services.ts';

/** `/categories/{id}`; the sub-category filter lives in `?sub=` so a reload or a shared link keeps it. */
export function CategoryRoute() {
  const { config } = useStorefrontServices();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const subCategoryId = params.get('sub') || ANY_SUB_CATEGORY;
  const { data, error, isLoading, mutate } = useCategoryProducts(config.shopId, id, subCategoryId);
  const { countOf, add, remove } = useCartActions();
  const onAdd = useCallback((product: ShopProduct, cartProduct: CartProduct) => add(product, cartProduct), [add]);
  const productHref = useCallback((productId: string) => urls.product(id, productId), [id]);
  return (
    <CategoryPage
      listing={data}
      subCategoryId={subCategoryId}
      onSubCategoryChange={(next) => setParams(next === ANY_SUB_CATEGORY ? {} : { sub: next }, { replace: true })}
      countOf={countOf}
      onAdd={onAdd}
      onRemove={remove}
      productHref={productHref}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
    />
  );
}
