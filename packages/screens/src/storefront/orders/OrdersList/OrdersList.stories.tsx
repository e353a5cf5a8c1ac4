import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { OrderStatus } from '@dukkan/core';
import { longNamesOrder, storyLines, storyOrder } from '../shared/orderStoryData.ts';
import { OrdersList } from './OrdersList.tsx';

const statuses: { status: OrderStatus; pickup: boolean; createdAt: string }[] = [
  { status: 'pending', pickup: false, createdAt: '2026-10-28T10:30:00.000Z' },
  { status: 'on_the_way', pickup: false, createdAt: '2026-10-27T17:05:00.000Z' },
  { status: 'ready', pickup: true, createdAt: '2026-10-25T08:45:00.000Z' },
  { status: 'delivered', pickup: false, createdAt: '2026-10-20T12:00:00.000Z' },
  { status: 'picked_up', pickup: true, createdAt: '2026-10-14T15:20:00.000Z' },
  { status: 'cancelled', pickup: false, createdAt: '2026-10-02T19:40:00.000Z' },
];

const orders = statuses.map(({ status, pickup, createdAt }, i) =>
  storyOrder({
    id: `st-list-${i + 1}`,
    number: `DK-${10231 - i * 7}`,
    status,
    pickup,
    createdAt,
    paid: status === 'delivered' || status === 'picked_up',
    ...(i % 2 === 1 ? { products: [storyLines.dates] } : {}),
  }),
);

const meta = {
  title: 'Storefront/Orders/OrdersList',
  component: OrdersList,
  args: {
    orders,
    isLoading: false,
    onRetry: fn(),
    hasMore: false,
    onLoadMore: fn(),
    isLoadingMore: false,
    orderHref: (id: string) => `/orders/${id}`,
    homeHref: '/',
    onReorder: fn(),
  },
} satisfies Meta<typeof OrdersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { orders: undefined, isLoading: true } };
export const Empty: Story = { args: { orders: [] } };
export const LoadError: Story = { args: { orders: undefined, error: new Error('HTTP 500') } };
export const HasMore: Story = { args: { hasMore: true } };
export const LoadingMore: Story = { args: { hasMore: true, isLoadingMore: true } };
export const LongContent: Story = { args: { orders: [longNamesOrder, ...orders.slice(0, 2)] } };
export const NarrowPhone: Story = {
  args: { orders: [longNamesOrder, ...orders], hasMore: true },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const LinksEveryOrder: Story = {
  play: async ({ canvas, args }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(orders.length);
    await expect(links[0]).toHaveAttribute('href', '/orders/st-list-1');
    await expect(links[0]).toHaveAccessibleName(/DK-10231/);
    await expect(args.orders?.[0]?.number).toBe('DK-10231');
    await expect(canvas.getAllByText(/on the way|في الطريق/i).length).toBeGreaterThan(0);
  },
};

export const LoadMoreCallsBack: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /load more|تحميل المزيد/i }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const IgnoresLoadMoreWhileLoading: Story = {
  args: { hasMore: true, isLoadingMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /load more|تحميل المزيد/i }));
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

export const EmptyLinksToTheShop: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /start shopping|ابدأ التسوق/i })).toHaveAttribute('href', '/');
  },
};

export const RetriesAfterAnError: Story = {
  args: { orders: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OrderAgainCallsBackWithItsOrder: Story = {
  play: async ({ args, canvas }) => {
    const again = canvas.getByRole('button', { name: /^order again: order DK-10224$|^اطلب مرة أخرى: الطلب DK-10224$/i });
    await userEvent.click(again);
    await expect(args.onReorder).toHaveBeenCalledOnce();
    await expect(args.onReorder).toHaveBeenCalledWith(orders[1]);
    // Each button is its own control beside its card's link, not inside it.
    await expect(again.closest('a')).toBeNull();
  },
};

export const CheckingOneOrderAgain: Story = {
  args: { reorderingId: 'st-list-1' },
  play: async ({ args, canvas }) => {
    const busy = canvas.getByRole('button', { name: /^order again: order DK-10231$|^اطلب مرة أخرى: الطلب DK-10231$/i });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};
