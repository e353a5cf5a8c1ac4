import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { archiveOrders, longArchiveOrders } from './archiveStoryData.ts';
import { OrderArchiveView } from './OrderArchiveView.tsx';

const meta = {
  title: 'Dashboard/Orders/OrderArchiveView',
  component: OrderArchiveView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'archive', label: 'Order archive' },
    ],
    orders: archiveOrders,
    total: 54,
    status: 'ready',
    error: null,
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    filter: { status: null, from: null, to: null },
    today: '2026-11-01',
    onFilterChange: fn(),
    onClearFilters: fn(),
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    orderHref: (order) => `/orders/${order.id}`,
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof OrderArchiveView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each number opens the order; the phone reads left to right; the count is the whole archive's. */
export const Filled: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/order archive|أرشيف الطلبات/i);
    await expect(canvasElement).toHaveTextContent(/54 finished orders|54 طلبًا منتهيًا/);
    await expect(canvas.getByRole('link', { name: 'DK-10180' })).toHaveAttribute('href', '/orders/st-archive-0');
    await expect(canvas.getAllByText('+971 50 356 7111')[0]).toHaveAttribute('dir', 'ltr');
    await expect(within(canvas.getByRole('table')).getAllByRole('columnheader')).toHaveLength(7);
  },
};

export const Loading: Story = { args: { status: 'loading', orders: [], total: 0 } };

export const Empty: Story = {
  args: { orders: [], total: 0, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no finished orders yet|لا توجد طلبات منتهية بعد/i)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /clear search and filters|امسح البحث والتصفية/i })).toBeNull();
  },
};

export const NoMatches: Story = {
  args: { orders: [], total: 0, pageCount: 1, query: 'DK-99999', filter: { status: 'cancelled', from: '2026-10-01', to: '2026-10-31' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/no finished order matches|لا يوجد طلب منتهٍ مطابق/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /clear search and filters|امسح البحث والتصفية/i }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { status: 'error', orders: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/the order archive could not be loaded|تعذّر تحميل أرشيف الطلبات/i)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Offline: Story = {
  args: { status: 'error', orders: [], total: 0, error: { kind: 'network', status: 0, message: 'offline', code: 'network' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no connection|لا يوجد اتصال/i)).toBeVisible();
  },
};

/** Long Arabic and English names wrap; a six-figure total keeps its digits in order. */
export const LongContent: Story = {
  args: { orders: longArchiveOrders, total: 3, pageCount: 1, query: 'Alexandria-Katherine Montgomery-Fitzwilliam' },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Every keystroke goes to the caller (the app keeps it in the URL and asks the server after a pause). */
export const Searches: Story = {
  play: async ({ canvas, args }) => {
    const search = within(canvas.getByRole('search')).getByRole('searchbox');
    await userEvent.type(search, '7');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('7');
  },
};

export const FiltersByStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(status|الحالة)$/i }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(cancelled|ملغي|ملغى|أُلغي)$/i }));
    await expect(args.onFilterChange).toHaveBeenLastCalledWith({ status: 'cancelled', from: null, to: null });
  },
};

export const GoesToTheNextPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(next|التالي)$/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A start after the end is not applied: the end date says why. */
export const RefusesABackwardsRange: Story = {
  args: { filter: { status: null, from: '2025-10-01', to: '2026-01-31' }, today: '2026-11-01' },
  play: async ({ canvas, args }) => {
    const from = canvas.getByRole('group', { name: /^(placed from|من تاريخ)$/i });
    const year = within(from).getAllByRole('spinbutton').at(-1)!;
    await userEvent.click(year);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByText(/the end date is before the start date|تاريخ النهاية قبل تاريخ البداية/i)).toBeVisible());
    await expect(args.onFilterChange).not.toHaveBeenCalled();
  },
};
