import { describe, expect, it } from 'vitest';
import { pageRange } from './pageRange.ts';

describe('pageRange', () => {
  it('lists every page when they all fit', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('never puts a gap in place of a single page', () => {
    expect(pageRange(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageRange(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('always has the same length once pages are skipped, so the nav does not jump', () => {
    for (let page = 1; page <= 50; page += 1) {
      const items = pageRange(page, 50);
      expect(items).toHaveLength(7);
      expect(items).toContain(page);
    }
  });

  it('clamps an out-of-range page and ignores an empty count', () => {
    expect(pageRange(99, 3)).toEqual([1, 2, 3]);
    expect(pageRange(0, 3)).toEqual([1, 2, 3]);
    expect(pageRange(1, 0)).toEqual([]);
  });
});
