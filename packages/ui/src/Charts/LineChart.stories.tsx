import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { dayLabels, localeOf, wave, words } from './chartStoryData.ts';
import { LineChart } from './LineChart.tsx';

/** fils */
const thisWeek = [18_450, 21_275, 19_800, 24_025, 30_510, 35_280, 29_040];
const lastWeek = [16_000, 19_050, 20_525, 22_100, 26_875, 31_000, 27_550];

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: <FormattedMessage id="ui.story.data.chartSales" />,
    description: <FormattedMessage id="ui.story.data.chartSalesDescription" />,
    categoryLabel: <FormattedMessage id="ui.story.data.colDay" />,
    format: 'money',
    categories: [],
    series: [],
  },
  render: (args, { globals }) => {
    const w = words[localeOf(globals)];
    return (
      <LineChart
        {...args}
        categories={args.categories.length ? args.categories : dayLabels(localeOf(globals), 7)}
        series={
          args.series.length
            ? args.series
            : [
                { id: 'this', label: w.thisWeek, values: thisWeek },
                { id: 'last', label: w.lastWeek, values: lastWeek },
              ]
        }
      />
    );
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading' } };
export const Empty: Story = { render: (args) => <LineChart {...args} categories={[]} series={[]} /> };
export const ManyPoints: Story = {
  args: { title: <FormattedMessage id="ui.story.data.chartQuarter" />, description: undefined, format: 'number' },
  render: (args, { globals }) => (
    <LineChart
      {...args}
      categories={dayLabels(localeOf(globals), 90, false)}
      series={[{ id: 'orders', label: words[localeOf(globals)].orders, values: wave(90, 60, 25) }]}
    />
  ),
};
export const LongArabicLabels: Story = {
  args: { title: <FormattedMessage id="ui.story.data.chartLongTitle" /> },
  render: (args, { globals }) => {
    const w = words[localeOf(globals)];
    return (
      <LineChart
        {...args}
        categories={dayLabels(localeOf(globals), 7)}
        series={[
          { id: 'fresh', label: w.freshProduce, values: thisWeek },
          { id: 'bakery', label: w.bakeryAndDairy, values: lastWeek },
        ]}
      />
    );
  },
};

export const ShowsTheDataAsATable: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The table is always there for screen readers, visually hidden until asked for.
    const table = canvas.getByRole('table', { name: /sales|المبيعات/i });
    const shownWidth = () => (table.parentElement as HTMLElement).getBoundingClientRect().width;
    await expect(shownWidth()).toBeLessThanOrEqual(1);
    await userEvent.click(canvas.getByRole('button', { name: /show as table|عرض كجدول/i }));
    await expect(shownWidth()).toBeGreaterThan(100);
    await expect(canvasElement.querySelector('svg[role="img"]')).not.toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);
    await expect(rows[1]).toHaveTextContent(/184\.50/);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: /show as chart|عرض كرسم بياني/i }));
    await expect(canvasElement.querySelector('svg[role="img"]')).toBeVisible();
  },
};

/** Time runs from the inline start: in Arabic the first day is drawn on the right. */
export const RunsTimeFromTheInlineStart: Story = {
  play: async ({ canvasElement, globals }) => {
    const days = dayLabels(localeOf(globals), 7);
    const labels = [...canvasElement.querySelectorAll('svg[role="img"] text')];
    const first = labels.find((t) => t.textContent === days[0]) as Element;
    const last = labels.find((t) => t.textContent === days[6]) as Element;
    const rtl = getComputedStyle(canvasElement).direction === 'rtl';
    await expect(first.getBoundingClientRect().left > last.getBoundingClientRect().left).toBe(rtl);
  },
};
