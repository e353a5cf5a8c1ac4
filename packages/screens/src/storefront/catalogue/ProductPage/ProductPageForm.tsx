import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, isAppLocale, localised, weightGrams, type CartAddon, type CartProduct, type ShopProduct } from '@dukkan/core';
import { Button, Link, Money, Stepper } from '@dukkan/ui';
import { quantityText, type ProductFacts } from '../shared/productFacts.ts';
import { AddedLine, Field, FieldName, Form, Kilos, QuantityRow, Status, Total } from './ProductPage.styles.ts';
import { ProductPageAddonGroup } from './ProductPageAddonGroup.tsx';
import { useProductChoice } from './useProductChoice.ts';

/** What the product page asks the cart for. */
export interface AddToCartRequest {
  product: ShopProduct;
  /** `toCartProduct(product)`: what `cart.add` takes. */
  cartProduct: CartProduct;
  /**
   * The chosen add-ons, for `cart.add(cartProduct, addons)`; undefined for a product with no
   * add-on groups (then `cart.add(cartProduct)`). An empty array is a set with no options.
   */
  addons: CartAddon[] | undefined;
  /** Steps to add: call `cart.add` this many times (one call adds one piece, box or pay_size step). */
  count: number;
}

export interface ProductPageFormProps {
  product: ShopProduct;
  facts: ProductFacts;
  name: string;
  /** Id of the element saying why the product cannot be added, when it cannot. */
  reasonId: string | undefined;
  onAddToCart: (request: AddToCartRequest) => void;
  cartHref?: string;
}

/**
 * Add-on groups, quantity (pay_size steps for kg items), the live total and "Add to cart".
 * A required group left empty blocks the submit with its own message, and focus goes to it.
 */
export function ProductPageForm({ product, facts, name, reasonId, onAddToCart, cartHref }: ProductPageFormProps) {
  const intl = useIntl();
  const locale = isAppLocale(intl.locale) ? intl.locale : 'en';
  const form = useRef<HTMLFormElement>(null);
  const { cartProduct } = facts;
  const choice = useProductChoice(cartProduct, product.addons);
  const [showErrors, setShowErrors] = useState(false);
  const [added, setAdded] = useState<{ text: string; serial: number } | null>(null);
  const kg = cartProduct?.unit === 'kg';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!facts.canAdd || !cartProduct) return;
    const [firstMissing] = choice.missing;
    if (firstMissing) {
      setShowErrors(true);
      setAdded(null);
      form.current?.querySelector<HTMLElement>(`[data-group="${CSS.escape(firstMissing.id)}"] input:not([disabled])`)?.focus();
      return;
    }
    if (!choice.addons) return;
    onAddToCart({ product, cartProduct, addons: choice.groups.length > 0 ? choice.addons : undefined, count: choice.count });
    const quantity = quantityText(cartProduct, choice.count, locale);
    setAdded((previous) => ({
      text: intl.formatMessage(
        { id: kg ? 'storefront.catalogue.product.addedWeight' : 'storefront.catalogue.product.addedCount' },
        { quantity, name },
      ),
      serial: (previous?.serial ?? 0) + 1,
    }));
  }

  function changed() {
    setAdded(null);
  }

  return (
    <Form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'storefront.catalogue.product.formLabel' }, { name })}
    >
      {choice.groups.map((group) => (
        <div key={group.id} data-group={group.id}>
          <ProductPageAddonGroup
            group={group}
            value={choice.chosen[group.id] ?? []}
            onChange={(ids) => {
              choice.choose(group.id, ids);
              changed();
            }}
            error={
              showErrors && choice.missing.includes(group) ? (
                <FormattedMessage
                  id="storefront.catalogue.addon.requiredError"
                  values={{ group: localised(group, 'title', intl.locale) }}
                />
              ) : undefined
            }
          />
        </div>
      ))}
      {cartProduct ? (
        <Field>
          <FieldName>
            {kg ? (
              <FormattedMessage id="storefront.catalogue.product.weight" />
            ) : (
              <FormattedMessage id="storefront.catalogue.product.quantity" />
            )}
          </FieldName>
          <QuantityRow>
            <Stepper
              value={choice.count}
              min={1}
              max={facts.maxCount}
              itemName={name}
              disabled={!facts.canAdd}
              formatValue={(steps) => quantityText(cartProduct, steps, locale)}
              onChange={(next) => {
                choice.setCount(next);
                changed();
              }}
            />
            {kg ? (
              <Kilos>
                <FormattedMessage
                  id="storefront.catalogue.product.kilograms"
                  values={{ kg: <bdi dir="ltr">{formatNumber(weightGrams(cartProduct, choice.count) / 1000, locale)}</bdi> }}
                />
              </Kilos>
            ) : null}
          </QuantityRow>
        </Field>
      ) : null}
      {cartProduct && choice.addons ? (
        <Total>
          <FormattedMessage id="storefront.catalogue.product.total" />
          <Money fils={choice.totalFils} original={choice.originalFils} size="lg" />
        </Total>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!facts.canAdd} aria-describedby={reasonId}>
        <FormattedMessage id="storefront.catalogue.product.addToCart" />
      </Button>
      <Status role="status">
        {added ? (
          <AddedLine key={added.serial}>
            <span>{added.text}</span>
            {cartHref ? (
              <Link href={cartHref}>
                <FormattedMessage id="storefront.catalogue.product.viewCart" />
              </Link>
            ) : null}
          </AddedLine>
        ) : null}
      </Status>
    </Form>
  );
}
