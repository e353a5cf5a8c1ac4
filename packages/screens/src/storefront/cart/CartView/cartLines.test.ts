import { describe, expect, it } from 'vitest';
import { addToCart, emptyCart, toCartProduct, type CartAddon, type CheckoutLine } from '@dukkan/core';
import { buildShopProduct } from '@dukkan/mocks';
import { entryKey, priceEntries } from './cartLines.ts';

const dates = toCartProduct(buildShopProduct({ id: 'sp-dates', price: 58, product: { unit: 'kg', pay_size: 500 } }));
const shawarma = toCartProduct(buildShopProduct({ id: 'sp-shawarma', price: 9, product: { unit: 'piece', pay_size: undefined } }));
if (!dates || !shawarma) throw new Error('fixtures must convert');
const large: CartAddon[] = [{ id: 'size', type: 'override', options: [{ id: 'large', amountFils: 1525 }] }];
const small: CartAddon[] = [{ id: 'size', type: 'override', options: [{ id: 'small', amountFils: 900 }] }];

function cart() {
  let state = addToCart(emptyCart(), dates!);
  state = addToCart(state, dates!);
  state = addToCart(state, shawarma!, large);
  state = addToCart(state, shawarma!, small);
  return state.items;
}

function line(id: string, count: number, price: number, available = true, unitPrice = price / count): CheckoutLine {
  return { id, count, price, unitPrice, available };
}

describe('priceEntries', () => {
  it('uses the server price of each plain item and set when counts match', () => {
    const items = cart();
    const entries = priceEntries(items, [line('sp-dates', 2, 60), line('sp-shawarma', 1, 16), line('sp-shawarma', 1, 9.5)]);
    expect(entries.get(entryKey(items[0]!))).toMatchObject({ priceFils: 6000, unitFils: 3000, repriced: true, unavailable: false });
    expect(entries.get(entryKey(items[1]!, items[1]!.addonsSets[0]))).toMatchObject({ priceFils: 1600, repriced: true });
    expect(entries.get(entryKey(items[1]!, items[1]!.addonsSets[1]))).toMatchObject({ priceFils: 950 });
  });

  it('keeps the stored price while the answer is about another count, but still flags unavailability', () => {
    const items = cart();
    const entries = priceEntries(items, [line('sp-dates', 3, 87, false), line('sp-shawarma', 1, 15.25), line('sp-shawarma', 1, 9)]);
    expect(entries.get(entryKey(items[0]!))).toEqual({ priceFils: 5800, unitFils: 2900, repriced: false, unavailable: true });
  });

  it('matches by id when the answer is in another order, and gives up on ambiguous sets', () => {
    const items = cart();
    const entries = priceEntries(items, [line('sp-shawarma', 1, 15.25), line('sp-dates', 2, 58)]);
    expect(entries.get(entryKey(items[0]!))).toMatchObject({ priceFils: 5800, repriced: false });
    // One line for an item with two sets cannot say which set it prices: stored prices stay.
    expect(entries.get(entryKey(items[1]!, items[1]!.addonsSets[0]))).toMatchObject({ priceFils: 1525, unitFils: 1525, repriced: false });
  });

  it('prices from the stored cart with no answer at all', () => {
    const items = cart();
    const entries = priceEntries(items, undefined);
    expect(entries.get(entryKey(items[0]!))).toEqual({ priceFils: 5800, unitFils: 2900, repriced: false, unavailable: false });
    expect(entries.size).toBe(3);
  });
});
