import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import type { ApiError, Order, OrderStatus } from '@dukkan/core';
import { OrdersEnvironmentProvider } from '../shared/ordersEnvironment.tsx';
import { longArabicOrders, manyOrders, storyAreaNames, storyClock, storyOrders, storySound } from '../shared/ordersStoryData.ts';
import type { SoundState } from '../shared/ordersEnvironment.tsx';
import { LiveOrdersBoard, type LiveOrdersBoardProps } from './LiveOrdersBoard.tsx';

const FORWARD: OrderStatus[] = ['accepted', 'preparing', 'ready'];

/** The stories' rule of the next steps (the app takes them from the data layer's `nextStatuses`). */
function storyMoves(order: Order): OrderStatus[] {
  const end: OrderStatus[] = order.pickup || order.dineIn ? ['picked_up'] : ['on_the_way', 'delivered'];
  const path = [...FORWARD, ...end];
  const from = path.indexOf(order.status);
  return path.slice(from + 1);
}

interface BoardStoryArgs extends LiveOrdersBoardProps {
  /** Acknowledged at the start; the story keeps the rest in state like the app does. */
  initiallyAcknowledged?: readonly string[];
  /** The fake bell's state when the board opens, and its rings. */
  soundState?: SoundState;
  onRing?: () => void;
}

/**
 * The board with the app's state around it: moves that the server takes change the order's
 * status (a refused one does not), acknowledging silences the orders, muting is remembered.
 */
function LiveBoard({
  initiallyAcknowledged,
  soundState,
  onRing,
  orders: initial,
  onMove,
  onAcknowledge,
  onMutedChange,
  ...props
}: BoardStoryArgs) {
  const [orders, setOrders] = useState(initial);
  const [acknowledged, setAcknowledged] = useState<readonly string[]>(initiallyAcknowledged ?? initial.map((o) => o.id));
  const [muted, setMuted] = useState(props.muted);
  const ringing = useMemo(() => {
    // A set: each order looked up in a list of 500 acknowledged ids cost up to 250,000 comparisons a move.
    const heard = new Set(acknowledged);
    return orders.filter((o) => o.status === 'pending' && !heard.has(o.id)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }, [orders, acknowledged]);
  // One bell per mounted story: a story shown twice starts blocked twice.
  const [sound] = useState(() => storySound(soundState, onRing));
  const env = useMemo(() => ({ now: storyClock, sound, ringEveryMs: 400, tickMs: 60_000 }), [sound]);
  return (
    <OrdersEnvironmentProvider value={env}>
      <LiveOrdersBoard
        {...props}
        orders={orders}
        ringing={ringing}
        muted={muted}
        onMutedChange={(next) => {
          setMuted(next);
          onMutedChange(next);
        }}
        onAcknowledge={(ids) => {
          setAcknowledged((current) => [...current, ...ids]);
          onAcknowledge(ids);
        }}
        onMove={async (order, status) => {
          const error = await onMove(order, status);
          if (!error) setOrders((current) => current.map((o) => (o.id === order.id ? { ...o, status } : o)));
          return error;
        }}
      />
    </OrdersEnvironmentProvider>
  );
}

const meta = {
  title: 'Dashboard/Orders/LiveOrdersBoard',
  component: LiveOrdersBoard,
  parameters: { layout: 'padded' },
  render: (args) => <LiveBoard {...args} />,
  args: {
    breadcrumbs: [{ id: 'live', label: <FormattedMessage id="dashboard.nav.liveOrders" /> }],
    orders: storyOrders,
    status: 'ready',
    onRetry: fn(),
    ringing: [],
    onAcknowledge: fn(),
    muted: false,
    onMutedChange: fn(),
    movesOf: storyMoves,
    onMove: fn(async (): Promise<ApiError | null> => null),
    orderHref: (id: string) => `/orders/${id}`,
    areaNames: storyAreaNames,
    onRing: fn(),
  },
} satisfies Meta<BoardStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const column = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('region', { name });
const NEW = /^(new|جديد)/i;
const ACCEPTED = /^(accepted|مقبول)/i;

/** Every open order in its column, oldest first, with what the counter needs on each card. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const fresh = column(canvasElement, NEW);
    const cards = within(fresh).getAllByRole('article');
    await expect(cards.map((c) => c.getAttribute('aria-labelledby'))).toEqual(['order-card-st-order-230', 'order-card-st-order-231']);
    const card = within(fresh).getByRole('article', { name: 'DK-10231' });
    await expect(card).toHaveTextContent(/3 min ago|منذ 3 دقائق/);
    await expect(card).toHaveTextContent(/Dubai Marina|دبي مارينا/);
    await expect(within(card).getByRole('link', { name: 'DK-10231' })).toHaveAttribute('href', '/orders/st-order-231');
    await expect(column(canvasElement, /^(ready|جاهز)/i)).toHaveTextContent(/1 h 15 min ago|منذ 1 س و15 د/);
  },
};

export const Loading: Story = { args: { status: 'loading', orders: [] } };

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no open orders|لا توجد طلبات مفتوحة/i)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', orders: [], error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A poll failed after the board loaded: the cards stay, and the board says it is behind. */
export const RefreshFailed: Story = {
  args: { refreshFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/could not check for new orders|تعذّر البحث عن طلبات جديدة/i)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const LongArabicContent: Story = { args: { orders: longArabicOrders } };

export const NarrowPhone: Story = {
  args: { orders: storyOrders.slice(0, 3) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** "Accept" moves the card to the next column and says so; other steps are in the card's menu. */
export const MovesAnOrder: Story = {
  play: async ({ canvasElement, args }) => {
    // By keyboard: the moved card keeps the focus in its new column (it never drops to <body>).
    const card = within(column(canvasElement, NEW)).getByRole('article', { name: 'DK-10231' });
    within(card)
      .getByRole('button', { name: /^(accept|قبول)/i })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'st-order-231' }), 'accepted');
    await waitFor(() => expect(within(column(canvasElement, ACCEPTED)).getByRole('article', { name: 'DK-10231' })).toBeVisible());
    await waitFor(() => expect(canvasElement).toHaveTextContent(/Order DK-10231 is now Accepted|أصبحت حالة الطلب DK-10231: مقبول/));
    await waitFor(() =>
      expect(document.activeElement).toBe(within(column(canvasElement, ACCEPTED)).getByRole('article', { name: 'DK-10231' })),
    );
  },
};

/**
 * A busy day: 500 open orders, 100 in each column (issue #12's benchmark, scripts/bench/live-board.ts,
 * opens this story and times the mount and a move). Each column shows its 20 oldest cards and a
 * "Show more" (decision 0080); accepting the oldest new order moves it.
 */
export const FiveHundredOrders: Story = {
  args: { orders: manyOrders(500) },
  parameters: { visual: { frame: 'viewport' } },
  play: async ({ canvasElement, args }) => {
    for (const name of [NEW, ACCEPTED, /^(preparing|قيد التحضير)/i, /^(ready|جاهز)/i, /^(on the way|في الطريق)/i])
      await expect(within(column(canvasElement, name)).getByRole('heading', { level: 2 })).toHaveTextContent(/100/);
    const card = within(column(canvasElement, NEW)).getByRole('article', { name: 'DK-20496' });
    await userEvent.click(within(card).getByRole('button', { name: /^(accept|قبول)/i }));
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'many-order-496' }), 'accepted');
    await waitFor(() => expect(within(column(canvasElement, ACCEPTED)).getByRole('article', { name: 'DK-20496' })).toBeVisible());
    // A column shows its 20 oldest; "Show more" adds 20 and takes the focus to the first one added.
    const fresh = within(column(canvasElement, NEW));
    await expect(fresh.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(
      fresh.getByRole('button', { name: /^(show 20 more orders \(\s*79 not shown\)|عرض 20 طلبًا آخر \(\s*79 لم تُعرض بعد\))$/i }),
    );
    await waitFor(() => expect(fresh.getAllByRole('article')).toHaveLength(40));
    await waitFor(() => expect(document.activeElement).toBe(fresh.getByRole('article', { name: 'DK-20391' })));
  },
};

const refused: ApiError = { kind: 'http', status: 500, message: 'The order status could not be changed.', code: 'internal' };

/** The server refuses: the card stays in its column and the page says why, in words people read. */
export const FailedMoveStaysAndSaysWhy: Story = {
  args: { onMove: fn(async () => refused) },
  play: async ({ canvasElement }) => {
    const card = within(column(canvasElement, NEW)).getByRole('article', { name: 'DK-10231' });
    await userEvent.click(within(card).getByRole('button', { name: /^(accept|قبول)/i }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/DK-10231 was not moved to Accepted|لم يُنقل الطلب DK-10231 إلى «مقبول»/);
    await expect(alert).toHaveTextContent(/server could not make the change|تعذّر على الخادم إجراء التغيير/i);
    await expect(within(column(canvasElement, NEW)).getByRole('article', { name: 'DK-10231' })).toBeVisible();
    await expect(within(column(canvasElement, ACCEPTED)).queryByRole('article', { name: 'DK-10231' })).toBeNull();
  },
};

/** A new order rings (sound, banner, tab title) until someone acknowledges it, by keyboard here. */
export const RingsUntilAcknowledged: Story = {
  args: { initiallyAcknowledged: ['st-order-230'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('region', { name: /a new order is waiting|طلب جديد بانتظارك/i });
    await expect(banner).toHaveTextContent('DK-10231');
    await waitFor(() => expect((args.onRing as Mock).mock.calls.length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(document.title).toMatch(/^\(1\) (New order|طلب جديد)/));
    await expect(canvasElement.querySelector('[aria-live="assertive"]')).toHaveTextContent(/DK-10231/);
    const acknowledge = within(banner).getByRole('button', { name: /acknowledge|تأكيد الاستلام/i });
    acknowledge.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcknowledge).toHaveBeenCalledWith(['st-order-231']);
    await waitFor(() => expect(canvas.queryByRole('region', { name: /waiting|بانتظارك/i })).toBeNull());
    // The banner is gone: focus goes to the order it rang for, not to <body>.
    await waitFor(() => expect(document.activeElement).toBe(canvas.getByRole('article', { name: 'DK-10231' })));
    const after = (args.onRing as Mock).mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(args.onRing).toHaveBeenCalledTimes(after);
    await expect(document.title).not.toMatch(/^\(1\)/);
  },
};

/** Muted on this device: no sound, but the banner and the tab title still show the new order. */
export const Muted: Story = {
  args: { initiallyAcknowledged: [], muted: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sound is off on this device|الصوت مطفأ على هذا الجهاز/i)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /ring for new orders|تنبيه صوتي للطلبات/i })).not.toBeChecked();
    await new Promise((resolve) => setTimeout(resolve, 900));
    await expect(args.onRing).not.toHaveBeenCalled();
  },
};

/** The browser blocked sound (autoplay policy): the board asks for a click, which turns it on. */
export const SoundBlocked: Story = {
  args: { initiallyAcknowledged: ['st-order-230'], soundState: 'suspended' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/browser blocked the sound|منع المتصفح صوت/i)).toBeVisible();
    await expect(args.onRing).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: /turn on sound|تشغيل الصوت/i }));
    await waitFor(() => expect(canvas.queryByText(/browser blocked the sound|منع المتصفح صوت/i)).toBeNull());
    await waitFor(() => expect(args.onRing).toHaveBeenCalled());
  },
};
