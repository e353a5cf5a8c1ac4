import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepValue } from './stepValue.ts';

const limits = { min: 1, max: 10, step: 1 };

describe('stepValue', () => {
  it('steps with the arrow keys', () => {
    expect(stepValue('ArrowUp', 3, limits)).toBe(4);
    expect(stepValue('ArrowDown', 3, limits)).toBe(2);
  });

  it('stops at the limits', () => {
    expect(stepValue('ArrowUp', 10, limits)).toBe(10);
    expect(stepValue('ArrowDown', 1, limits)).toBe(1);
    expect(stepValue('PageUp', 5, limits)).toBe(10);
    expect(stepValue('PageDown', 5, limits)).toBe(1);
  });

  it('jumps to the ends with Home and End', () => {
    expect(stepValue('Home', 7, limits)).toBe(1);
    expect(stepValue('End', 2, limits)).toBe(10);
  });

  it('ignores End without a finite maximum, and other keys', () => {
    expect(stepValue('End', 2, { min: 0, max: Infinity, step: 1 })).toBeNull();
    expect(stepValue('Enter', 2, limits)).toBeNull();
    expect(stepValue('ArrowLeft', 2, limits)).toBeNull();
  });

  it('always lands inside the limits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End'),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 5 }),
        (key, value, min, span, step) => {
          const next = stepValue(key, value, { min, max: min + span, step });
          expect(next).not.toBeNull();
          expect(next).toBeGreaterThanOrEqual(min);
          expect(next).toBeLessThanOrEqual(min + span);
        },
      ),
    );
  });
});
