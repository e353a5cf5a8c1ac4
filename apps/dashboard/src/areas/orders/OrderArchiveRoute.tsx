import { useMemo, useState } from 'react';
import { ApiRequestError, readArchiveFilter, useOrderArchive } from '@dukkan/data';
import { OrderArchiveView, type ArchiveFilterValue } from '@dukkan/screens';
import { dubaiToday } from '../../layout/dubaiToday.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { ordersUrls } from './urls.ts';

/**
 * /orders/archive (issue #12 item 2, decision 0070): the working shop's finished orders, a server
 * page at a time. The search (`q`), the status and days (`f.status`, `f.from`, `f.to`) and the page
 * live in the URL, so Back and a shared link show the same list; each number opens the order.
 */
export function OrderArchiveRoute() {
  const { shopId } = useWorkingShop();
  const crumbs = useCrumbs();
  const [list, update] = useListState();
  const [today] = useState(dubaiToday);
  const filter = useMemo(() => readArchiveFilter(list.q, list.filters), [list.q, list.filters]);
  const archive = useOrderArchive(shopId, filter, list.page);

  return (
    <OrderArchiveView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      orders={archive.rows}
      total={archive.total}
      status={archive.status}
      error={archive.error instanceof ApiRequestError ? archive.error.error : null}
      onRetry={archive.retry}
      query={list.q}
      onQueryChange={(q) => update({ q })}
      filter={{ status: filter.status, from: filter.from, to: filter.to }}
      today={today}
      onFilterChange={(next: ArchiveFilterValue) => update({ filters: { status: next.status, from: next.from, to: next.to } })}
      onClearFilters={() => update({ q: '', filters: { status: null, from: null, to: null } })}
      page={archive.page}
      pageCount={archive.pageCount}
      onPageChange={(page) => update({ page })}
      orderHref={(order) => ordersUrls.order(order.id)}
    />
  );
}
