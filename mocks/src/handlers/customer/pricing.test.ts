import { describe, expect, it } from 'vitest';
import { buildAddonGroup, buildShopProduct } from '../../fixtures/customer.ts';
import { billFields, cartTotals, parseCheckoutProducts, priceLine, promotionDiscountFils, toAed } from './pricing.ts';

const size = buildAddonGroup({ id: 'size' });
const extras = buildAddonGroup({
  id: 'extras',
  type: 'add',
  required: false,
  max: 2,
  order: 2,
  options: [
    { id: 'cheese', name: 'Extra cheese', amount: 3 },
    { id: 'garlic', name: 'Garlic sauce', amount: 1.5 },
    { id: 'chilli', name: 'Chilli', amount: 0.75 },
  ],
});
const shawarma = buildShopProduct({ id: 'shawarma', price: 9, addons: [size, extras], product: { unit: 'piece', pay_size: undefined } });

describe('priceLine', () => {
  it('prices a kg item per pay_size step: 500 g × 3 of 78 AED/kg is 117 AED', () => {
    const hammour = buildShopProduct({ price: 78, product: { unit: 'kg', pay_size: 500 } });
    const line = priceLine(hammour, { id: hammour.id, count: 3, addons: [] });
    expect(toAed(line.stepFils)).toBe(39);
    expect(toAed(line.lineFils)).toBe(117);
  });

  it('rounds a step to the fils before multiplying, so unit × count is the line', () => {
    const cardamom = buildShopProduct({ price: 58.33, product: { unit: 'kg', pay_size: 250 } });
    const line = priceLine(cardamom, { id: cardamom.id, count: 3, addons: [] });
    expect(line.stepFils).toBe(1458);
    expect(line.lineFils).toBe(4374);
  });

  it('uses the offer price when there is one', () => {
    const mango = buildShopProduct({ price: 14.5, offerPrice: 11.5, product: { unit: 'piece', pay_size: undefined } });
    expect(toAed(priceLine(mango, { id: mango.id, count: 2, addons: [] }).lineFils)).toBe(23);
  });

  it('replaces the price with an override option and adds add options', () => {
    const line = priceLine(shawarma, {
      id: 'shawarma',
      count: 2,
      addons: [
        { id: 'size', options: ['size-large'] },
        { id: 'extras', options: ['cheese', 'garlic'] },
      ],
    });
    expect(toAed(line.stepFils)).toBe(19.75);
    expect(toAed(line.lineFils)).toBe(39.5);
  });

  it('applies the offer ratio to add-on amounts when addonsOffer is set', () => {
    const onOffer = { ...shawarma, offerPrice: 7.2, computedPrice: 7.2, addonsOffer: true };
    const line = priceLine(onOffer, { id: 'shawarma', count: 1, addons: [{ id: 'size', options: ['size-small'] }] });
    expect(toAed(line.lineFils)).toBe(7.2);
  });

  it('refuses a missing required group, an unknown option and too many options', () => {
    expect(() => priceLine(shawarma, { id: 'shawarma', count: 1, addons: [] })).toThrow(/Choose Size/);
    expect(() => priceLine(shawarma, { id: 'shawarma', count: 1, addons: [{ id: 'size', options: ['nope'] }] })).toThrow(/no option/);
    expect(() =>
      priceLine(shawarma, {
        id: 'shawarma',
        count: 1,
        addons: [
          { id: 'size', options: ['size-small'] },
          { id: 'extras', options: ['cheese', 'garlic', 'chilli'] },
        ],
      }),
    ).toThrow(/at most 2/);
  });
});

describe('promotions and totals', () => {
  it('caps a percent discount at maxDiscount', () => {
    const welcome = { id: 'p', code: 'WELCOME10', kind: 'percent' as const, value: 10, maxDiscount: 20 };
    expect(promotionDiscountFils(welcome, 15_000)).toBe(1500);
    expect(promotionDiscountFils(welcome, 35_000)).toBe(2000);
  });

  it('never discounts more than the subtotal', () => {
    expect(promotionDiscountFils({ id: 'p', code: 'SAVE5', kind: 'fixed', value: 5 }, 300)).toBe(300);
  });

  it('lets the wallet pay what is left, delivery included, and no more than the balance', () => {
    const line = priceLine(buildShopProduct({ price: 10, product: { unit: 'piece', pay_size: undefined } }), {
      id: 'x',
      count: 3,
      addons: [],
    });
    const totals = cartTotals({ lines: [line], deliveryFils: 700, discountFils: 300, walletBalanceFils: 3550, useWallet: true });
    expect(billFields(totals)).toEqual([
      { rule: 'subtotal', value: 30 },
      { rule: 'delivery_fee', value: 7 },
      { rule: 'discount', value: 3 },
      { rule: 'wallet', value: 34 },
      { rule: 'total_amount', value: 0 },
    ]);
  });
});

describe('parseCheckoutProducts', () => {
  it('reads the JSON string the GET call carries', () => {
    expect(parseCheckoutProducts('[{"id":"sp-1","count":2,"addons":[]}]')).toEqual([{ id: 'sp-1', count: 2, addons: [] }]);
  });

  it.each([['not json'], ['{}'], ['[{"id":"a","count":0}]'], ['[{"id":"a","count":1.5}]'], ['[{"count":1}]']])(
    'refuses %s with a 422',
    (raw) => {
      expect(() => parseCheckoutProducts(raw)).toThrow(expect.objectContaining({ status: 422 }));
    },
  );
});
