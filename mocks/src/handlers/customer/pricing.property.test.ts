/**
 * The mock's money arithmetic is integer fils, converted at the wire with the app's own helpers
 * (`@dukkan/core` money; decision 0083). Property tests over generated amounts and carts:
 * every wire amount becomes the same fils in the mock as in the app, and a priced cart's totals
 * equal an exact integer reference to the fils.
 */
import { toFils as appToFils, type AddonGroup, type Promotion } from '@dukkan/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShopProduct } from '../../fixtures/customer.ts';
import { billFields, cartTotals, priceLine, promotionDiscountFils, toAed, toFils } from './pricing.ts';

const SEED = 20261127;

/** round(n / d), half away from zero, in BigInt: the reference the mock must match. */
function exactDiv(n: bigint, d: bigint): bigint {
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = abs / d;
  const rounded = (abs % d) * 2n >= d ? q + 1n : q;
  return negative ? -rounded : rounded;
}

const filsToText = (fils: number) => {
  const abs = String(Math.abs(fils)).padStart(3, '0');
  return `${fils < 0 ? '-' : ''}${abs.slice(0, -2)}.${abs.slice(-2)}`;
};

describe('wire amounts', () => {
  it('become the same fils in the mock as in the app, three decimals and negatives included', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (thousandths) => {
        const text = `${thousandths < 0 ? '-' : ''}${Math.floor(Math.abs(thousandths) / 1000)}.${String(Math.abs(thousandths) % 1000).padStart(3, '0')}`;
        expect(toFils(Number(text)), text).toBe(appToFils(text));
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('go back to the wire as the exact decimal of the fils', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (fils) => {
        expect(toAed(fils)).toBe(Number(filsToText(fils)));
        expect(toFils(toAed(fils))).toBe(fils);
      }),
      { seed: SEED, numRuns: 2000 },
    );
  });

  it('half fils round away from zero, as the app rounds them', () => {
    expect(toFils(1.005)).toBe(101);
    expect(toFils(0.285)).toBe(29);
    expect(toFils(-0.125)).toBe(-13);
  });
});

const fils = (max: number) => fc.integer({ min: 0, max });
const line = fc.record({
  priceFils: fc.integer({ min: 1, max: 200_000 }),
  offerFils: fils(200_000),
  addonsOffer: fc.boolean(),
  unit: fc.constantFrom('piece', 'kg'),
  paySize: fc.constantFrom(100, 250, 333, 500, 750, 1000),
  overrideFils: fc.option(fils(50_000), { nil: undefined }),
  addFils: fc.array(fils(5_000), { maxLength: 3 }),
  count: fc.integer({ min: 1, max: 50 }),
});
const promotion = fc.oneof(
  fc.record({
    kind: fc.constant('percent' as const),
    basisPoints: fc.integer({ min: 1, max: 10_000 }),
    maxFils: fc.option(fils(100_000), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('fixed' as const), valueFils: fils(100_000) }),
);

describe('a priced cart', () => {
  it('comes to totals exact to the fils, and the bill on the wire adds up in the app', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.option(promotion, { nil: undefined }),
        fils(5_000),
        fils(100_000),
        fc.boolean(),
        (lines, promo, deliveryFils, walletBalanceFils, useWallet) => {
          let expectedSubtotal = 0n;
          const priced = lines.map((l, index) => {
            const onOffer = l.offerFils > 0 && l.offerFils < l.priceFils;
            const addons: AddonGroup[] = [];
            if (l.overrideFils !== undefined) {
              addons.push({
                id: `o${index}`,
                title: 'Size',
                type: 'override',
                required: true,
                max: 1,
                order: 1,
                options: [{ id: `o${index}-1`, name: 'One', amount: toAed(l.overrideFils) }],
              });
            }
            if (l.addFils.length) {
              addons.push({
                id: `a${index}`,
                title: 'Extras',
                type: 'add',
                required: false,
                max: l.addFils.length,
                order: 2,
                options: l.addFils.map((amount, i) => ({ id: `a${index}-${i}`, name: `Extra ${i}`, amount: toAed(amount) })),
              });
            }
            const sp = buildShopProduct({
              id: `p${index}`,
              price: toAed(l.priceFils),
              offerPrice: toAed(l.offerFils),
              addonsOffer: l.addonsOffer,
              addons,
              product: { unit: l.unit, pay_size: l.unit === 'kg' ? l.paySize : undefined },
            });
            const entry = { id: sp.id, count: l.count, addons: addons.map((g) => ({ id: g.id, options: g.options.map((o) => o.id) })) };
            // The reference, in BigInt.
            const option = (amount: number) =>
              onOffer && l.addonsOffer ? exactDiv(BigInt(amount) * BigInt(l.offerFils), BigInt(l.priceFils)) : BigInt(amount);
            let unit = l.overrideFils !== undefined ? option(l.overrideFils) : BigInt(onOffer ? l.offerFils : l.priceFils);
            if (l.offerFils > 0 && !onOffer && l.overrideFils === undefined) unit = BigInt(l.offerFils);
            for (const amount of l.addFils) unit += option(amount);
            const step = l.unit === 'kg' ? exactDiv(unit * BigInt(l.paySize), 1000n) : unit;
            expectedSubtotal += step * BigInt(l.count);
            return priceLine(sp, entry);
          });
          const subtotalFils = priced.reduce((sum, p) => sum + p.lineFils, 0);
          expect(BigInt(subtotalFils)).toBe(expectedSubtotal);

          let expectedDiscount = 0n;
          let discountFils = 0;
          if (promo) {
            const wire: Promotion =
              promo.kind === 'percent'
                ? ({
                    kind: 'percent',
                    value: promo.basisPoints / 100,
                    ...(promo.maxFils !== undefined ? { maxDiscount: toAed(promo.maxFils) } : {}),
                  } as Promotion)
                : ({ kind: 'fixed', value: toAed(promo.valueFils) } as Promotion);
            discountFils = promotionDiscountFils(wire, subtotalFils);
            let raw = promo.kind === 'percent' ? exactDiv(expectedSubtotal * BigInt(promo.basisPoints), 10_000n) : BigInt(promo.valueFils);
            if (promo.kind === 'percent' && promo.maxFils !== undefined && BigInt(promo.maxFils) < raw) raw = BigInt(promo.maxFils);
            expectedDiscount = raw > expectedSubtotal ? expectedSubtotal : raw;
          }
          expect(BigInt(discountFils)).toBe(expectedDiscount);

          const totals = cartTotals({ lines: priced, deliveryFils, discountFils, walletBalanceFils, useWallet });
          for (const value of Object.values(totals)) expect(Number.isSafeInteger(value)).toBe(true);
          expect(totals.totalFils).toBe(subtotalFils + deliveryFils - discountFils - totals.walletFils);

          // The app reads the bill with its own helper: every field, and their sum, to the fils.
          const bill = Object.fromEntries(billFields(totals).map((f) => [f.rule, appToFils(f.value)]));
          expect(bill).toEqual({
            subtotal: totals.subtotalFils,
            delivery_fee: totals.deliveryFils,
            discount: totals.discountFils,
            wallet: totals.walletFils,
            total_amount: totals.totalFils,
          });
        },
      ),
      { seed: SEED, numRuns: 500 },
    );
  });
});
