/**
 * Reorder (issue #16): a past order's lines compared with the shop's products as they are
 * now, before anything changes in the cart (docs/decisions/0047-reorder-and-empty-layout.md).
 * Pure: the order and the listing answer go in, a plan comes out. Nothing from either is
 * trusted: a line or product that cannot be read is named, never guessed at.
 */
import {
  MAX_LINE_COUNT,
  paySizeOf,
  roundDiv,
  setUnitPrice,
  toCartProduct,
  toFils,
  type AddonGroup,
  type CartAddon,
  type CartProduct,
  type Fils,
  type Id,
  type OrderLine,
  type ProductUnit,
  type ShopProduct,
} from '@dukkan/core';

/**
 * Why a line cannot be ordered again:
 * - `notSold`: the shop no longer lists it, hides it, or has no price for it;
 * - `outOfStock`: listed, but marked unavailable;
 * - `optionsChanged`: its add-on choices (or the required ones) are not what the shop offers now;
 * - `unreadable`: the order line itself cannot be read (no product, a count that is not a whole number).
 */
export type ReorderProblem = 'notSold' | 'outOfStock' | 'optionsChanged' | 'unreadable';

/** An amount of a product as the customer reads it: a count, or grams of a kg item (§9). */
export interface ReorderQuantity {
  unit: ProductUnit;
  /** Pieces or boxes; grams for kg items. */
  amount: number;
}

export interface ReorderItem {
  /** The order line, for its names (name/name_ar) and add-on names as ordered. */
  line: OrderLine;
  /** The product as it is sold now, in the cart's form. */
  product: CartProduct;
  /** The same choice of add-ons in the cart's form; undefined for a product without add-on groups. */
  addons: CartAddon[] | undefined;
  /** Steps to add: pieces or boxes, or pay_size steps of a kg item. */
  count: number;
  /** What the line cost then, for the quantity ordered; null when the order did not say readably. */
  oldFils: Fils | null;
  /** What the same quantity and choice cost now. */
  newFils: Fils;
  /** Set when `oldFils` and `newFils` differ. */
  priceChanged: boolean;
  /** Set when fewer (or other) is added than was ordered: the shop's per-order limit, or a new weight step. */
  quantity?: { ordered: ReorderQuantity; added: ReorderQuantity };
}

export interface ReorderMissing {
  line: OrderLine;
  reason: ReorderProblem;
}

export interface ReorderPlan {
  /** Lines that can go into the cart, in the order's order. */
  available: ReorderItem[];
  /** Lines that cannot, each with why. */
  unavailable: ReorderMissing[];
}

const isWholeCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The order line's add-on choice against the product's groups now; null when it no longer fits. */
function sameAddons(line: OrderLine, groups: readonly AddonGroup[]): CartAddon[] | null {
  const chosen = Array.isArray(line.addons) ? line.addons : [];
  const addons: CartAddon[] = [];
  const seen = new Set<Id>();
  for (const pick of chosen) {
    const group = groups.find((g) => g.id === pick?.id);
    if (!group || seen.has(group.id) || !Array.isArray(pick.options)) return null;
    seen.add(group.id);
    const options = [];
    for (const option of pick.options) {
      const now = group.options.find((o) => o.id === option?.id);
      const amountFils = now ? toFils(now.amount) : null;
      if (!now || amountFils === null || amountFils < 0) return null;
      options.push({ id: now.id, amountFils });
    }
    if (options.length === 0 || options.length > Math.max(1, group.max)) return null;
    addons.push({ id: group.id, type: group.type, options });
  }
  if (groups.some((g) => g.required && !seen.has(g.id))) return null;
  return addons;
}

/** The price of `amount` (pieces, or grams of a kg item) at `unitFils` (per piece, per kg). */
function priceOf(unit: ProductUnit, unitFils: Fils, amount: number): Fils {
  return unit === 'kg' ? roundDiv(unitFils * amount, 1000) : unitFils * amount;
}

function planLine(
  line: OrderLine,
  byId: ReadonlyMap<Id, ShopProduct>,
  planned: Map<Id, number>,
): { item: ReorderItem } | { missing: ReorderMissing } {
  const missing = (reason: ReorderProblem) => ({ missing: { line, reason } });
  if (typeof line.shopProduct !== 'string' || !line.shopProduct || !isWholeCount(line.count)) return missing('unreadable');
  const shopProduct = byId.get(line.shopProduct);
  if (!shopProduct || shopProduct.hidden === true) return missing('notSold');
  if (shopProduct.isAvailable !== true) return missing('outOfStock');
  const product = toCartProduct(shopProduct);
  if (!product) return missing('notSold');
  const groups = Array.isArray(shopProduct.addons) ? shopProduct.addons : [];
  const addons = sameAddons(line, groups);
  if (addons === null) return missing('optionsChanged');
  const unitFils = setUnitPrice(product, addons);
  // Nothing is sold for nothing: a zero price is a product the shop has not priced.
  if (!(unitFils > 0)) return missing('notSold');

  // The quantity ordered: a count, or grams (steps of the pay_size the order was placed with).
  const orderedAmount = product.unit === 'kg' ? line.count * paySizeOf(line.pay_size) : line.count;
  let count = product.unit === 'kg' ? Math.max(1, Math.round(orderedAmount / product.paySize)) : orderedAmount;
  const limit = shopProduct.perOrderQuantity;
  const max = isWholeCount(limit) ? Math.min(limit, MAX_LINE_COUNT) : MAX_LINE_COUNT;
  const already = planned.get(product.id) ?? 0;
  count = Math.min(count, max - already);
  if (count <= 0) return missing('notSold');
  planned.set(product.id, already + count);
  const addedAmount = product.unit === 'kg' ? count * product.paySize : count;

  if (!Number.isSafeInteger(unitFils * Math.max(orderedAmount, addedAmount))) return missing('unreadable');
  const oldFils = toFils(line.price);
  const newFils = priceOf(product.unit, unitFils, orderedAmount);
  const readableOld = oldFils !== null && oldFils >= 0 ? oldFils : null;
  return {
    item: {
      line,
      product,
      addons: groups.length > 0 ? addons : undefined,
      count,
      oldFils: readableOld,
      newFils,
      priceChanged: readableOld !== null && readableOld !== newFils,
      ...(addedAmount !== orderedAmount
        ? { quantity: { ordered: { unit: product.unit, amount: orderedAmount }, added: { unit: product.unit, amount: addedAmount } } }
        : {}),
    },
  };
}

/**
 * Compares an order's lines with the products as the listing answers them now: which can be
 * added again (the same add-ons, the same quantity or weight, the shop's per-order limit
 * kept), at what price then and now, and which cannot and why.
 */
export function planReorder(lines: readonly OrderLine[], products: readonly ShopProduct[]): ReorderPlan {
  const byId = new Map<Id, ShopProduct>();
  for (const sp of products) if (sp && typeof sp.id === 'string' && !byId.has(sp.id)) byId.set(sp.id, sp);
  const planned = new Map<Id, number>();
  const plan: ReorderPlan = { available: [], unavailable: [] };
  for (const line of Array.isArray(lines) ? lines : []) {
    if (!line || typeof line !== 'object') continue;
    const outcome = planLine(line, byId, planned);
    if ('item' in outcome) plan.available.push(outcome.item);
    else plan.unavailable.push(outcome.missing);
  }
  return plan;
}

/** Puts the plan's available items in the cart: each line's add-on set `count` times. Returns the steps added. */
export function addReorderToCart(cart: { add: (product: CartProduct, addons?: readonly CartAddon[]) => void }, plan: ReorderPlan): number {
  let added = 0;
  for (const item of plan.available) {
    for (let i = 0; i < item.count; i += 1) {
      cart.add(item.product, item.addons);
      added += 1;
    }
  }
  return added;
}
