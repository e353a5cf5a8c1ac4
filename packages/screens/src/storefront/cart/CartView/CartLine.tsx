import { FormattedMessage, useIntl } from 'react-intl';
import {
  hasOffer,
  localised,
  stepsPrice,
  weightLabel,
  type AddonGroup,
  type CartAddonsSet,
  type CartItem,
  type CartProduct,
} from '@dukkan/core';
import { Badge, Button, Link, Money, Stepper, TrashIcon } from '@dukkan/ui';
import { entryKey, type PricedEntry } from './cartLines.ts';
import { CartLineSet } from './CartLineSet.tsx';
import { quantityFormatter, stepBy } from './quantity.ts';
import { Controls, Info, LineHead, LineItem, Meta, Name, Picture, PicturePlaceholder, Price, SetList } from './CartLine.styles.ts';

/** What the cart lines ask of the cart store; each call is one unit (§4). */
export interface CartLineCallbacks {
  /** One more of a plain item: `cart.add(item.shopProduct)`. */
  onAddItem: (item: CartItem) => void;
  /** One less of a plain item, dropped at zero: `cart.remove(item.shopProduct.id)`. */
  onRemoveItem: (item: CartItem) => void;
  /** The whole line, whatever its count or sets: `cart.drop(item.shopProduct.id)`. */
  onDropItem: (item: CartItem) => void;
  /** One more of this whole add-on set: `cart.add(item.shopProduct, set.addons)`. */
  onAddSet: (item: CartItem, set: CartAddonsSet) => void;
  /** One less of this set, gone at zero: `cart.remove(item.shopProduct.id, set.key)`. */
  onRemoveSet: (item: CartItem, set: CartAddonsSet) => void;
}

export interface CartLineProps extends CartLineCallbacks {
  item: CartItem;
  /** Prices per plain item and per set, server's first (see cartLines.ts). */
  entries: ReadonlyMap<string, PricedEntry>;
  /** The product's add-on groups, to name the options of its sets. */
  addonGroups?: readonly AddonGroup[];
  productHref?: (product: CartProduct) => string | undefined;
  /** While the order is being placed the cart cannot change. */
  disabled: boolean;
}

const UNIT_PRICE = {
  kg: 'storefront.cart.line.unitPrice.kg',
  piece: 'storefront.cart.line.unitPrice.piece',
  box: 'storefront.cart.line.unitPrice.box',
} as const;

/** One product of the cart: a plain item with its own −/+, or one sub-line per add-on set (§4). */
export function CartLine({ item, entries, addonGroups, productHref, disabled, ...callbacks }: CartLineProps) {
  const intl = useIntl();
  const { locale } = intl;
  const product = item.shopProduct;
  const name = localised(product, 'name', locale);
  const href = productHref?.(product);
  const withSets = item.addonsSets.length > 0;
  const own = entries.get(entryKey(item));
  const setEntries = item.addonsSets.map((set) => entries.get(entryKey(item, set)));
  const totalFils = withSets
    ? setEntries.reduce((sum, e, i) => sum + (e?.priceFils ?? item.addonsSets[i]?.price ?? 0), 0)
    : (own?.priceFils ?? item.price);
  const unavailable = withSets ? setEntries.some((e) => e?.unavailable) : own?.unavailable === true;
  const repriced = withSets ? setEntries.some((e) => e?.repriced) : own?.repriced === true;
  const format = quantityFormatter(product);

  return (
    <LineItem data-unavailable={unavailable || undefined}>
      <LineHead>
        {product.image ? <Picture src={product.image} alt="" loading="lazy" /> : <PicturePlaceholder aria-hidden="true" />}
        <Info>
          <Name>{href ? <Link href={href}>{name}</Link> : name}</Name>
          {!withSets && own ? (
            <Meta>
              <span>
                <FormattedMessage
                  id={UNIT_PRICE[product.unit]}
                  values={{
                    price: (
                      <Money
                        size="sm"
                        fils={own.unitFils}
                        original={hasOffer(product) ? stepsPrice(product, product.priceFils, 1) : undefined}
                      />
                    ),
                    weight: <bdi dir="ltr">{weightLabel(product.paySize)}</bdi>,
                  }}
                />
              </span>
            </Meta>
          ) : null}
          {unavailable ? (
            <Meta>
              <Badge tone="danger">
                <FormattedMessage id="storefront.cart.line.unavailable" />
              </Badge>
            </Meta>
          ) : null}
          {repriced && !unavailable ? (
            <Meta>
              <FormattedMessage id="storefront.cart.line.repriced" />
            </Meta>
          ) : null}
        </Info>
        <Price>
          <Money fils={totalFils} />
        </Price>
      </LineHead>
      {withSets ? (
        <SetList aria-label={intl.formatMessage({ id: 'storefront.cart.line.sets' }, { name })}>
          {item.addonsSets.map((set, index) => (
            <CartLineSet
              key={set.key}
              item={item}
              set={set}
              index={index}
              productName={name}
              entry={setEntries[index]}
              addonGroups={addonGroups}
              formatValue={format}
              disabled={disabled}
              onAdd={() => callbacks.onAddSet(item, set)}
              onRemove={() => callbacks.onRemoveSet(item, set)}
            />
          ))}
        </SetList>
      ) : null}
      <Controls>
        {withSets ? (
          <span />
        ) : (
          <Stepper
            size="sm"
            value={item.count}
            itemName={name}
            formatValue={format}
            disabled={disabled}
            onChange={(next) =>
              stepBy(
                item.count,
                next,
                () => callbacks.onAddItem(item),
                () => callbacks.onRemoveItem(item),
              )
            }
            onRemove={() => callbacks.onRemoveItem(item)}
          />
        )}
        {withSets || item.count > 1 ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => callbacks.onDropItem(item)}
            aria-label={intl.formatMessage({ id: 'storefront.cart.line.removeAll' }, { name })}
          >
            <TrashIcon />
            <FormattedMessage id="storefront.cart.line.remove" />
          </Button>
        ) : null}
      </Controls>
    </LineItem>
  );
}
