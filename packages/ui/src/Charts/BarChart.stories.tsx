import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart.tsx';
import { dayLabels, localeOf, wave, words } from './chartStoryData.ts';

const storefront = [42, 38, 51, 47, 63, 88, 74];
const whatsapp = [12, 15, 9, 18, 21, 30, 26];

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: <FormattedMessage id="ui.story.data.chartOrders" />,
    description: <FormattedMessage id="ui.story.data.chartOrdersDescription" />,
    categoryLabel: <FormattedMessage id="ui.story.data.colDay" />,
    categories: [],
    series: [],
  },
  render: (args, { globals }) => {
    const w = words[localeOf(globals)];
    return (
      <BarChart
        {...args}
        categories={dayLabels(localeOf(globals), 7)}
        series={[
          { id: 'storefront', label: w.storefront, values: storefront },
          { id: 'whatsapp', label: w.whatsapp, values: whatsapp },
        ]}
      />
    );
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSeries: Story = {
  render: (args, { globals }) => (
    <BarChart
      {...args}
      categories={dayLabels(localeOf(globals), 5)}
      series={[{ id: 'orders', label: words[localeOf(globals)].orders, values: storefront.slice(0, 5) }]}
    />
  ),
};
export const Loading: Story = { args: { status: 'loading' }, render: (args) => <BarChart {...args} /> };
export const Empty: Story = { render: (args) => <BarChart {...args} categories={[]} series={[]} /> };
export const ManyPoints: Story = {
  render: (args, { globals }) => (
    <BarChart
      {...args}
      categories={dayLabels(localeOf(globals), 30, false)}
      series={[{ id: 'orders', label: words[localeOf(globals)].orders, values: wave(30, 50, 20) }]}
    />
  ),
};
export const LongArabicLabels: Story = {
  args: {
    title: <FormattedMessage id="ui.story.data.chartCategories" />,
    description: undefined,
    categoryLabel: <FormattedMessage id="ui.story.data.colCategory" />,
    format: 'money',
  },
  render: (args, { globals }) => {
    const w = words[localeOf(globals)];
    return (
      <BarChart
        {...args}
        categories={w.categories}
        series={[{ id: 'revenue', label: w.revenue, values: [412_050, 188_000, 236_575, 521_300, 97_825] }]}
      />
    );
  },
};

export const ShowsTheDataAsATable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /orders by channel|الطلبات حسب القناة/i });
    await userEvent.click(canvas.getByRole('button', { name: /show as table|عرض كجدول/i }));
    await expect((table.parentElement as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(100);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    await expect(headers.slice(1)).toEqual([expect.stringMatching(/storefront|واجهة المتجر/i), expect.stringMatching(/whatsapp|واتساب/i)]);
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['42', '12']);
    await expect(canvas.getByRole('button', { name: /show as chart|عرض كرسم بياني/i })).toBeVisible();
  },
};
