import { FormattedMessage, useIntl } from 'react-intl';
import type { AddonGroup, CartAddonsSet, CartItem } from '@dukkan/core';
import { Badge, Money, Stepper } from '@dukkan/ui';
import { chosenGroups } from './addonNames.ts';
import type { PricedEntry } from './cartLines.ts';
import { stepBy } from './quantity.ts';
import { SetChoices, SetControls, SetItem } from './CartLine.styles.ts';

export interface CartLineSetProps {
  item: CartItem;
  set: CartAddonsSet;
  /** Position of the set in the item, for a name when its options cannot be named. */
  index: number;
  productName: string;
  entry: PricedEntry | undefined;
  addonGroups?: readonly AddonGroup[];
  formatValue?: (steps: number) => string;
  disabled: boolean;
  /** Adds one more of this whole set (§4: whole sets are added or removed). */
  onAdd: () => void;
  /** Removes one of this set; at one, the set goes (and the item with its last set). */
  onRemove: () => void;
}

/** One add-on set of an item: its chosen options, its own −/+ and its price. */
export function CartLineSet({ set, index, productName, entry, addonGroups, formatValue, disabled, onAdd, onRemove }: CartLineSetProps) {
  const intl = useIntl();
  const groups = chosenGroups(set, addonGroups, intl.locale);
  const summary =
    groups.length > 0
      ? intl.formatList(
          groups.flatMap((g) => g.options),
          { type: 'unit', style: 'short' },
        )
      : intl.formatMessage({ id: 'storefront.cart.set.fallback' }, { number: index + 1 });
  const stepperName = intl.formatMessage({ id: 'storefront.cart.set.name' }, { product: productName, options: summary });
  return (
    <SetItem>
      {groups.length > 0 ? (
        <SetChoices aria-label={intl.formatMessage({ id: 'storefront.cart.set.choices' })}>
          {groups.map((group) => (
            <li key={group.title}>
              <FormattedMessage
                id="storefront.cart.set.choice"
                values={{ group: <bdi>{group.title}</bdi>, options: <bdi>{intl.formatList(group.options, { type: 'conjunction' })}</bdi> }}
              />
            </li>
          ))}
        </SetChoices>
      ) : (
        <span>{set.addons.length === 0 ? <FormattedMessage id="storefront.cart.set.noOptions" /> : summary}</span>
      )}
      <Money fils={entry?.priceFils ?? set.price} />
      <SetControls>
        <Stepper
          size="sm"
          value={set.count}
          itemName={stepperName}
          formatValue={formatValue}
          disabled={disabled}
          onChange={(next) => stepBy(set.count, next, onAdd, onRemove)}
          onRemove={onRemove}
        />
        {entry?.unavailable ? (
          <Badge tone="danger">
            <FormattedMessage id="storefront.cart.line.unavailable" />
          </Badge>
        ) : null}
      </SetControls>
    </SetItem>
  );
}
