import { describe, expect, it } from 'vitest';
import { donutArcs, labelIndices, niceStep, niceTicks, ringPath, truncateLabel } from './chartScale.ts';

describe('niceTicks', () => {
  it('starts at zero for positive data and ends at or above the maximum', () => {
    expect(niceTicks(120, 940)).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks(0, 18_450)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(niceTicks(3, 7, 4, true)).toEqual([0, 2, 4, 6, 8]);
  });

  it('covers negative values and avoids float noise', () => {
    expect(niceTicks(-30, 70)).toEqual([-50, -25, 0, 25, 50, 75]);
    expect(niceTicks(0, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('has a range for flat data', () => {
    expect(niceTicks(0, 0)).toEqual([0, 1]);
    expect(niceStep(0, 4)).toBe(1);
  });
});

describe('labelIndices', () => {
  it('keeps every label when they fit, else the first, the last and evenly spaced ones', () => {
    expect(labelIndices(5, 7)).toEqual([0, 1, 2, 3, 4]);
    expect(labelIndices(30, 7)).toEqual([0, 5, 10, 15, 20, 25, 29]);
    expect(labelIndices(28, 7)).toEqual([0, 5, 10, 15, 20, 27]);
    expect(labelIndices(90, 7)).toEqual([0, 15, 30, 45, 60, 75, 89]);
    expect(labelIndices(0, 7)).toEqual([]);
  });
});

describe('truncateLabel', () => {
  it('cuts long labels with an ellipsis, by character', () => {
    expect(truncateLabel('Dates', 10)).toBe('Dates');
    expect(truncateLabel('Fresh vegetables and fruit', 10)).toBe('Fresh veg…');
    expect(truncateLabel('خضروات وفواكه طازجة', 8)).toBe('خضروات…');
  });
});

describe('donut geometry', () => {
  it('splits the circle by share, ignoring negatives', () => {
    const arcs = donutArcs([1, 3, -2]);
    expect(arcs.map((a) => a.share)).toEqual([0.25, 0.75, 0]);
    expect(arcs[1]?.end).toBeCloseTo(2 * Math.PI, 9);
    expect(donutArcs([0, 0]).every((a) => a.share === 0)).toBe(true);
  });

  it('draws a quarter ring and a full ring', () => {
    expect(ringPath(50, 50, 40, 20, 0, Math.PI / 2)).toBe('M 50 10 A 40 40 0 0 1 90 50 L 70 50 A 20 20 0 0 0 50 30 Z');
    expect(ringPath(50, 50, 40, 20, 0, 2 * Math.PI).match(/M /g)).toHaveLength(2);
    expect(ringPath(50, 50, 40, 20, 1, 1)).toBe('');
  });
});
