/**
 * Amounts a dashboard call sends are read exactly: two decimals by the app's decimal-text
 * conversion, no float tolerance (decision 0083).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aedText, readAed, toAed } from './money.ts';

describe('readAed', () => {
  it('keeps every amount of whole fils as sent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (fils) => {
        expect(readAed({ amount: toAed(fils) }, 'amount', { max: 1_000_000 })).toBe(toAed(fils));
      }),
      { seed: 20261127, numRuns: 1000 },
    );
  });

  it('refuses a third decimal and float noise instead of rounding it away', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 1, max: 9 }), (fils, extra) => {
        const text = `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}${extra}`;
        expect(() => readAed({ amount: Number(text) }, 'amount', { max: 1_000_000 }), text).toThrow(/two decimals/);
      }),
      { seed: 20261127, numRuns: 1000 },
    );
    expect(() => readAed({ amount: 0.1 + 0.2 }, 'amount')).toThrow(/two decimals/);
  });

  it('writes amounts in messages from fils, not with toFixed', () => {
    expect(aedText(100_005)).toBe('1000.05');
    expect(aedText(-5)).toBe('-0.05');
  });
});
