import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filsToDecimalText, floorDiv, formatMoney, roundDiv, sumFils, toFils, toWireAed } from './money.ts';

describe('money at the API edge', () => {
  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [1.005, 101],
    ['12.345', 1235],
    ['12.344', 1234],
    [-0.05, -5],
    [0, 0],
    ['.5', 50],
    ['5.', 500],
    [1e-7, 0],
    ['1.5e2', 15000],
    [99999999.99, 9999999999],
  ])('converts wire AED %j to %i fils without float error', (aed, fils) => {
    expect(toFils(aed)).toBe(fils);
  });

  it.each([NaN, Infinity, -Infinity, '1e309', '12,5', '', 'abc', '1e400', '0x10', 1e21])('refuses %j as an amount', (aed) => {
    expect(toFils(aed as number)).toBeNull();
  });

  it('round-trips every amount of fils through the wire', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (fils) => {
        expect(toFils(toWireAed(fils))).toBe(fils);
        expect(toFils(filsToDecimalText(fils))).toBe(fils);
      }),
    );
  });

  it('divides integers exactly, rounding half away from zero or flooring', () => {
    expect(roundDiv(95625 * 10, 1000)).toBe(956);
    expect(roundDiv(2500, 1000)).toBe(3);
    expect(roundDiv(-2500, 1000)).toBe(-3);
    expect(floorDiv(33399, 1000)).toBe(33);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = floorDiv(n, d);
        expect(q * d <= n && n < (q + 1) * d).toBe(true);
      }),
    );
  });

  it('refuses to sum amounts that are not whole fils', () => {
    expect(() => sumFils([1, 0.5])).toThrow(RangeError);
    expect(sumFils([1250, 5, -5])).toBe(1250);
  });
});

describe('money formatting', () => {
  it('formats AED in English', () => {
    expect(formatMoney(1250, 'en')).toBe('AED\u00a012.50');
    expect(formatMoney(123456789, 'en')).toBe('AED\u00a01,234,567.89');
  });

  it('formats AED in Arabic with Latin digits, the numbering system chosen in decision 0010', () => {
    const text = formatMoney(1250, 'ar');
    expect(text).toContain('12.50');
    expect(text).toContain('د.إ.');
    expect(text).not.toMatch(/[٠-٩]/);
  });
});
