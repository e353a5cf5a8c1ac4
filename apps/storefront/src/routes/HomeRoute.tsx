import { useCallback, useMemo } from 'react';
import { primaryLatLng, type CartProduct, type CtaButton, type ShopProduct } from '@dukkan/core';
import { useAddresses, useAllProducts, useShop } from '@dukkan/data';
import { ShopHome, type HomeCatalogue } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { urls } from '../urls.ts';
import { useCartActions } from './catalogue/useCartActions.ts';
import { useStorefrontServices } from '../services.ts';

/** How many offers the home page shows. */
export const HOME_OFFERS = 12;

/** Where the header slider's button goes (decision 0052): a category (or one of its sub-categories), a product, or a web page. */
function sliderHref(cta: CtaButton | undefined, products: readonly ShopProduct[] | undefined): string | undefined {
  if (!cta?.enable || !cta.selectedId) return undefined;
  const id = cta.selectedId;
  if (cta.actionType === 'category')
    return cta.subCatId ? `${urls.category(id)}?sub=${encodeURIComponent(cta.subCatId)}` : urls.category(id);
  if (cta.actionType === 'product') {
    const product = products?.find((p) => p.id === id);
    return product ? urls.product(product.product.category, product.id) : undefined;
  }
  if (cta.actionType === 'url') return /^https?:\/\//i.test(id) ? id : undefined;
  return undefined;
}

/**
 * `/`: the shop (`/shop/{id}/light`, priced for the primary address when signed in), its
 * main categories, its offers, and for `special-1` shops the whole product list (§3, §7).
 */
export function HomeRoute() {
  const { config } = useStorefrontServices();
  const { isLoggedIn } = useUserState();
  const addresses = useAddresses(isLoggedIn);
  const latlng = addresses.data ? primaryLatLng(addresses.data) : null;
  const { data, error, isLoading, mutate } = useShop(config.shopId, latlng);
  const listing = useAllProducts(data ? config.shopId : null);
  const { countOf, add, remove } = useCartActions();
  const onAdd = useCallback((product: ShopProduct, cartProduct: CartProduct) => add(product, cartProduct), [add]);
  const catalogue = useMemo<HomeCatalogue | undefined>(() => {
    if (!listing.data || !listing.products) return undefined;
    const offers = listing.products.filter((p) => p.isAvailable && p.offerPrice > 0).slice(0, HOME_OFFERS);
    return {
      offers,
      ...(data?.showType === 'special-1' ? { sections: listing.data } : {}),
      countOf,
      onAdd,
      onRemove: remove,
      productHref: urls.product,
    };
  }, [listing.data, listing.products, data?.showType, countOf, onAdd, remove]);
  return (
    <ShopHome
      shop={data}
      isLoading={isLoading}
      error={error}
      onRetry={() => void mutate()}
      categoryHref={urls.category}
      catalogue={catalogue}
      sliderCtaHref={sliderHref(data?.slider?.cta, listing.products)}
    />
  );
}
