/**
 * What the catalogue shows of a shop product, from core's pricing rules (customer spec §9),
 * computed once per product: its cart form, the price of one step (one piece or box, or
 * pay_size grams of a kg item), the offer, and whether it can be added straight away.
 */
import {
  formatNumber,
  hasOffer,
  isAppLocale,
  MAX_LINE_COUNT,
  offerPercent,
  stepsPrice,
  toCartProduct,
  unitPrice,
  weightGrams,
  weightLabel,
  type CartProduct,
  type Fils,
  type ShopProduct,
} from '@dukkan/core';

export interface ProductFacts {
  /** The cart's form of the product; null when its price cannot be read (then it cannot be added). */
  cartProduct: CartProduct | null;
  /** Price of one step: a piece or box, or pay_size grams of a kg item. */
  stepFils: Fils;
  /** The same step before the offer, when an offer applies (§9: offerPrice > 0). */
  originalFils: Fils | undefined;
  /** Whole-number percentage off, floored (§9); 0 without an offer. */
  percentOff: number;
  /** Add-on groups must be chosen on the product page: the card cannot add it blind. */
  needsOptions: boolean;
  /** Available, with a readable price. */
  canAdd: boolean;
  /** Most steps of one order line (the shop's per-order limit, else the cart's). */
  maxCount: number;
}

export function productFacts(shopProduct: ShopProduct): ProductFacts {
  const cartProduct = toCartProduct(shopProduct);
  const limit = shopProduct.perOrderQuantity;
  const maxCount = typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0 ? Math.min(limit, MAX_LINE_COUNT) : MAX_LINE_COUNT;
  const base = { needsOptions: shopProduct.addons.length > 0, maxCount };
  if (!cartProduct) return { ...base, cartProduct, stepFils: 0, originalFils: undefined, percentOff: 0, canAdd: false };
  const offer = hasOffer(cartProduct);
  return {
    ...base,
    cartProduct,
    stepFils: stepsPrice(cartProduct, unitPrice(cartProduct), 1),
    originalFils: offer ? stepsPrice(cartProduct, cartProduct.priceFils, 1) : undefined,
    percentOff: offer ? offerPercent(cartProduct.priceFils, cartProduct.offerFils) : 0,
    canAdd: shopProduct.isAvailable,
  };
}

/** A cart count as the customer reads it: `N G` of a kg item (§9), else the count itself. */
export function quantityText(product: Pick<CartProduct, 'unit' | 'paySize'>, count: number, locale: string): string {
  if (product.unit === 'kg') return weightLabel(weightGrams(product, count));
  return formatNumber(count, isAppLocale(locale) ? locale : 'en');
}
