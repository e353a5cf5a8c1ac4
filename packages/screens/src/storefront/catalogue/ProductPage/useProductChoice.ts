import { useMemo, useState } from 'react';
import {
  hasOffer,
  setUnitPrice,
  stepsPrice,
  toCartAddons,
  type AddonGroup,
  type CartAddon,
  type CartProduct,
  type Fils,
} from '@dukkan/core';

export interface ProductChoice {
  /** The product's add-on groups in their `order`. */
  groups: AddonGroup[];
  /** Chosen option ids per group id. */
  chosen: Readonly<Record<string, readonly string[]>>;
  choose: (groupId: string, optionIds: readonly string[]) => void;
  /** Steps: pieces or boxes, or pay_size steps of a kg item. */
  count: number;
  setCount: (count: number) => void;
  /** Required groups with nothing chosen yet. */
  missing: AddonGroup[];
  /** The chosen add-ons in the cart's form; null when an option's amount cannot be read. */
  addons: CartAddon[] | null;
  /** (unit price with add-ons) × steps, by core's pricing (customer spec §9). */
  totalFils: Fils;
  /** The same before the offer, when an offer applies and no option replaces the price. */
  originalFils: Fils | undefined;
}

/**
 * The state of the product page's form: options chosen per add-on group and the quantity,
 * and the live price from core's rules: an `override` option replaces the unit price, `add`
 * options add to it (`setUnitPrice`), and kg items are priced per pay_size step (`stepsPrice`).
 */
export function useProductChoice(cartProduct: CartProduct | null, addonGroups: readonly AddonGroup[]): ProductChoice {
  const groups = useMemo(() => [...addonGroups].sort((a, b) => a.order - b.order), [addonGroups]);
  const [chosen, setChosen] = useState<Record<string, readonly string[]>>({});
  const [count, setCount] = useState(1);
  const addons = useMemo(() => toCartAddons(groups, chosen), [groups, chosen]);
  const missing = groups.filter((group) => group.required && (chosen[group.id]?.length ?? 0) === 0);

  let totalFils = 0;
  let originalFils: Fils | undefined;
  if (cartProduct && addons) {
    totalFils = stepsPrice(cartProduct, setUnitPrice(cartProduct, addons), count);
    const overridden = addons.some((addon) => addon.type === 'override' && addon.options.length > 0);
    if (hasOffer(cartProduct) && !overridden)
      originalFils = stepsPrice(cartProduct, setUnitPrice({ ...cartProduct, offerFils: 0 }, addons), count);
  }

  return {
    groups,
    chosen,
    choose: (groupId, optionIds) => setChosen((previous) => ({ ...previous, [groupId]: [...optionIds] })),
    count,
    setCount,
    missing,
    addons,
    totalFils,
    originalFils,
  };
}
