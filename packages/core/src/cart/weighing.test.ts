import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fils } from '../money/money.ts';
import { MAX_WEIGHED_GRAMS, parseWeighedKg, repriceByWeight } from './weighing.ts';

const fils = (n: number) => n as Fils;

/** A kg line as orders hold it: count steps of pay_size grams at a whole step price. */
const line = fc.record({
  stepFils: fc.integer({ min: 1, max: 1_000_000 }),
  count: fc.integer({ min: 1, max: 999 }),
  paySize: fc.integer({ min: 50, max: 5000 }),
});

describe('repriceByWeight', () => {
  it('re-prices the example of the issue: 1.25 kg ordered at AED 24.00 a kg, 1.31 kg weighed', () => {
    // 5 steps of 250 g at AED 6.00 = AED 30.00 for 1.25 kg.
    const result = repriceByWeight({ lineFils: fils(3000), count: 5, paySize: 250, weighedGrams: 1310 });
    expect(result).toEqual({ orderedGrams: 1250, kgFils: 2400, stepFils: 600, newStepFils: 629, newLineFils: 3145, differenceFils: 145 });
  });

  it('gives back the ordered price for the ordered weight', () => {
    fc.assert(
      fc.property(line, ({ stepFils, count, paySize }) => {
        fc.pre(count * paySize <= MAX_WEIGHED_GRAMS);
        const result = repriceByWeight({ lineFils: fils(stepFils * count), count, paySize, weighedGrams: count * paySize });
        expect(result.newLineFils).toBe(stepFils * count);
        expect(result.differenceFils).toBe(0);
      }),
    );
  });

  it('stays within half a fils per step of the exact price of the weighed grams', () => {
    fc.assert(
      fc.property(line, fc.integer({ min: 1, max: MAX_WEIGHED_GRAMS }), ({ stepFils, count, paySize }, weighedGrams) => {
        const result = repriceByWeight({ lineFils: fils(stepFils * count), count, paySize, weighedGrams });
        // Compared in integers: |new line × pay_size − step × grams| ≤ count × pay_size / 2.
        const error = Math.abs(result.newLineFils * paySize - stepFils * weighedGrams);
        expect(error * 2).toBeLessThanOrEqual(count * paySize);
        expect(Number.isSafeInteger(result.newLineFils)).toBe(true);
        expect(result.newLineFils % count).toBe(0);
      }),
    );
  });

  it('never charges less for more weight, and the difference has the sign of the weight change', () => {
    fc.assert(
      fc.property(
        line,
        fc.integer({ min: 1, max: MAX_WEIGHED_GRAMS - 1 }),
        fc.integer({ min: 1, max: 5000 }),
        ({ stepFils, count, paySize }, grams, more) => {
          const input = { lineFils: fils(stepFils * count), count, paySize };
          const less = repriceByWeight({ ...input, weighedGrams: grams });
          const heavier = repriceByWeight({ ...input, weighedGrams: Math.min(MAX_WEIGHED_GRAMS, grams + more) });
          expect(heavier.newLineFils).toBeGreaterThanOrEqual(less.newLineFils);
          const ordered = count * paySize;
          if (grams > ordered) expect(less.differenceFils).toBeGreaterThanOrEqual(0);
          if (grams < ordered) expect(less.differenceFils).toBeLessThanOrEqual(0);
        },
      ),
    );
  });

  it('refuses a reading or a count it cannot price', () => {
    expect(() => repriceByWeight({ lineFils: fils(600), count: 0, paySize: 250, weighedGrams: 300 })).toThrow(RangeError);
    expect(() => repriceByWeight({ lineFils: fils(600), count: 1, paySize: 250, weighedGrams: 0 })).toThrow(RangeError);
    expect(() => repriceByWeight({ lineFils: fils(600), count: 1, paySize: 250, weighedGrams: 1.5 })).toThrow(RangeError);
  });
});

describe('parseWeighedKg', () => {
  it('reads kg in either language’s digits and separators, as whole grams', () => {
    expect(parseWeighedKg('1.31')).toBe(1310);
    expect(parseWeighedKg('١٫٣١')).toBe(1310);
    expect(parseWeighedKg(' 1,305 ')).toBe(1305);
    expect(parseWeighedKg('۲')).toBe(2000);
    expect(parseWeighedKg('0.001')).toBe(1);
  });

  it('refuses what is not a scale reading', () => {
    for (const text of ['', '0', '0.000', '1.2345', '1000', '-1', 'abc', '1.2.3', '1e3']) expect(parseWeighedKg(text)).toBeNull();
  });
});
