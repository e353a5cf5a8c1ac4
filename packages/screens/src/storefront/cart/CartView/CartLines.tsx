import { useMemo } from 'react';
import type { AddonGroup, CartItem, CartProduct, CheckoutLine, Id } from '@dukkan/core';
import { priceEntries } from './cartLines.ts';
import { CartLine, type CartLineCallbacks } from './CartLine.tsx';
import { LineList } from './CartLine.styles.ts';

export interface CartLinesProps extends CartLineCallbacks {
  items: readonly CartItem[];
  /** The checkout answer's lines; their prices win over the stored ones. */
  checkoutLines: readonly CheckoutLine[] | undefined;
  /** Add-on groups by shop product id, to name the chosen options. */
  addonGroups?: Readonly<Record<Id, readonly AddonGroup[]>>;
  productHref?: (product: CartProduct) => string | undefined;
  disabled: boolean;
}

/** The cart's products as a list, each priced from checkout when it can be. */
export function CartLines({ items, checkoutLines, addonGroups, ...rest }: CartLinesProps) {
  const entries = useMemo(() => priceEntries(items, checkoutLines), [items, checkoutLines]);
  return (
    <LineList>
      {items.map((item) => (
        <CartLine
          key={item.shopProduct.id}
          item={item}
          entries={entries}
          addonGroups={addonGroups && Object.hasOwn(addonGroups, item.shopProduct.id) ? addonGroups[item.shopProduct.id] : undefined}
          {...rest}
        />
      ))}
    </LineList>
  );
}
