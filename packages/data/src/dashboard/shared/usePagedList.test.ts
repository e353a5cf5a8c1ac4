import { describe, expect, it } from 'vitest';
import { pageCountOf, pageOf } from './usePagedList.ts';

const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, even: (i + 1) % 2 === 0 }));

describe('paging a list', () => {
  it('cuts a whole-list answer into pages and counts them', () => {
    expect(pageOf({ rows }, 3, 10)).toMatchObject({ total: 23, pageCount: 3, page: 3, rows: rows.slice(20) });
  });

  it('filters before counting', () => {
    const result = pageOf({ rows }, 1, 10, (r) => r.even);
    expect(result.total).toBe(11);
    expect(result.pageCount).toBe(2);
    expect(result.rows.every((r) => r.even)).toBe(true);
  });

  it('brings a page out of range back, for shared links and shrinking lists', () => {
    expect(pageOf({ rows }, 9, 10).page).toBe(3);
    expect(pageOf({ rows }, 0, 10).page).toBe(1);
    expect(pageOf({ rows }, Number.NaN, 10).page).toBe(1);
    expect(pageOf({ rows: [] }, 2, 10)).toMatchObject({ rows: [], total: 0, pageCount: 1, page: 1 });
  });

  it('passes a server page through with its total', () => {
    expect(pageOf({ rows: rows.slice(0, 5), total: 40 }, 2, 5)).toMatchObject({ pageCount: 8, page: 2, total: 40 });
  });

  it('never counts zero pages', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 0)).toBe(10);
  });
});
