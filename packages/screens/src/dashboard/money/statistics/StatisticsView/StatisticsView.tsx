import { FormattedMessage } from 'react-intl';
import { Page, type PageBreadcrumb } from '@dukkan/ui';
import { BusiestDaysChart, InsightsChart, LoyaltyChart, OrderTypeCharts, SalesCharts } from './StatisticsCharts.tsx';
import { StatisticsPeriodPicker } from './StatisticsPeriodPicker.tsx';
import { StatisticsSummary } from './StatisticsSummary.tsx';
import { Sections } from './StatisticsView.styles.ts';
import { useStatisticsFormat } from './statisticsFormat.ts';
import type {
  InsightsStatistics,
  LoyaltyStatistics,
  OrderTypeStatistics,
  SalesStatistics,
  StatisticSection,
  StatisticsPeriod,
  VisitStatistics,
  WeekdayStatistics,
  Weekday,
} from './types.ts';

export interface StatisticsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  period: StatisticsPeriod;
  /** YYYY-MM-DD in Dubai: the last day a custom range may reach. */
  today: string;
  onPeriodChange: (period: StatisticsPeriod) => void;
  /** The weekdays of the sales insights chart. */
  insightDays: readonly Weekday[];
  onInsightDaysChange: (days: Weekday[]) => void;
  sales: StatisticSection<SalesStatistics>;
  visits: StatisticSection<VisitStatistics>;
  orderTypes: StatisticSection<OrderTypeStatistics>;
  loyalty: StatisticSection<LoyaltyStatistics>;
  busiestDays: StatisticSection<WeekdayStatistics>;
  insights: StatisticSection<InsightsStatistics>;
}

/**
 * `/statistics` (vendor spec §7 Statistics, issue #15): the chosen period's sales against the
 * period before, sales and orders over time, order types and where orders come from, customer
 * loyalty, the busiest weekdays and hours. Every chart loads, fails and retries on its own, has
 * a table view and a sentence for screen readers; in Arabic time runs from the right.
 * Decision 0048.
 */
export function StatisticsView(props: StatisticsViewProps) {
  const format = useStatisticsFormat();
  const { period } = props;
  return (
    <Page
      title={<FormattedMessage id="dashboard.statistics.title" />}
      description={<FormattedMessage id="dashboard.statistics.description" />}
      breadcrumbs={props.breadcrumbs}
    >
      <StatisticsPeriodPicker
        // A custom range typed in another tab or by Back starts the fields from the URL again.
        key={`${period.kind}:${period.startDate ?? ''}:${period.endDate ?? ''}`}
        period={period}
        today={props.today}
        format={format}
        onChange={props.onPeriodChange}
      />
      <StatisticsSummary sales={props.sales} visits={props.visits} format={format} />
      <Sections>
        <SalesCharts sales={props.sales} format={format} />
        <OrderTypeCharts orderTypes={props.orderTypes} format={format} />
        <LoyaltyChart loyalty={props.loyalty} format={format} />
        <BusiestDaysChart days={props.busiestDays} weekStartDay={period.weekStartDay} format={format} />
        <InsightsChart
          insights={props.insights}
          days={props.insightDays}
          onDaysChange={props.onInsightDaysChange}
          weekStartDay={period.weekStartDay}
          format={format}
        />
      </Sections>
    </Page>
  );
}
