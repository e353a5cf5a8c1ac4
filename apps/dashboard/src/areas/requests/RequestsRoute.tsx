import { REQUEST_STATUSES, useServiceRequests, type ServiceRequestFilter } from '@dukkan/data';
import { RequestsListView } from '@dukkan/screens';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { requestsUrls } from './urls.ts';

/**
 * /orders/requests (vendor spec §7 GET /shop/get-requests): the working shop's service
 * requests, newest first, filtered by status in the URL (`f.status`, sent to the server).
 */
export function RequestsRoute() {
  const { shopId } = useWorkingShop();
  const crumbs = useCrumbs();
  const [state, update] = useListState();
  const filter: ServiceRequestFilter = REQUEST_STATUSES.find((s) => s === state.filters.status) ?? 'all';
  const requests = useServiceRequests(shopId, filter);
  return (
    <RequestsListView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      requests={requests.data ?? []}
      status={requests.error && !requests.data ? 'error' : requests.data ? 'ready' : 'loading'}
      onRetry={() => void requests.mutate()}
      filter={filter}
      onFilterChange={(next) => update({ filters: { status: next === 'all' ? null : next } })}
      detailHref={(request) => requestsUrls.detail(request.id)}
    />
  );
}
