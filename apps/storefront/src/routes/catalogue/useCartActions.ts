import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { toFils, type CartAddon, type CartProduct, type ShopProduct } from '@dukkan/core';
import { useStorefrontServices } from '../../services.ts';

/**
 * The cart as the catalogue pages use it: the count of a product and stable add/remove
 * callbacks (product cards are memoised). Every add sends the addToCart pixel event (§1).
 */
export function useCartActions() {
  const { cart, pixel } = useStorefrontServices();
  const snapshot = useSnapshot(cart.state);
  const { items } = snapshot;
  const countOf = useCallback((productId: string) => items.find((item) => item.shopProduct.id === productId)?.count ?? 0, [items]);
  const add = useCallback(
    (product: ShopProduct, cartProduct: CartProduct, addons?: readonly CartAddon[], count = 1) => {
      for (let i = 0; i < count; i += 1) cart.add(cartProduct, addons);
      pixel.track('addToCart', {
        contentIds: [product.id],
        contentName: product.product.name,
        numItems: count,
        valueFils: (toFils(product.computedPrice) ?? 0) * count,
      });
    },
    [cart, pixel],
  );
  const remove = useCallback((product: ShopProduct) => cart.remove(product.id), [cart]);
  return { countOf, add, remove };
}
