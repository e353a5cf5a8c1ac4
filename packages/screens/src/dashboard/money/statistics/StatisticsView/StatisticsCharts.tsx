import { FormattedMessage, useIntl } from 'react-intl';
import { BarChart, Checkbox, CheckboxGroup, DonutChart, LineChart } from '@dukkan/ui';
import { InsightDays } from './StatisticsView.styles.ts';
import { weekOrder, type StatisticsFormat } from './statisticsFormat.ts';
import type {
  InsightsStatistics,
  LoyaltyStatistics,
  OrderTypeStatistics,
  SalesStatistics,
  ShareSegment,
  StatisticSection,
  WeekdayStatistics,
  Weekday,
} from './types.ts';

/** Names of the segments the API answers; an unknown one shows as sent. */
const SEGMENT_NAMES: Readonly<Record<string, string>> = {
  delivery: 'dashboard.statistics.orderType.delivery',
  pickup: 'dashboard.statistics.orderType.pickup',
  dine_in: 'dashboard.statistics.orderType.dineIn',
  website: 'dashboard.statistics.source.website',
  app: 'dashboard.statistics.source.app',
  pos: 'dashboard.statistics.source.pos',
  new: 'dashboard.statistics.loyalty.new',
  returning: 'dashboard.statistics.loyalty.returning',
  loyal: 'dashboard.statistics.loyalty.loyal',
};

const GRANULARITY_COLUMN = {
  day: 'dashboard.statistics.column.day',
  week: 'dashboard.statistics.column.week',
  month: 'dashboard.statistics.column.month',
} as const;

function chartProps<T>(section: StatisticSection<T>) {
  return { status: section.status, onRetry: section.retry, errorMessage: <FormattedMessage id="dashboard.statistics.chart.failed" /> };
}

/** The index of the largest value (the first of equals), or -1 when all are zero. */
function peakOf(values: readonly number[]): number {
  let best = -1;
  values.forEach((v, i) => {
    if (v > 0 && (best < 0 || v > (values[best] ?? 0))) best = i;
  });
  return best;
}

/** Bucket labels as dates, weeks (their first day) or months; with the year when the range spans two. */
function bucketLabels(sales: SalesStatistics, format: StatisticsFormat): string[] {
  if (sales.granularity === 'month') return sales.buckets.map((b) => format.month(b.label));
  const years = new Set(sales.buckets.map((b) => b.label.slice(0, 4)));
  return sales.buckets.map((b) => format.day(b.label, years.size > 1));
}

export function SalesCharts({ sales, format }: { sales: StatisticSection<SalesStatistics>; format: StatisticsFormat }) {
  const intl = useIntl();
  const data = sales.data;
  const categories = data ? bucketLabels(data, format) : [];
  const salesValues = data?.buckets.map((b) => b.salesFils) ?? [];
  const orderValues = data?.buckets.map((b) => b.orders) ?? [];
  const bestSales = peakOf(salesValues);
  const bestOrders = peakOf(orderValues);
  const column = <FormattedMessage id={GRANULARITY_COLUMN[data?.granularity ?? 'day']} />;
  const empty = data ? data.totals.orders === 0 && data.totals.salesFils === 0 : false;
  return (
    <>
      <div data-wide="">
        <LineChart
          {...chartProps(sales)}
          title={<FormattedMessage id="dashboard.statistics.sales.title" />}
          description={<FormattedMessage id="dashboard.statistics.sales.description" />}
          categoryLabel={column}
          categories={empty ? [] : categories}
          series={[{ id: 'sales', label: intl.formatMessage({ id: 'dashboard.statistics.summary.sales' }), values: salesValues }]}
          format="money"
          emptyMessage={<FormattedMessage id="dashboard.statistics.sales.empty" />}
          summary={
            data && bestSales >= 0 ? (
              <FormattedMessage
                id="dashboard.statistics.sales.summary"
                values={{
                  total: format.money(data.totals.salesFils),
                  best: categories[bestSales],
                  bestValue: format.money(salesValues[bestSales] ?? 0),
                  first: categories[0],
                  last: categories.at(-1),
                }}
              />
            ) : undefined
          }
        />
      </div>
      <div data-wide="">
        <BarChart
          {...chartProps(sales)}
          title={<FormattedMessage id="dashboard.statistics.orders.title" />}
          description={<FormattedMessage id="dashboard.statistics.orders.description" />}
          categoryLabel={column}
          categories={empty ? [] : categories}
          series={[{ id: 'orders', label: intl.formatMessage({ id: 'dashboard.statistics.summary.orders' }), values: orderValues }]}
          emptyMessage={<FormattedMessage id="dashboard.statistics.sales.empty" />}
          summary={
            data && bestOrders >= 0 ? (
              <FormattedMessage
                id="dashboard.statistics.orders.summary"
                values={{
                  total: format.number(data.totals.orders),
                  best: categories[bestOrders],
                  bestValue: format.number(orderValues[bestOrders] ?? 0),
                }}
              />
            ) : undefined
          }
        />
      </div>
    </>
  );
}

function useShareChart(segments: readonly ShareSegment[] | undefined, format: StatisticsFormat) {
  const intl = useIntl();
  const slices = (segments ?? []).map((s) => ({
    id: s.id,
    label: SEGMENT_NAMES[s.id] ? intl.formatMessage({ id: SEGMENT_NAMES[s.id] }) : s.id,
    value: s.value,
  }));
  const total = slices.reduce((sum, s) => sum + Math.max(0, s.value), 0);
  const top = peakOf(slices.map((s) => s.value));
  const largest = top >= 0 ? slices[top] : undefined;
  return {
    slices,
    summary: largest ? (
      <FormattedMessage
        id="dashboard.statistics.share.summary"
        values={{
          total: format.number(total),
          label: largest.label,
          value: format.number(largest.value),
          share: format.percent(Math.round((largest.value / total) * 1000) / 10),
        }}
      />
    ) : undefined,
  };
}

export function OrderTypeCharts({ orderTypes, format }: { orderTypes: StatisticSection<OrderTypeStatistics>; format: StatisticsFormat }) {
  const types = useShareChart(orderTypes.data?.types, format);
  const sources = useShareChart(orderTypes.data?.sources, format);
  return (
    <>
      <DonutChart
        {...chartProps(orderTypes)}
        title={<FormattedMessage id="dashboard.statistics.orderType.title" />}
        description={<FormattedMessage id="dashboard.statistics.allTime" />}
        categoryLabel={<FormattedMessage id="dashboard.statistics.orderType.column" />}
        slices={types.slices}
        summary={types.summary}
        emptyMessage={<FormattedMessage id="dashboard.statistics.orders.empty" />}
      />
      <DonutChart
        {...chartProps(orderTypes)}
        title={<FormattedMessage id="dashboard.statistics.source.title" />}
        description={<FormattedMessage id="dashboard.statistics.allTime" />}
        categoryLabel={<FormattedMessage id="dashboard.statistics.source.column" />}
        slices={sources.slices}
        summary={sources.summary}
        emptyMessage={<FormattedMessage id="dashboard.statistics.orders.empty" />}
      />
    </>
  );
}

export function LoyaltyChart({ loyalty, format }: { loyalty: StatisticSection<LoyaltyStatistics>; format: StatisticsFormat }) {
  const chart = useShareChart(loyalty.data?.segments, format);
  const data = loyalty.data;
  return (
    <DonutChart
      {...chartProps(loyalty)}
      title={<FormattedMessage id="dashboard.statistics.loyalty.title" />}
      description={
        data && data.customers > 0 ? (
          <FormattedMessage
            id="dashboard.statistics.loyalty.description"
            values={{
              customers: <bdi dir="ltr">{format.number(data.customers)}</bdi>,
              rate: <bdi dir="ltr">{format.percent(data.repeatRate)}</bdi>,
            }}
          />
        ) : (
          <FormattedMessage id="dashboard.statistics.loyalty.segments" />
        )
      }
      categoryLabel={<FormattedMessage id="dashboard.statistics.loyalty.column" />}
      slices={chart.slices}
      summary={chart.summary}
      emptyMessage={<FormattedMessage id="dashboard.statistics.loyalty.empty" />}
    />
  );
}

export function BusiestDaysChart({
  days,
  weekStartDay,
  format,
}: {
  days: StatisticSection<WeekdayStatistics>;
  weekStartDay: Weekday;
  format: StatisticsFormat;
}) {
  const intl = useIntl();
  const order = weekOrder(weekStartDay);
  const counts = new Map(days.data?.counts.map((c) => [c.day, c.orders]) ?? []);
  const values = order.map((d) => counts.get(d) ?? 0);
  const busiest = days.data?.busiest ?? null;
  return (
    <div data-wide="">
      <BarChart
        {...chartProps(days)}
        title={<FormattedMessage id="dashboard.statistics.days.title" />}
        description={<FormattedMessage id="dashboard.statistics.last90" />}
        categoryLabel={<FormattedMessage id="dashboard.statistics.column.weekday" />}
        categories={values.some((v) => v > 0) ? order.map((d) => format.weekday(d)) : []}
        series={[{ id: 'orders', label: intl.formatMessage({ id: 'dashboard.statistics.summary.orders' }), values }]}
        emptyMessage={<FormattedMessage id="dashboard.statistics.orders.empty" />}
        summary={
          busiest !== null ? (
            <FormattedMessage
              id="dashboard.statistics.days.summary"
              values={{ day: format.weekday(busiest), orders: format.number(counts.get(busiest) ?? 0) }}
            />
          ) : undefined
        }
      />
    </div>
  );
}

export function InsightsChart({
  insights,
  days,
  onDaysChange,
  format,
  weekStartDay,
}: {
  insights: StatisticSection<InsightsStatistics>;
  days: readonly Weekday[];
  onDaysChange: (days: Weekday[]) => void;
  format: StatisticsFormat;
  weekStartDay: Weekday;
}) {
  const intl = useIntl();
  const data = insights.data;
  const values = data?.hours.map((h) => h.orders) ?? [];
  const peak = data?.peakHour ?? null;
  return (
    <InsightDays data-wide="">
      <CheckboxGroup
        label={<FormattedMessage id="dashboard.statistics.insights.days" />}
        orientation="horizontal"
        value={days.map(String)}
        // At least one weekday: unticking the last one keeps it.
        onChange={(next) => (next.length > 0 ? onDaysChange(next.map((d) => Number(d) as Weekday).sort()) : undefined)}
      >
        {weekOrder(weekStartDay).map((d) => (
          <Checkbox key={d} value={String(d)}>
            {format.weekday(d)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <BarChart
        {...chartProps(insights)}
        title={<FormattedMessage id="dashboard.statistics.insights.title" />}
        description={<FormattedMessage id="dashboard.statistics.last90" />}
        categoryLabel={<FormattedMessage id="dashboard.statistics.column.hour" />}
        categories={values.some((v) => v > 0) ? (data?.hours.map((h) => format.hour(h.hour)) ?? []) : []}
        series={[{ id: 'orders', label: intl.formatMessage({ id: 'dashboard.statistics.summary.orders' }), values }]}
        emptyMessage={<FormattedMessage id="dashboard.statistics.orders.empty" />}
        summary={
          data && peak !== null ? (
            <FormattedMessage
              id="dashboard.statistics.insights.summary"
              values={{
                hour: format.hour(peak),
                orders: format.number(data.hours[peak]?.orders ?? 0),
                total: format.money(data.totals.salesFils),
              }}
            />
          ) : undefined
        }
      />
    </InsightDays>
  );
}
