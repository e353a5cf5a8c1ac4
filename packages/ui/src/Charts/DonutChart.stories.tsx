import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, userEvent, within } from 'storybook/test';
import { localeOf, words } from './chartStoryData.ts';
import { DonutChart } from './DonutChart.tsx';

const counts = [214, 131, 76, 29];

const meta = {
  title: 'UI/DonutChart',
  component: DonutChart,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: <FormattedMessage id="ui.story.data.chartPayments" />,
    description: <FormattedMessage id="ui.story.data.chartPaymentsDescription" />,
    categoryLabel: <FormattedMessage id="ui.story.data.colMethod" />,
    slices: [],
  },
  render: (args, { globals }) => (
    <DonutChart {...args} slices={words[localeOf(globals)].payments.map((label, i) => ({ id: `p${i}`, label, value: counts[i] ?? 0 }))} />
  ),
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Money: Story = {
  args: { format: 'money' },
  render: (args, { globals }) => (
    <DonutChart
      {...args}
      slices={words[localeOf(globals)].payments.map((label, i) => ({
        id: `p${i}`,
        label,
        value: [1_284_050, 702_300, 455_075, 98_000][i] ?? 0,
      }))}
    />
  ),
};
export const Loading: Story = { args: { status: 'loading' }, render: (args) => <DonutChart {...args} /> };
export const Empty: Story = {
  render: (args, { globals }) => (
    <DonutChart {...args} slices={words[localeOf(globals)].payments.map((label, i) => ({ id: `p${i}`, label, value: 0 }))} />
  ),
};
export const ManyPoints: Story = {
  render: (args, { globals }) => (
    <DonutChart
      {...args}
      slices={words[localeOf(globals)].manyPayments.map((label, i) => ({
        id: `p${i}`,
        label,
        value: [214, 131, 76, 29, 18, 11, 4][i] ?? 0,
      }))}
    />
  ),
};
export const LongArabicLabels: Story = {
  render: (args, { globals }) => (
    <DonutChart
      {...args}
      slices={words[localeOf(globals)].longPayments.map((label, i) => ({ id: `p${i}`, label, value: counts[i] ?? 0 }))}
    />
  ),
};

export const ShowsTheDataAsATable: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /payment methods|طرق الدفع/i });
    await userEvent.click(canvas.getByRole('button', { name: /show as table|عرض كجدول/i }));
    await expect((table.parentElement as HTMLElement).getBoundingClientRect().width).toBeGreaterThan(100);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    // 214 of 450 orders (Arabic adds direction marks around the percent sign).
    const cells = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => (c.textContent ?? '').replace(/[\u200e\u200f]/g, ''));
    await expect(cells).toEqual(['214', '47.6%']);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
