export { StatisticsView, type StatisticsViewProps } from './StatisticsView.tsx';
export { MAX_RANGE_DAYS } from './StatisticsPeriodPicker.tsx';
export { percentChange } from './StatisticsSummary.tsx';
export { useStatisticsFormat, weekOrder, type StatisticsFormat } from './statisticsFormat.ts';
export type {
  InsightsStatistics as StatisticsInsightsData,
  LoyaltyStatistics as StatisticsLoyaltyData,
  OrderTypeStatistics as StatisticsOrderTypeData,
  SalesStatistics as StatisticsSalesData,
  StatisticSection,
  StatisticsPeriod as StatisticsViewPeriod,
  VisitStatistics as StatisticsVisitData,
  WeekdayStatistics as StatisticsWeekdayData,
} from './types.ts';
