/**
 * Joins the cart's lines with the checkout answer. Checkout prices one entry per plain item
 * and one per add-on set, in the order core's `checkoutProducts` sends them, each with the
 * shop product id. The server's price wins over the stored one (prices come from the
 * database), but only while the answer is about the same count: during a re-price the last
 * answer may still describe the old count, and then the stored price is the right one.
 */
import { setUnitPrice, stepsPrice, toFils, unitPrice, type CartAddonsSet, type CartItem, type CheckoutLine, type Fils } from '@dukkan/core';

export interface PricedEntry {
  /** What the line costs: the server's price when it matches, else the stored one. */
  priceFils: Fils;
  /** The price of one step (one piece or box, pay_size grams of a kg item), same rule. */
  unitFils: Fils;
  /** The stored price differs from the server's: the shop changed it since it was added. */
  repriced: boolean;
  /** The server says this line cannot be ordered now. */
  unavailable: boolean;
}

/** Line key of a plain item (`set` omitted) or of one add-on set. */
export function entryKey(item: CartItem, set?: CartAddonsSet): string {
  return set ? `${item.shopProduct.id}\u0000${set.key}` : item.shopProduct.id;
}

function priced(local: { priceFils: Fils; unitFils: Fils; count: number }, line: CheckoutLine | undefined): PricedEntry {
  const matches = line !== undefined && line.count === local.count;
  const serverFils = matches ? toFils(line.price) : null;
  const serverUnit = matches ? toFils(line.unitPrice) : null;
  return {
    priceFils: serverFils ?? local.priceFils,
    unitFils: serverUnit ?? local.unitFils,
    repriced: serverFils !== null && serverFils !== local.priceFils,
    unavailable: line?.available === false,
  };
}

function localPrice(item: CartItem, set: CartAddonsSet | undefined): { priceFils: Fils; unitFils: Fils; count: number } {
  const product = item.shopProduct;
  if (!set) return { priceFils: item.price, unitFils: stepsPrice(product, unitPrice(product), 1), count: item.count };
  return { priceFils: set.price, unitFils: stepsPrice(product, setUnitPrice(product, set.addons), 1), count: set.count };
}

/**
 * One priced entry per plain item and per set. Lines are matched by position when the
 * answer lists exactly the cart's entries, else by shop product id when that id appears as
 * many times as the item has entries; anything else keeps the stored price.
 */
export function priceEntries(items: readonly CartItem[], lines: readonly CheckoutLine[] | undefined): Map<string, PricedEntry> {
  const entries = items.flatMap((item): { item: CartItem; set: CartAddonsSet | undefined }[] =>
    item.addonsSets.length === 0 ? [{ item, set: undefined }] : item.addonsSets.map((set) => ({ item, set })),
  );
  const all = lines ?? [];
  const inOrder = all.length === entries.length && entries.every((entry, i) => all[i]?.id === entry.item.shopProduct.id);
  const byId = new Map<string, CheckoutLine[]>();
  for (const line of all) byId.set(line.id, [...(byId.get(line.id) ?? []), line]);

  const result = new Map<string, PricedEntry>();
  entries.forEach(({ item, set }, i) => {
    let line: CheckoutLine | undefined;
    if (inOrder) line = all[i];
    else {
      const same = byId.get(item.shopProduct.id) ?? [];
      const wanted = Math.max(item.addonsSets.length, 1);
      const index = set ? item.addonsSets.indexOf(set) : 0;
      line = same.length === wanted ? same[index] : undefined;
    }
    result.set(entryKey(item, set), priced(localPrice(item, set), line));
  });
  return result;
}
