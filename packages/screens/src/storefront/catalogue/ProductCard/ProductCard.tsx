import { memo, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type CartProduct, type ShopProduct } from '@dukkan/core';
import { Badge, Link } from '@dukkan/ui';
import { OfferBadge } from '../shared/OfferBadge.tsx';
import { ProductPrice } from '../shared/ProductPrice.tsx';
import { productFacts, quantityText } from '../shared/productFacts.ts';
import { ProductCardActions } from './ProductCardActions.tsx';
import { CardBox } from './ProductCard.styles.ts';

export interface ProductCardProps {
  product: ShopProduct;
  /** Steps of this product in the cart (pieces, boxes, or pay_size steps of a kg item); 0 when absent. */
  count: number;
  /** The product page, `productHref(product.id)`. */
  href: string;
  /** Adds one step. `cartProduct` is `toCartProduct(product)`, ready for `cart.add(cartProduct)`. */
  onAdd: (product: ShopProduct, cartProduct: CartProduct) => void;
  /** Removes one step: `cart.remove(product.id)`. */
  onRemove: (product: ShopProduct) => void;
  /** The name's heading level in the page outline. @default 2 */
  titleLevel?: 2 | 3 | 4;
}

/**
 * A product in a category grid: image, localised name (a link to the product page), price
 * with any offer, unit, and add/remove right on the card (customer spec §3, §9). Memoised:
 * the windowed grid re-renders rows while scrolling, and a card only changes with its own
 * product, count or callbacks.
 */
export const ProductCard = memo(function ProductCard({ product, count, href, onAdd, onRemove, titleLevel = 2 }: ProductCardProps) {
  const { locale } = useIntl();
  const reasonId = useId();
  const facts = useMemo(() => productFacts(product), [product]);
  const name = localised(product.product, 'name', locale);
  const blocked = !facts.canAdd;
  const Heading = `h${titleLevel}` as const;
  return (
    <CardBox>
      <div data-part="image">
        {product.product.image ? <img src={product.product.image} alt="" loading="lazy" decoding="async" width={160} height={104} /> : null}
        {facts.percentOff > 0 ? (
          <div data-part="badge-start">
            <OfferBadge percent={facts.percentOff} />
          </div>
        ) : null}
        {blocked ? (
          <div data-part="badge-end">
            <Badge tone="neutral" id={reasonId}>
              {facts.cartProduct ? (
                <FormattedMessage id="storefront.catalogue.unavailable" />
              ) : (
                <FormattedMessage id="storefront.catalogue.priceUnavailable" />
              )}
            </Badge>
          </div>
        ) : facts.needsOptions && count > 0 && facts.cartProduct ? (
          <div data-part="badge-end">
            <Badge tone="success">
              <FormattedMessage
                id="storefront.catalogue.inCart"
                values={{ quantity: <bdi dir="ltr">{quantityText(facts.cartProduct, count, locale)}</bdi> }}
              />
            </Badge>
          </div>
        ) : null}
      </div>
      <Heading data-part="title">
        <Link href={href}>{name}</Link>
      </Heading>
      <div data-part="price">
        <ProductPrice facts={facts} />
      </div>
      <ProductCardActions
        product={product}
        facts={facts}
        name={name}
        count={count}
        href={href}
        reasonId={blocked ? reasonId : undefined}
        onAdd={onAdd}
        onRemove={onRemove}
      />
    </CardBox>
  );
});
