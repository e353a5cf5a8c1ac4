import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type AddonGroup, type OrderLine, type ShopProduct } from '@dukkan/core';
import { createCartStore } from '../stores/cartStore.ts';
import { addReorderToCart, planReorder } from './planReorder.ts';

const sauce: AddonGroup = {
  id: 'g-sauce',
  title: 'Sauce',
  type: 'add',
  required: true,
  max: 1,
  order: 1,
  options: [
    { id: 'o-garlic', name: 'Garlic', amount: 2 },
    { id: 'o-chilli', name: 'Chilli', amount: 1.5 },
  ],
};

function product(id: string, overrides: Partial<ShopProduct> = {}, unit: 'piece' | 'kg' = 'piece', paySize?: number): ShopProduct {
  return {
    id,
    product: { id: `p-${id}`, name: `Product ${id}`, unit, category: 'c1', ...(paySize ? { pay_size: paySize } : {}) },
    price: 10,
    offerPrice: 0,
    computedPrice: 10,
    isAvailable: true,
    addons: [],
    ...overrides,
  };
}

function line(shopProduct: string, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: `l-${shopProduct}`,
    shopProduct,
    name: `Product ${shopProduct}`,
    unit: 'piece',
    count: 2,
    price: 20,
    addons: [],
    ...overrides,
  };
}

const garlic = { id: 'g-sauce', title: 'Sauce', options: [{ id: 'o-garlic', name: 'Garlic', amount: 2 }] };

describe('planReorder', () => {
  it('adds an unchanged line at the same count with no price change', () => {
    const plan = planReorder([line('a')], [product('a')]);
    expect(plan.unavailable).toEqual([]);
    expect(plan.available).toHaveLength(1);
    expect(plan.available[0]).toMatchObject({ count: 2, oldFils: 2000, newFils: 2000, priceChanged: false, addons: undefined });
    expect(plan.available[0]).not.toHaveProperty('quantity');
  });

  it('names a product the listing no longer has, a hidden one and an unavailable one', () => {
    const plan = planReorder(
      [line('gone'), line('hidden'), line('out')],
      [product('hidden', { hidden: true }), product('out', { isAvailable: false })],
    );
    expect(plan.available).toEqual([]);
    expect(plan.unavailable.map((m) => [m.line.shopProduct, m.reason])).toEqual([
      ['gone', 'notSold'],
      ['hidden', 'notSold'],
      ['out', 'outOfStock'],
    ]);
  });

  it('compares the old line total with the same quantity now, using the offer price when there is one', () => {
    const plan = planReorder([line('a', { count: 3, price: 30 })], [product('a', { price: 12, offerPrice: 11 })]);
    expect(plan.available[0]).toMatchObject({ oldFils: 3000, newFils: 3300, priceChanged: true, count: 3 });
  });

  it('refuses a product whose price is now 0 or unreadable, and shows an old price of 0 as a change', () => {
    const plan = planReorder(
      [line('free'), line('nan'), line('was-free', { price: 0 })],
      [product('free', { price: 0 }), product('nan', { price: 'abc' as unknown as number }), product('was-free')],
    );
    expect(plan.unavailable.map((m) => [m.line.shopProduct, m.reason])).toEqual([
      ['free', 'notSold'],
      ['nan', 'notSold'],
    ]);
    expect(plan.available[0]).toMatchObject({ oldFils: 0, newFils: 2000, priceChanged: true });
  });

  it('keeps the same add-on choice, priced now, and names a line whose add-on or option is unknown', () => {
    const withSauce = product('w', { addons: [sauce] });
    const plan = planReorder(
      [
        line('w', { addons: [garlic], count: 1, price: 12 }),
        line('w', { id: 'l2', addons: [{ ...garlic, id: 'g-unknown' }] }),
        line('w', { id: 'l3', addons: [{ ...garlic, options: [{ id: 'o-unknown', name: 'X', amount: 0 }] }] }),
        line('w', { id: 'l4', addons: [] }),
      ],
      [withSauce],
    );
    expect(plan.available).toHaveLength(1);
    expect(plan.available[0]).toMatchObject({
      count: 1,
      addons: [{ id: 'g-sauce', type: 'add', options: [{ id: 'o-garlic', amountFils: 200 }] }],
      newFils: 1200,
      priceChanged: false,
    });
    // An unknown group, an unknown option, and a required group not chosen.
    expect(plan.unavailable.map((m) => [m.line.id, m.reason])).toEqual([
      ['l2', 'optionsChanged'],
      ['l3', 'optionsChanged'],
      ['l4', 'optionsChanged'],
    ]);
  });

  it('names add-ons on a product that has none now', () => {
    const plan = planReorder([line('a', { addons: [garlic] })], [product('a')]);
    expect(plan.unavailable[0]?.reason).toBe('optionsChanged');
  });

  it('keeps the weight of a kg line, and says so when the shop now sells it in other steps', () => {
    const same = planReorder([line('k', { unit: 'kg', pay_size: 500, count: 3, price: 60 })], [product('k', { price: 40 }, 'kg', 500)]);
    expect(same.available[0]).toMatchObject({ count: 3, oldFils: 6000, newFils: 6000, priceChanged: false });
    const steps = planReorder([line('k', { unit: 'kg', pay_size: 500, count: 3, price: 60 })], [product('k', { price: 40 }, 'kg', 1000)]);
    // 1,500 g at 1,000 g steps: rounded to 2 steps, 2,000 g; the price compared is for 1,500 g.
    expect(steps.available[0]).toMatchObject({
      count: 2,
      newFils: 6000,
      quantity: { ordered: { unit: 'kg', amount: 1500 }, added: { unit: 'kg', amount: 2000 } },
    });
  });

  it("keeps the shop's per-order limit across lines of the same product", () => {
    const plan = planReorder(
      [line('a', { count: 4, price: 40 }), line('a', { id: 'l2', count: 1, price: 10 })],
      [product('a', { perOrderQuantity: 3 })],
    );
    expect(plan.available[0]).toMatchObject({ count: 3, quantity: { ordered: { amount: 4 }, added: { amount: 3 } } });
    expect(plan.unavailable).toEqual([{ line: expect.objectContaining({ id: 'l2' }), reason: 'notSold' }]);
  });

  it('reads hostile data without throwing: bad counts, missing ids, junk entries, huge prices', () => {
    const lines = [
      line('a', { count: 0 }),
      line('a', { id: 'l2', count: 1.5 }),
      line('a', { id: 'l3', count: Number.NaN }),
      line('', { id: 'l4' }),
      null as unknown as OrderLine,
      line('a', { id: 'l5', addons: null as unknown as OrderLine['addons'], count: 1, price: 'x' as unknown as number }),
      line('huge', { id: 'l6', count: 9999 }),
    ];
    const plan = planReorder(lines, [product('a'), product('huge', { price: 9e13 }), null as unknown as ShopProduct]);
    expect(plan.unavailable.map((m) => [m.line.id, m.reason])).toEqual([
      ['l-a', 'unreadable'],
      ['l2', 'unreadable'],
      ['l3', 'unreadable'],
      ['l4', 'unreadable'],
      // A price beyond what the cart can hold is no price.
      ['l6', 'notSold'],
    ]);
    // An unreadable old price is not a change: there is nothing to compare with.
    expect(plan.available).toEqual([expect.objectContaining({ count: 1, oldFils: null, priceChanged: false })]);
  });

  it('returns an empty plan for no lines', () => {
    expect(planReorder([], [product('a')])).toEqual({ available: [], unavailable: [] });
  });
});

describe('addReorderToCart', () => {
  it('adds every available line with its add-on set and count, and nothing of the rest', () => {
    const cart = createCartStore({ storage: createMemoryStorage() });
    const plan = planReorder(
      [line('a', { count: 2 }), line('w', { addons: [garlic], count: 3, price: 36 }), line('out')],
      [product('a'), product('w', { addons: [sauce] }), product('out', { isAvailable: false })],
    );
    expect(addReorderToCart(cart, plan)).toBe(5);
    expect(cart.state.items.map((i) => [i.shopProduct.id, i.count])).toEqual([
      ['a', 2],
      ['w', 3],
    ]);
    expect(cart.state.items[1]?.addonsSets).toEqual([expect.objectContaining({ key: 'g-sauce:o-garlic', count: 3, price: 3600 })]);
    expect(cart.state.total).toBe(2000 + 3600);
  });

  it('changes nothing when nothing is available', () => {
    const cart = createCartStore({ storage: createMemoryStorage() });
    expect(addReorderToCart(cart, planReorder([line('out')], [product('out', { isAvailable: false })]))).toBe(0);
    expect(cart.state.items).toEqual([]);
  });
});
