import { describe, expect, it } from 'vitest';
import { applyListPatch, readListState } from './useListState.ts';

describe('list state in the URL', () => {
  it('reads search, page, sort, filters and the open dialog', () => {
    const state = readListState(new URLSearchParams('q=ali&page=3&sort=-name&f.role=cashier&dialog=create&f.empty='));
    expect(state).toEqual({ q: 'ali', page: 3, sort: '-name', filters: { role: 'cashier' }, dialog: 'create' });
  });

  it('survives hostile or broken values', () => {
    expect(readListState(new URLSearchParams('page=-4')).page).toBe(1);
    expect(readListState(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('goes back to page 1 on a new search or filter, and drops empty values', () => {
    const params = new URLSearchParams('q=a&page=4&f.role=kitchen');
    expect(applyListPatch(params, { q: 'ab' }).toString()).toBe('q=ab&f.role=kitchen');
    expect(applyListPatch(params, { filters: { role: null } }).toString()).toBe('q=a');
    expect(applyListPatch(params, { page: 2 }).get('page')).toBe('2');
    expect(applyListPatch(params, { page: 1 }).has('page')).toBe(false);
    expect(applyListPatch(params, { dialog: 'create' }).get('page')).toBe('4');
  });
});
