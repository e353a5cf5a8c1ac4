/**
 * Cart transitions of customer spec §4 "Cart" as pure functions; the Valtio store in
 * `@dukkan/data` applies them. Every function returns a new, fully re-priced state, and
 * `total`/`totalItems` are always derived from the lines, never stored on their own.
 */
import type { CheckoutProduct } from '../model/customer.ts';
import type { Id } from '../model/common.ts';
import { sumFils } from '../money/money.ts';
import { linePrice, MAX_LINE_COUNT, setUnitPrice, stepsPrice } from './pricing.ts';
import type { CartAddon, CartAddonsSet, CartItem, CartProduct, CartState } from './types.ts';

/** Identity of an add-on choice: groups and options sorted, so order of picking does not matter. */
export function setKeyOf(addons: readonly CartAddon[]): string {
  return addons
    .map(
      (a) =>
        `${a.id}:${a.options
          .map((o) => o.id)
          .sort()
          .join(',')}`,
    )
    .sort()
    .join('|');
}

function priceItem(item: CartItem): CartItem {
  const addonsSets = item.addonsSets.map((set) => ({
    ...set,
    price: stepsPrice(item.shopProduct, setUnitPrice(item.shopProduct, set.addons), set.count),
  }));
  const count = addonsSets.length > 0 ? addonsSets.reduce((sum, set) => sum + set.count, 0) : item.count;
  return { ...item, addonsSets, count, price: linePrice({ ...item, addonsSets, count }) };
}

/** Re-prices every line and derives the totals (§3 Cart: items, total, totalItems). */
export function recomputeCart(items: readonly CartItem[]): CartState {
  const priced = items.map(priceItem).filter((item) => item.count > 0);
  return {
    items: priced,
    total: sumFils(priced.map((item) => item.price)),
    totalItems: priced.reduce((sum, item) => sum + item.count, 0),
  };
}

/**
 * §4: adding increments count and price. With `addons` (an item with add-on groups) a
 * whole set is added: the same choice again raises that set's count.
 */
export function addToCart(state: CartState, product: CartProduct, addons?: readonly CartAddon[]): CartState {
  const items = state.items.slice();
  const index = items.findIndex((item) => item.shopProduct.id === product.id);
  const existing = index >= 0 ? items[index] : undefined;
  if (existing && existing.count >= MAX_LINE_COUNT) return state;
  let next: CartItem;
  if (addons === undefined) {
    next = { shopProduct: product, count: (existing?.count ?? 0) + 1, price: 0, addonsSets: existing?.addonsSets ?? [] };
    if (next.addonsSets.length > 0) return state;
  } else {
    const key = setKeyOf(addons);
    const sets: CartAddonsSet[] = (existing?.addonsSets ?? []).map((set) => (set.key === key ? { ...set, count: set.count + 1 } : set));
    if (!sets.some((set) => set.key === key))
      sets.push({ key, count: 1, price: 0, addons: addons.map((a) => ({ ...a, options: a.options.map((o) => ({ ...o })) })) });
    next = { shopProduct: product, count: 0, price: 0, addonsSets: sets };
  }
  if (existing) items[index] = next;
  else items.push(next);
  return recomputeCart(items);
}

/**
 * §4: removing decrements count and price, and the item is dropped at zero. For an item
 * with sets, one whole set unit is removed (`setKey`, or the last set when omitted).
 */
export function removeFromCart(state: CartState, productId: Id, setKey?: string): CartState {
  const index = state.items.findIndex((item) => item.shopProduct.id === productId);
  const existing = state.items[index];
  if (!existing) return state;
  const items = state.items.slice();
  if (existing.addonsSets.length === 0) {
    items[index] = { ...existing, count: existing.count - 1 };
  } else {
    const key = setKey ?? existing.addonsSets[existing.addonsSets.length - 1]?.key;
    const sets = existing.addonsSets
      .map((set) => (set.key === key ? { ...set, count: set.count - 1 } : set))
      .filter((set) => set.count > 0);
    if (sets.length === 0) items.splice(index, 1);
    else items[index] = { ...existing, addonsSets: sets };
  }
  return recomputeCart(items);
}

/** Drops a whole line, whatever its count. */
export function dropFromCart(state: CartState, productId: Id): CartState {
  return recomputeCart(state.items.filter((item) => item.shopProduct.id !== productId));
}

export function countInCart(state: CartState, productId: Id): number {
  return state.items.find((item) => item.shopProduct.id === productId)?.count ?? 0;
}

/** §7 checkout/order product list: id, count, addons with the chosen option ids; one entry per set. */
export function checkoutProducts(state: Pick<CartState, 'items'>): CheckoutProduct[] {
  return state.items.flatMap((item) =>
    item.addonsSets.length === 0
      ? [{ id: item.shopProduct.id, count: item.count, addons: [] }]
      : item.addonsSets.map((set) => ({
          id: item.shopProduct.id,
          count: set.count,
          addons: set.addons.map((a) => ({ id: a.id, options: a.options.map((o) => o.id) })),
        })),
  );
}
