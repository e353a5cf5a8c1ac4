import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../model/customer.ts';
import {
  linePrice,
  offerPercent,
  paySizeOf,
  setUnitPrice,
  stepsPrice,
  toCartProduct,
  unitPrice,
  weightGrams,
  weightLabel,
} from './pricing.ts';
import { addToCart, checkoutProducts, removeFromCart } from './rules.ts';
import { emptyCart, type CartAddon, type CartProduct, type CartState } from './types.ts';

const piece = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 'gp-piece',
  productId: 'p1',
  name: 'Laban',
  unit: 'piece',
  paySize: 1000,
  priceFils: 450,
  offerFils: 0,
  ...over,
});
const kg = (over: Partial<CartProduct> = {}): CartProduct => ({
  id: 'gp-kg',
  productId: 'p2',
  name: 'Tomatoes',
  unit: 'kg',
  paySize: 250,
  priceFils: 1275,
  offerFils: 0,
  ...over,
});

describe('pricing rules (customer spec §9)', () => {
  it('prices pieces and boxes by count', () => {
    expect(stepsPrice(piece(), 450, 3)).toBe(1350);
    expect(stepsPrice(piece({ unit: 'box' }), 2000, 2)).toBe(4000);
  });

  it('prices kg items per pay_size/1000 of the kg price, rounded to whole fils', () => {
    // One 250 g step at AED 12.75/kg = 3.1875 -> AED 3.19; 3 steps are 3 × 3.19 = AED 9.57, as the
    // server prices the line and shows its step (decision 0086; rounding the line once gave 9.56).
    expect(stepsPrice(kg(), 1275, 1)).toBe(319);
    expect(stepsPrice(kg(), 1275, 3)).toBe(957);
    expect(weightGrams(kg(), 3)).toBe(750);
    expect(weightLabel(750)).toBe('750 G');
  });

  it('uses 1000 g when pay_size is missing or not a positive whole number', () => {
    for (const bad of [undefined, 0, -5, 2.5, NaN, '250']) expect(paySizeOf(bad)).toBe(1000);
    expect(paySizeOf(500)).toBe(500);
  });

  it('applies an offer only when offerPrice is above 0, with a floored percentage', () => {
    expect(unitPrice(piece({ offerFils: 0 }))).toBe(450);
    expect(unitPrice(piece({ offerFils: 400 }))).toBe(400);
    expect(offerPercent(1000, 667)).toBe(33);
    expect(offerPercent(300, 200)).toBe(33);
    expect(offerPercent(100, 99)).toBe(1);
    expect(offerPercent(1000, 0)).toBe(0);
    expect(offerPercent(1000, 1200)).toBe(0);
  });

  it('prices a set: an override option replaces the price, add options add to it', () => {
    const addons: CartAddon[] = [
      { id: 'size', type: 'override', options: [{ id: 'large', amountFils: 1800 }] },
      {
        id: 'extras',
        type: 'add',
        options: [
          { id: 'cheese', amountFils: 300 },
          { id: 'olives', amountFils: 200 },
        ],
      },
    ];
    expect(setUnitPrice(piece(), addons)).toBe(2300);
    expect(setUnitPrice(piece(), addons.slice(1))).toBe(950);
  });

  it('keeps the offer on add-on options when the shop product says so (addonsOffer), as the server prices them', () => {
    // The parity property's shrunk case (decision 0086): Charcoal Grilled Chicken, AED 24.00 on
    // offer at 20.50, size "Full" AED 36.00 -> 36.00 × 20.50 / 24.00 = 30.75; the cart had 36.00
    // and the cart page then said "The shop has updated this price".
    const chicken = piece({ priceFils: 2400, offerFils: 2050, addonsOffer: true });
    const full: CartAddon[] = [{ id: 'size', type: 'override', options: [{ id: 'full', amountFils: 3600 }] }];
    expect(setUnitPrice(chicken, full)).toBe(3075);
    expect(stepsPrice(chicken, setUnitPrice(chicken, full), 2)).toBe(6150);
    // An add option is scaled alike, rounded half up to the fils: 1.50 × 20.50 / 24.00 = 1.28125.
    expect(setUnitPrice(chicken, [{ id: 'extra', type: 'add', options: [{ id: 'sauce', amountFils: 150 }] }])).toBe(2050 + 128);
    // Without addonsOffer, or without an offer, options keep their own amounts.
    expect(setUnitPrice({ ...chicken, addonsOffer: false }, full)).toBe(3600);
    expect(setUnitPrice({ ...chicken, offerFils: 0 }, full)).toBe(3600);
    expect(toCartProduct({ ...wireDates(), addonsOffer: true } as ShopProduct)).toMatchObject({ addonsOffer: true });
  });

  it('converts a wire shop product to fils once, at the edge', () => {
    const wire = {
      id: 'gp1',
      price: 12.75,
      offerPrice: 9.99,
      computedPrice: 9.99,
      isAvailable: true,
      addons: [],
      product: { id: 'p', name: 'Dates', name_ar: 'تمر', unit: 'kg', category: 'c' },
    } as ShopProduct;
    expect(toCartProduct(wire)).toEqual({
      id: 'gp1',
      productId: 'p',
      name: 'Dates',
      name_ar: 'تمر',
      unit: 'kg',
      paySize: 1000,
      priceFils: 1275,
      offerFils: 999,
    });
    expect(toCartProduct({ ...wire, price: Number.NaN })).toBeNull();
  });
});

function wireDates() {
  return {
    id: 'gp1',
    price: 12.75,
    offerPrice: 9.99,
    computedPrice: 9.99,
    isAvailable: true,
    addons: [],
    product: { id: 'p', name: 'Dates', name_ar: 'تمر', unit: 'kg', category: 'c' },
  };
}

describe('cart totals (property)', () => {
  const product = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd'),
    unit: fc.constantFrom('piece' as const, 'box' as const, 'kg' as const),
    paySize: fc.integer({ min: 1, max: 5000 }),
    priceFils: fc.integer({ min: 0, max: 10_000_000 }),
    offerFils: fc.integer({ min: 0, max: 10_000_000 }),
  });
  const addon = fc.record({
    id: fc.constantFrom('g1', 'g2'),
    type: fc.constantFrom('add' as const, 'override' as const),
    options: fc.array(fc.record({ id: fc.constantFrom('o1', 'o2', 'o3'), amountFils: fc.integer({ min: 0, max: 100_000 }) }), {
      minLength: 1,
      maxLength: 2,
    }),
  });
  const op = fc.oneof(
    fc.record({ kind: fc.constant('add' as const), product, addons: fc.option(fc.array(addon, { maxLength: 2 }), { nil: undefined }) }),
    fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
  );

  it('the total always equals the sum of the lines, in whole fils, for any cart', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let cart: CartState = emptyCart();
        for (const o of ops) {
          if (o.kind === 'add') {
            const p: CartProduct = { ...o.product, productId: o.product.id, name: o.product.id };
            const hasSets = cart.items.find((i) => i.shopProduct.id === p.id)?.addonsSets.length;
            cart = addToCart(cart, p, hasSets ? (o.addons ?? []) : o.addons);
          } else cart = removeFromCart(cart, o.id);
        }
        expect(cart.total).toBe(cart.items.reduce((sum, item) => sum + item.price, 0));
        expect(Number.isSafeInteger(cart.total)).toBe(true);
        expect(cart.totalItems).toBe(cart.items.reduce((sum, item) => sum + item.count, 0));
        for (const item of cart.items) {
          expect(item.count).toBeGreaterThan(0);
          expect(item.price).toBe(linePrice(item));
          if (item.addonsSets.length) expect(item.count).toBe(item.addonsSets.reduce((s, set) => s + set.count, 0));
        }
      }),
    );
  });
});

describe('cart transitions (customer spec §4)', () => {
  it('adding increments count and price; removing decrements and drops the item at zero', () => {
    let cart = addToCart(addToCart(emptyCart(), piece()), piece());
    expect(cart).toMatchObject({ total: 900, totalItems: 2, items: [{ count: 2, price: 900 }] });
    cart = removeFromCart(cart, 'gp-piece');
    expect(cart).toMatchObject({ total: 450, totalItems: 1 });
    cart = removeFromCart(cart, 'gp-piece');
    expect(cart).toEqual(emptyCart());
  });

  it('adds and removes whole add-on sets; the count is the sum of the set counts', () => {
    const cheese: CartAddon[] = [{ id: 'extras', type: 'add', options: [{ id: 'cheese', amountFils: 300 }] }];
    const plain: CartAddon[] = [];
    let cart = addToCart(emptyCart(), piece(), cheese);
    cart = addToCart(cart, piece(), cheese);
    cart = addToCart(cart, piece(), plain);
    expect(cart.items[0]?.addonsSets.map((s) => s.count)).toEqual([2, 1]);
    expect(cart).toMatchObject({ totalItems: 3, total: 2 * 750 + 450 });
    cart = removeFromCart(cart, 'gp-piece', cart.items[0]?.addonsSets[0]?.key);
    expect(cart).toMatchObject({ totalItems: 2, total: 750 + 450 });
    expect(checkoutProducts(cart)).toEqual([
      { id: 'gp-piece', count: 1, addons: [{ id: 'extras', options: ['cheese'] }] },
      { id: 'gp-piece', count: 1, addons: [] },
    ]);
  });

  it('lists checkout products as id, count and addons', () => {
    const cart = addToCart(addToCart(emptyCart(), kg()), piece());
    expect(checkoutProducts(cart)).toEqual([
      { id: 'gp-kg', count: 1, addons: [] },
      { id: 'gp-piece', count: 1, addons: [] },
    ]);
  });
});
