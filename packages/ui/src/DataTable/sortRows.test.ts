import { describe, expect, it } from 'vitest';
import { nextSort, selectionState, sortRows } from './sortRows.ts';

const rows = [
  { id: 'a', name: 'Order 10', total: 1250 },
  { id: 'b', name: 'order 9', total: null },
  { id: 'c', name: 'Order 2', total: 300 },
  { id: 'd', name: '', total: 1250 },
];

describe('sortRows', () => {
  it('sorts numbers by value and keeps equal rows in their order (stable)', () => {
    expect(sortRows(rows, (r) => r.total, 'ascending', 'en').map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortRows(rows, (r) => r.total, 'descending', 'en').map((r) => r.id)).toEqual(['a', 'd', 'c', 'b']);
  });

  it('sorts text numerically and case-insensitively, blanks last in both directions', () => {
    expect(sortRows(rows, (r) => r.name, 'ascending', 'en').map((r) => r.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(sortRows(rows, (r) => r.name, 'descending', 'en').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('collates Arabic text', () => {
    const names = [{ n: 'يوسف' }, { n: 'أحمد' }, { n: 'مريم' }];
    expect(sortRows(names, (r) => r.n, 'ascending', 'ar').map((r) => r.n)).toEqual(['أحمد', 'مريم', 'يوسف']);
  });

  it('does not change the input array', () => {
    const copy = [...rows];
    sortRows(rows, (r) => r.total, 'descending', 'en');
    expect(rows).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('starts a new column ascending and flips the current one', () => {
    expect(nextSort(null, 'total')).toEqual({ column: 'total', direction: 'ascending' });
    expect(nextSort({ column: 'total', direction: 'ascending' }, 'total')).toEqual({ column: 'total', direction: 'descending' });
    expect(nextSort({ column: 'total', direction: 'descending' }, 'total')).toEqual({ column: 'total', direction: 'ascending' });
    expect(nextSort({ column: 'total', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

describe('selectionState', () => {
  it('is none, some or all of the given keys', () => {
    expect(selectionState([], new Set(['a']))).toBe('none');
    expect(selectionState(['a', 'b'], new Set())).toBe('none');
    expect(selectionState(['a', 'b'], new Set(['x']))).toBe('none');
    expect(selectionState(['a', 'b'], new Set(['a']))).toBe('some');
    expect(selectionState(['a', 'b'], new Set(['a', 'b', 'x']))).toBe('all');
  });
});
