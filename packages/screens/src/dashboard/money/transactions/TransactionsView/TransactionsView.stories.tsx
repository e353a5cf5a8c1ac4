import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TransactionsView } from './TransactionsView.tsx';
import { ledger, totalsOf } from './transactionsStoryData.ts';

const month = ledger(60);
const huge = ledger(25, 4_000_000);

const meta = {
  title: 'Dashboard/Money/TransactionsView',
  component: TransactionsView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'transactions', label: 'Transactions' },
    ],
    rows: month.slice(0, 25),
    totals: totalsOf(month),
    status: 'ready',
    error: null,
    onRetry: fn(),
    filter: { fromDate: '2026-08-04', toDate: '2026-11-01', operation: undefined },
    today: '2026-11-01',
    onFilterChange: fn(),
    onClearFilters: fn(),
    isFiltered: false,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    onExport: fn(),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof TransactionsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = { args: { status: 'loading', rows: [], totals: totalsOf([]) } };

export const Empty: Story = {
  args: { rows: [], totals: totalsOf([]), isFiltered: true, filter: { fromDate: '2026-10-01', toDate: '2026-10-31', operation: 'refund' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: /export csv|تصدير CSV/i })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /show the last 90 days|عرض آخر 90 يومًا/i }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', rows: [], totals: totalsOf([]), onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Amounts in the millions and a long range: the figures wrap, the columns keep their digits in order. */
export const LongContent: Story = {
  args: { rows: huge, totals: totalsOf(huge), pageCount: 40, page: 17 },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The totals are the whole range's, and the table is named by it (its caption). */
export const ShowsTheRangeTotals: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAccessibleName(/60 transactions from 4 Aug 2026 to 1 Nov 2026|60 معاملة من/i);
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    const totals = within(canvas.getByLabelText(/totals of the chosen dates|إجماليات الفترة المختارة/i));
    await expect(totals.getByText('60')).toBeVisible();
  },
};

export const FiltersByOperation: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(operation|العملية)$/i }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(refund|استرداد)$/i }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ fromDate: '2026-08-04', toDate: '2026-11-01', operation: 'refund' });
  },
};

export const GoesToTheNextPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(next|التالي)$/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A start after the end is not applied: the end date says why, and the table keeps its range. */
export const RefusesABackwardsRange: Story = {
  play: async ({ canvas, args }) => {
    const from = canvas.getByRole('group', { name: /^(from|من)$/i });
    const year = within(from).getAllByRole('spinbutton').at(-1)!;
    await userEvent.click(year);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByText(/the end date is before the start date|تاريخ النهاية قبل تاريخ البداية/i)).toBeVisible());
    await expect(args.onFilterChange).not.toHaveBeenCalled();
  },
};

export const ExportsTheRange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(export csv|تصدير CSV)$/i }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  },
};
