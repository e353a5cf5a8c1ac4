import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartProduct, ShopProduct } from '@dukkan/core';
import { Button, Stepper } from '@dukkan/ui';
import { quantityText, type ProductFacts } from '../shared/productFacts.ts';
import { OptionsLink } from './ProductCard.styles.ts';

export interface ProductCardActionsProps {
  product: ShopProduct;
  facts: ProductFacts;
  name: string;
  count: number;
  href: string;
  /** Id of the element that says why the product cannot be added, when it cannot. */
  reasonId: string | undefined;
  onAdd: (product: ShopProduct, cartProduct: CartProduct) => void;
  onRemove: (product: ShopProduct) => void;
}

/**
 * "Add", which becomes a stepper once the product is in the cart; "Choose options" for
 * products with add-on groups. When one control replaces the other under the keyboard
 * (add the first, remove the last), focus moves to its replacement instead of the page.
 */
export function ProductCardActions({ product, facts, name, count, href, reasonId, onAdd, onRemove }: ProductCardActionsProps) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const inCart = count > 0;

  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    box.current?.querySelector<HTMLElement>(inCart ? '[role="spinbutton"]' : 'button')?.focus();
  }, [inCart]);

  const { cartProduct } = facts;
  const add = () => {
    if (!cartProduct) return;
    if (count === 0) refocus.current = true;
    onAdd(product, cartProduct);
  };
  const remove = () => {
    if (count === 1) refocus.current = true;
    onRemove(product);
  };

  if (facts.needsOptions) {
    return (
      <div data-part="actions" ref={box}>
        <OptionsLink
          href={href}
          aria-describedby={reasonId}
          aria-label={intl.formatMessage({ id: 'storefront.catalogue.card.chooseOptionsFor' }, { name })}
        >
          <FormattedMessage id="storefront.catalogue.card.chooseOptions" />
        </OptionsLink>
      </div>
    );
  }

  if (!inCart || !cartProduct) {
    return (
      <div data-part="actions" ref={box}>
        <Button
          fullWidth
          disabled={!facts.canAdd}
          aria-describedby={reasonId}
          aria-label={intl.formatMessage({ id: 'storefront.catalogue.card.addNamed' }, { name })}
          onClick={add}
        >
          <FormattedMessage id="storefront.catalogue.card.add" />
        </Button>
      </div>
    );
  }

  return (
    <div data-part="actions" ref={box}>
      <Stepper
        size="sm"
        value={count}
        min={1}
        // An item that became unavailable can still be taken out, not topped up.
        max={facts.canAdd ? Math.max(count, facts.maxCount) : count}
        itemName={name}
        formatValue={(steps) => quantityText(cartProduct, steps, intl.locale)}
        onRemove={remove}
        onChange={(next) => {
          for (let i = count; i < next; i += 1) onAdd(product, cartProduct);
          for (let i = next; i < count; i += 1) onRemove(product);
        }}
      />
    </div>
  );
}
