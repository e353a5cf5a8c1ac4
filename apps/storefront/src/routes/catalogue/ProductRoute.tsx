import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { isNotFound, useShopProduct } from '@dukkan/data';
import { ProductPage } from '@dukkan/screens';

import { toFils } from '@dukkan/core';
import { urls } from '../../urls.ts';
import { useCartActions } from './useCartActions.ts';
import { useStorefrontServices } from '../../services.ts';

/** `/categories/{id}/products/{product_id}`; sends the viewContent pixel event once per product. */
export function ProductRoute() {
  const { config, pixel } = useStorefrontServices();
  const { id = '', productId = '' } = useParams();
  const { data, category, error, isLoading, mutate } = useShopProduct(config.shopId, id, productId);
  const { countOf, add } = useCartActions();
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    if (!data || viewed.current === data.id) return;
    viewed.current = data.id;
    pixel.track('viewContent', { contentIds: [data.id], contentName: data.product.name, valueFils: toFils(data.computedPrice) ?? 0 });
  }, [data, pixel]);
  return (
    <ProductPage
      product={data}
      category={category}
      categoryHref={urls.category(id)}
      isLoading={isLoading}
      error={isNotFound(error) ? undefined : error}
      notFound={isNotFound(error)}
      onRetry={() => void mutate()}
      onAddToCart={({ product, cartProduct, addons, count }) => add(product, cartProduct, addons, count)}
      countInCart={data ? countOf(data.id) : 0}
      cartHref={urls.cart()}
    />
  );
}
