import { useMemo, useState } from 'react';
import {
  customRange,
  readStatisticsState,
  statisticsFilters,
  useCustomerLoyalty,
  useMostRequestedDays,
  useOrderTypeStatistics,
  useSalesInsights,
  useSalesStatistics,
  useVisitCounter,
  type StatisticsUrlState,
} from '@dukkan/data';
import { StatisticsView } from '@dukkan/screens';
import { dubaiToday } from '../../layout/dubaiToday.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useListState } from '../../layout/useListState.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';

/**
 * /statistics (vendor spec §7 Statistics, issue #15): the working shop's charts, each from its own
 * call and SWR hook so that one failing leaves the others; the period and the insight weekdays
 * live in the URL (useListState's `f.*`), so Back and a shared link show the same charts.
 */
export function StatisticsRoute() {
  const { shopId } = useWorkingShop();
  const crumbs = useCrumbs();
  const [list, setList] = useListState();
  const state = useMemo(() => readStatisticsState(list.filters), [list.filters]);
  const [today] = useState(dubaiToday);
  const update = (next: StatisticsUrlState) => setList({ filters: statisticsFilters(next) });

  const sales = useSalesStatistics(shopId, state.period, today);
  // A custom period without (valid) dates shows the range the charts use: the last 30 days.
  const period = state.period.kind === 'custom' ? { ...state.period, ...customRange(state.period, today) } : state.period;
  const visits = useVisitCounter(shopId);
  const orderTypes = useOrderTypeStatistics(shopId);
  const loyalty = useCustomerLoyalty(shopId);
  const busiestDays = useMostRequestedDays(shopId);
  const insights = useSalesInsights(shopId, state.insightDays);

  return (
    <StatisticsView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      period={period}
      today={today}
      onPeriodChange={(period) => update({ ...state, period })}
      insightDays={state.insightDays}
      onInsightDaysChange={(insightDays) => update({ ...state, insightDays })}
      sales={sales}
      visits={visits}
      orderTypes={orderTypes}
      loyalty={loyalty}
      busiestDays={busiestDays}
      insights={insights}
    />
  );
}
