/**
 * One hook for every dashboard list (ListPage in ui): the rows of the current page, the page
 * count and a status the template understands. Works for calls that page on the server (the
 * key carries page and limit; `select` reads the total) and for calls that answer the whole
 * list (POS users, templates...), which it filters and pages in the browser.
 */
import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import type { ApiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';

export interface PagedAnswer<T> {
  rows: T[];
  /** Rows on all pages; absent when the call answers the whole list. */
  total?: number;
}

export interface PagedListOptions<T> {
  /** null while something the call needs (the shop) is not known yet. */
  key: ApiKey | null;
  select: (data: unknown) => PagedAnswer<T>;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** For whole-list answers: which rows the search and filters keep. */
  keep?: (row: T) => boolean;
}

export type ListStatus = 'loading' | 'error' | 'ready';

export interface PagedList<T> {
  rows: T[];
  total: number;
  pageCount: number;
  /** The page asked for, brought back into range (a shared link to page 9 of 3 shows page 3). */
  page: number;
  status: ListStatus;
  error: unknown;
  retry: () => void;
  mutate: ReturnType<typeof useSWR<PagedAnswer<T>>>['mutate'];
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Keep, count and cut a whole-list answer, or pass a server page through. */
export function pageOf<T>(answer: PagedAnswer<T>, page: number, pageSize: number, keep?: (row: T) => boolean) {
  if (answer.total !== undefined) {
    const pageCount = pageCountOf(answer.total, pageSize);
    return { rows: answer.rows, total: answer.total, pageCount, page: Math.min(Math.max(1, page), pageCount) };
  }
  const kept = keep ? answer.rows.filter(keep) : answer.rows;
  const pageCount = pageCountOf(kept.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  return { rows: kept.slice((current - 1) * pageSize, current * pageSize), total: kept.length, pageCount, page: current };
}

export function usePagedList<T>({ key, select, page, pageSize, keep }: PagedListOptions<T>): PagedList<T> {
  const client = useApiClient();
  const swr = useSWR<PagedAnswer<T>>(key, selectFetcher(client, select), { keepPreviousData: true });
  const status: ListStatus = swr.data ? 'ready' : swr.error ? 'error' : 'loading';
  const paged = swr.data ? pageOf(swr.data, page, pageSize, keep) : { rows: [], total: 0, pageCount: 1, page: 1 };
  return { ...paged, status, error: swr.error, retry: () => void swr.mutate(), mutate: swr.mutate };
}
