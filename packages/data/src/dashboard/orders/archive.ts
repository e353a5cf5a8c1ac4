/**
 * The order archive (issue #12 item 2, decision 0070): the shop's finished orders a server page at
 * a time (GET /grocery/shop/orders, `finished=true`), searched and filtered by status and Dubai days.
 * What the URL says is read here, never trusted: an unknown status or a day that is not a real date
 * is dropped, and a backwards range is not sent.
 */
import type { Order, OrderStatus } from '@dukkan/core';
import { apiKey } from '../../swr/keys.ts';
import { useDebounced } from '../shared/useDebounced.ts';
import { usePagedList, type PagedList } from '../shared/usePagedList.ts';
import { readOrdersPage } from './read.ts';
import { FINAL_STATUSES } from './status.ts';

export const ARCHIVE_PAGE_SIZE = 20;

export type ArchiveStatus = Extract<OrderStatus, 'delivered' | 'picked_up' | 'cancelled'>;

export interface ArchiveFilter {
  /** The number, a name or phone digits in any script; '' for every order. */
  q: string;
  status: ArchiveStatus | null;
  /** YYYY-MM-DD, Dubai days, both included. */
  from: string | null;
  to: string | null;
}

const isArchiveStatus = (value: string | undefined): value is ArchiveStatus => (FINAL_STATUSES as readonly string[]).includes(value ?? '');

function realDay(value: string | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The archive's filter from the URL (`q`, `f.status`, `f.from`, `f.to`). */
export function readArchiveFilter(q: string, filters: Readonly<Record<string, string>>): ArchiveFilter {
  return {
    q: q.trim().slice(0, 60),
    status: isArchiveStatus(filters.status) ? filters.status : null,
    from: realDay(filters.from),
    to: realDay(filters.to),
  };
}

/** The range the server is asked for: a backwards one is not a range (the field says why). */
export function archiveRange(filter: ArchiveFilter): { from?: string; to?: string } {
  if (filter.from && filter.to && filter.from > filter.to) return {};
  return { ...(filter.from ? { from: filter.from } : {}), ...(filter.to ? { to: filter.to } : {}) };
}

export const archiveKey = (shop: string, filter: ArchiveFilter, page: number) =>
  apiKey('groceryShopOrders', {
    query: {
      shop,
      finished: true,
      page,
      limit: ARCHIVE_PAGE_SIZE,
      ...(filter.q ? { q: filter.q } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      ...archiveRange(filter),
    },
  });

export interface OrderArchive extends PagedList<Order> {
  /** A newer search is on its way while the previous rows stay on screen. */
  isRefreshing: boolean;
}

const selectPage = (data: unknown) => {
  const page = readOrdersPage(data);
  return { rows: page.items, total: page.total };
};

/** One page of the archive; typing pauses before the server is asked, and the last rows stay meanwhile. */
export function useOrderArchive(shopId: string | undefined, filter: ArchiveFilter, page: number): OrderArchive {
  const q = useDebounced(filter.q);
  const list = usePagedList<Order>({
    key: shopId ? archiveKey(shopId, { ...filter, q }, Math.max(1, page)) : null,
    select: selectPage,
    page,
    pageSize: ARCHIVE_PAGE_SIZE,
  });
  return { ...list, isRefreshing: q !== filter.q };
}
