import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's state in the URL (issue #10: search, filters, sort, page, open dialog), so back
 * and forward and a shared link restore the screen. Filters are `f.<name>` parameters.
 */
export interface ListState {
  q: string;
  page: number;
  sort: string | undefined;
  filters: Record<string, string>;
  dialog: string | undefined;
}

export interface ListStatePatch {
  q?: string;
  page?: number;
  sort?: string | null;
  filters?: Record<string, string | null>;
  dialog?: string | null;
}

export function readListState(params: URLSearchParams): ListState {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith('f.') && value !== '') filters[key.slice(2)] = value;
  return {
    q: params.get('q') ?? '',
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sort: params.get('sort') ?? undefined,
    filters,
    dialog: params.get('dialog') ?? undefined,
  };
}

/** The next URL parameters: a new search or filter goes back to page 1. */
export function applyListPatch(params: URLSearchParams, patch: ListStatePatch): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) =>
    value === null || value === undefined || value === '' ? next.delete(key) : next.set(key, value);
  if (patch.q !== undefined) set('q', patch.q.trim() === '' ? null : patch.q);
  if (patch.sort !== undefined) set('sort', patch.sort);
  if (patch.filters) for (const [name, value] of Object.entries(patch.filters)) set(`f.${name}`, value);
  if (patch.dialog !== undefined) set('dialog', patch.dialog);
  if (patch.page !== undefined) set('page', patch.page > 1 ? String(patch.page) : null);
  else if (patch.q !== undefined || patch.filters || patch.sort !== undefined) next.delete('page');
  return next;
}

export function useListState(): [ListState, (patch: ListStatePatch, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params), [params]);
  const update = useCallback(
    // Typing in the search box replaces the entry; opening a dialog or a page pushes one, so Back closes it.
    (patch: ListStatePatch, options?: { replace?: boolean }) =>
      setParams((current) => applyListPatch(current, patch), { replace: options?.replace ?? patch.q !== undefined }),
    [setParams],
  );
  return [state, update];
}
