import useSWR, { type SWRResponse } from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import type { ApiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import { statisticsKeys } from './keys.ts';
import { customRange, previousRange, type StatisticsPeriod, type Weekday } from './period.ts';
import {
  readCustomerLoyalty,
  readMostRequestedDays,
  readOrderType,
  readSalesInsights,
  readSalesOrders,
  readSalesOverview,
  readVisitCounter,
  type InsightsStatistics,
  type LoyaltyStatistics,
  type OrderTypeStatistics,
  type SalesStatistics,
  type VisitStatistics,
  type WeekdayStatistics,
} from './read.ts';

export type StatisticStatus = 'loading' | 'error' | 'ready';

/** One chart's data: each chart has its own call, state and retry, so one failing leaves the others. */
export interface StatisticState<T> {
  data: T | undefined;
  status: StatisticStatus;
  retry: () => void;
}

function stateOf<T>(swr: SWRResponse<T>): StatisticState<T> {
  const { data, error, mutate } = swr;
  // A failed reload after a period change shows the failure, not the last period's figures.
  const status: StatisticStatus = error ? 'error' : data ? 'ready' : 'loading';
  return { data: status === 'ready' ? data : undefined, status, retry: () => void mutate() };
}

function useStatistic<T>(key: ApiKey | null, read: (data: unknown) => T): StatisticState<T> {
  const client = useApiClient();
  return stateOf(useSWR<T>(key, selectFetcher(client, read)));
}

/**
 * The sales of the chosen period: the overview call for day / week / month (it answers the
 * previous range's totals too), the orders call for a custom range plus a second one for the
 * range of the same length before it. `today` (YYYY-MM-DD, Dubai) bounds a custom range.
 */
export function useSalesStatistics(shopId: string | undefined, period: StatisticsPeriod, today: string): StatisticState<SalesStatistics> {
  const client = useApiClient();
  const custom = period.kind === 'custom' ? customRange(period, today) : null;
  const previous = custom ? previousRange(custom) : null;
  const overview = useSWR<SalesStatistics>(
    shopId && period.kind !== 'custom' ? statisticsKeys.overview(shopId, period.kind, period.weekStartDay) : null,
    selectFetcher(client, readSalesOverview),
  );
  const current = useSWR<SalesStatistics>(
    shopId && custom ? statisticsKeys.orders(shopId, custom.startDate, custom.endDate) : null,
    selectFetcher(client, readSalesOrders),
  );
  const before = useSWR<SalesStatistics>(
    shopId && previous ? statisticsKeys.orders(shopId, previous.startDate, previous.endDate) : null,
    selectFetcher(client, readSalesOrders),
  );
  if (!custom) return stateOf(overview);
  const state = stateOf(current);
  const retry = () => {
    void current.mutate();
    void before.mutate();
  };
  if (!state.data) return { ...state, retry };
  // Without the range before (still loading, or it failed) the figures show without a comparison.
  const prior = before.data ? { salesFils: before.data.totals.salesFils, orders: before.data.totals.orders } : null;
  return { data: { ...state.data, previous: prior }, status: 'ready', retry };
}

export function useCustomerLoyalty(shopId: string | undefined): StatisticState<LoyaltyStatistics> {
  return useStatistic(shopId ? statisticsKeys.customerLoyalty(shopId) : null, readCustomerLoyalty);
}

export function useMostRequestedDays(shopId: string | undefined): StatisticState<WeekdayStatistics> {
  return useStatistic(shopId ? statisticsKeys.mostRequestedDays(shopId) : null, readMostRequestedDays);
}

export function useSalesInsights(shopId: string | undefined, daysOfWeek: readonly Weekday[]): StatisticState<InsightsStatistics> {
  return useStatistic(shopId && daysOfWeek.length > 0 ? statisticsKeys.insights(shopId, daysOfWeek) : null, readSalesInsights);
}

export function useOrderTypeStatistics(shopId: string | undefined): StatisticState<OrderTypeStatistics> {
  return useStatistic(shopId ? statisticsKeys.orderType(shopId) : null, readOrderType);
}

export function useVisitCounter(shopId: string | undefined): StatisticState<VisitStatistics> {
  return useStatistic(shopId ? statisticsKeys.visitCounter(shopId) : null, readVisitCounter);
}
