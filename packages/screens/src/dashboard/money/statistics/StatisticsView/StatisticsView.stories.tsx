import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatisticsView } from './StatisticsView.tsx';
import { busiestDays, dailySales, emptySales, insights, loyalty, orderTypes, ready, visits, weeklySales } from './statisticsStoryData.ts';
import type { StatisticSection } from './types.ts';

const loading = { status: 'loading', data: undefined, retry: () => undefined } as const;
const failed = (retry: () => void) => ({ status: 'error', data: undefined, retry }) as const;

const retries = {
  sales: fn(),
  visits: fn(),
  orderTypes: fn(),
  loyalty: fn(),
  busiestDays: fn(),
  insights: fn(),
};

const meta = {
  title: 'Dashboard/Money/StatisticsView',
  component: StatisticsView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'statistics', label: 'Statistics' },
    ],
    period: { kind: 'day', weekStartDay: 1 },
    today: '2026-11-01',
    onPeriodChange: fn(),
    insightDays: [0, 1, 2, 3, 4, 5, 6],
    onInsightDaysChange: fn(),
    sales: ready(dailySales('2026-10-03', 30), retries.sales),
    visits: ready(visits, retries.visits),
    orderTypes: ready(orderTypes, retries.orderTypes),
    loyalty: ready(loyalty, retries.loyalty),
    busiestDays: ready(busiestDays, retries.busiestDays),
    insights: ready(insights(), retries.insights),
  },
  // The page is taller than a screen: its pictures are what fits on one (the period, the figures and
  // the sales chart); the charts have their own stories in UI/LineChart, UI/BarChart, UI/DonutChart.
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof StatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const chart = (canvasElement: HTMLElement, name: RegExp) => within(within(canvasElement).getByRole('figure', { name }));

export const Default: Story = {};

export const Loading: Story = {
  args: { sales: loading, visits: loading, orderTypes: loading, loyalty: loading, busiestDays: loading, insights: loading },
};

export const Empty: Story = {
  args: {
    sales: ready(emptySales, retries.sales),
    visits: ready({ count: 0 }, retries.visits),
    orderTypes: ready({ total: 0, types: [], sources: [] }, retries.orderTypes),
    loyalty: ready({ customers: 0, repeatRate: 0, segments: [], topCustomers: [] }, retries.loyalty),
    busiestDays: ready({ counts: [], busiest: null }, retries.busiestDays),
    insights: ready({ ...insights(), hours: [], peakHour: null }, retries.insights),
  },
};

export const LoadError: Story = {
  args: {
    sales: failed(retries.sales),
    visits: failed(retries.visits),
    orderTypes: failed(retries.orderTypes),
    loyalty: failed(retries.loyalty),
    busiestDays: failed(retries.busiestDays),
    insights: failed(retries.insights),
  },
};

/** The sales call failed: its figures and charts say so and retry alone; the visits and every other chart show their data. */
export const OneChartFails: Story = {
  args: { sales: failed(retries.sales) as StatisticSection<ReturnType<typeof dailySales>> },
  play: async ({ canvasElement }) => {
    retries.sales.mockClear();
    retries.orderTypes.mockClear();
    const sales = chart(canvasElement, /^(sales|المبيعات)$/i);
    await userEvent.click(sales.getByRole('button', { name: /try again|أعد المحاولة|حاول مرة أخرى/i }));
    await expect(retries.sales).toHaveBeenCalledOnce();
    await expect(retries.orderTypes).not.toHaveBeenCalled();
    await expect(chart(canvasElement, /^(order types|أنواع الطلبات)$/i).getByRole('img')).toBeVisible();
    await expect(chart(canvasElement, /^(busiest days|أكثر الأيام طلبًا)$/i).getByRole('img')).toBeVisible();
  },
};

/** The order-type call failed: both of its charts say so, each with a retry; the rest of the page is whole. */
export const OrderTypesFail: Story = {
  args: { orderTypes: failed(retries.orderTypes) as StatisticSection<typeof orderTypes> },
  play: async ({ canvasElement }) => {
    retries.orderTypes.mockClear();
    const types = chart(canvasElement, /^(order types|أنواع الطلبات)$/i);
    await userEvent.click(types.getByRole('button', { name: /try again|أعد المحاولة|حاول مرة أخرى/i }));
    await expect(retries.orderTypes).toHaveBeenCalledOnce();
    await expect(chart(canvasElement, /^(customer loyalty|ولاء العملاء)$/i).getByRole('img')).toBeVisible();
  },
};

export const WeekByWeek: Story = {
  args: { period: { kind: 'week', weekStartDay: 6 }, sales: ready(weeklySales(), retries.sales) },
};

export const CustomRange: Story = {
  args: {
    period: { kind: 'custom', weekStartDay: 1, startDate: '2026-09-01', endDate: '2026-10-31' },
    sales: ready(dailySales('2026-09-01', 61, null), retries.sales),
  },
};

/** A year of daily points (365 × 1 series per chart): labels thin out, markers go, the table holds every day. */
export const AYearDayByDay: Story = {
  args: {
    period: { kind: 'custom', weekStartDay: 1, startDate: '2025-11-02', endDate: '2026-11-01' },
    sales: ready(dailySales('2025-11-02', 365), retries.sales),
    insightDays: [4, 5],
    insights: ready(insights([4, 5]), retries.insights),
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

export const SwitchesToWeekByWeek: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(/^(week by week \(12 weeks\)|أسبوعًا بأسبوع \(12 أسبوعًا\))$/i));
    await expect(args.onPeriodChange).toHaveBeenLastCalledWith({ kind: 'week', weekStartDay: 1 });
  },
};

/** "Show as table" swaps the drawing for its table, with every day and the money in AED. */
export const ShowsSalesAsATable: Story = {
  play: async ({ canvasElement }) => {
    const sales = chart(canvasElement, /^(sales|المبيعات)$/i);
    await userEvent.click(sales.getByRole('button', { name: /show as table|عرض كجدول/i }));
    const table = sales.getByRole('table');
    await expect(table).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    await expect(sales.getByRole('button', { name: /show as chart|عرض كرسم بياني/i })).toBeVisible();
  },
};

/** The insights ask for the ticked weekdays; the last one cannot be unticked. */
export const ChoosesTheInsightDays: Story = {
  args: { insightDays: [5] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /^(saturday|السبت)$/i }));
    await expect(args.onInsightDaysChange).toHaveBeenLastCalledWith([5, 6]);
    (args.onInsightDaysChange as ReturnType<typeof fn>).mockClear();
    await userEvent.click(canvas.getByRole('checkbox', { name: /^(friday|الجمعة)$/i }));
    await expect(args.onInsightDaysChange).not.toHaveBeenCalled();
  },
};
