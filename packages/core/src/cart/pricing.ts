/**
 * Pricing rules of customer spec §9: kg items are priced per pay_size/1000 of the kg price
 * (default pay_size 1000 g), pieces and boxes by count, weight items display as `N G`; an
 * offer applies when offerPrice > 0 and its percentage is floored. All in integer fils.
 */
import { CART_LIMITS } from '../limits/limits.ts';
import type { AddonGroup, ShopProduct } from '../model/customer.ts';
import { floorDiv, roundDiv, sumFils, toFils, type Fils } from '../money/money.ts';
import type { CartAddon, CartItem, CartProduct } from './types.ts';

export const DEFAULT_PAY_SIZE = 1000;
/** Upper bound of one cart line's count, from the table the API enforces too (decision 0083). */
export const MAX_LINE_COUNT: number = CART_LIMITS.maxLineCount;

/** pay_size in grams when it is a positive whole number, else the default 1000. */
export function paySizeOf(paySize: unknown): number {
  return typeof paySize === 'number' && Number.isSafeInteger(paySize) && paySize > 0 && paySize <= 1_000_000 ? paySize : DEFAULT_PAY_SIZE;
}

export function hasOffer(product: Pick<CartProduct, 'priceFils' | 'offerFils'>): boolean {
  return product.offerFils > 0;
}

/** The price of one unit step: the offer price when there is an offer, else the price. */
export function unitPrice(product: Pick<CartProduct, 'priceFils' | 'offerFils'>): Fils {
  return hasOffer(product) ? product.offerFils : product.priceFils;
}

/** Whole-number percentage off, floored (§9): price 10.00, offer 6.67 -> 33. */
export function offerPercent(priceFils: Fils, offerFils: Fils): number {
  if (!(offerFils > 0) || !(priceFils > 0) || offerFils >= priceFils) return 0;
  return floorDiv((priceFils - offerFils) * 100, priceFils);
}

/**
 * The price of `count` steps of a product at `unit` fils per step (per kg for kg items). A kg
 * step (pay_size grams) is rounded to the fils first and the line is step × count, as the
 * server prices it and as its checkout answer shows it (`unitPrice` × count = `price`), so
 * the step shown, the line and a weighed re-price agree (decisions 0074, 0086).
 */
export function stepsPrice(product: Pick<CartProduct, 'unit' | 'paySize'>, unit: Fils, count: number): Fils {
  if (product.unit === 'kg') return roundDiv(unit * paySizeOf(product.paySize), 1000) * count;
  return unit * count;
}

/**
 * An add-on option's amount on this product: when the product is on offer and its add-ons
 * share the offer (`addonsOffer`), scaled by offer / price and rounded to the fils, as the
 * server prices it (a size chosen on an offered item keeps the offer; decision 0086).
 */
export function optionPrice(product: Pick<CartProduct, 'priceFils' | 'offerFils' | 'addonsOffer'>, amountFils: Fils): Fils {
  const onOffer = product.offerFils > 0 && product.offerFils < product.priceFils;
  return onOffer && product.addonsOffer === true ? roundDiv(amountFils * product.offerFils, product.priceFils) : amountFils;
}

/** Unit price of a set: an override option replaces the base price, add options add to it. */
export function setUnitPrice(product: CartProduct, addons: readonly CartAddon[]): Fils {
  const overrides = addons.filter((a) => a.type === 'override').flatMap((a) => a.options.map((o) => optionPrice(product, o.amountFils)));
  const base = overrides.length > 0 ? Math.max(...overrides) : unitPrice(product);
  const added = addons.filter((a) => a.type === 'add').flatMap((a) => a.options.map((o) => optionPrice(product, o.amountFils)));
  return sumFils([base, ...added]);
}

/** Line price of an item: by count, or the sum of its sets' prices. */
export function linePrice(item: Pick<CartItem, 'shopProduct' | 'count' | 'addonsSets'>): Fils {
  if (item.addonsSets.length === 0) return stepsPrice(item.shopProduct, unitPrice(item.shopProduct), item.count);
  return sumFils(item.addonsSets.map((set) => stepsPrice(item.shopProduct, setUnitPrice(item.shopProduct, set.addons), set.count)));
}

/** Grams of a kg line: count steps of pay_size. */
export function weightGrams(product: Pick<CartProduct, 'paySize'>, count: number): number {
  return paySizeOf(product.paySize) * count;
}

/** §9 "Weight items display as N G" (Latin digits, like prices: 0010). */
export function weightLabel(grams: number): string {
  return `${grams} G`;
}

/** Wire shop product to the cart's form; null when its price is not a valid amount. */
export function toCartProduct(shopProduct: ShopProduct): CartProduct | null {
  const priceFils = toFils(shopProduct.price);
  if (priceFils === null || priceFils < 0) return null;
  const offer = toFils(shopProduct.offerPrice);
  const product = shopProduct.product;
  return {
    id: shopProduct.id,
    productId: product.id,
    name: product.name,
    ...(product.name_ar ? { name_ar: product.name_ar } : {}),
    unit: product.unit,
    paySize: paySizeOf(product.pay_size),
    priceFils,
    offerFils: offer !== null && offer > 0 ? offer : 0,
    ...(shopProduct.addonsOffer === true ? { addonsOffer: true } : {}),
    ...(product.image ? { image: product.image } : {}),
  };
}

/** A chosen option set in the cart's form, from the shop product's add-on groups. */
export function toCartAddons(groups: readonly AddonGroup[], chosen: Readonly<Record<string, readonly string[]>>): CartAddon[] | null {
  const addons: CartAddon[] = [];
  for (const group of groups) {
    const ids = chosen[group.id] ?? [];
    if (ids.length === 0) continue;
    const options = [];
    for (const id of ids) {
      const option = group.options.find((o) => o.id === id);
      const amount = option ? toFils(option.amount) : null;
      if (!option || amount === null || amount < 0) return null;
      options.push({ id: option.id, amountFils: amount });
    }
    addons.push({ id: group.id, type: group.type, options });
  }
  return addons;
}
