import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { billWithEverything, longNamesOrder, orderWithStatus, storyOrder } from '../shared/orderStoryData.ts';
import { OrderView } from './OrderView.tsx';

const meta = {
  title: 'Storefront/Orders/OrderView',
  component: OrderView,
  args: {
    order: storyOrder({ status: 'preparing' }),
    isLoading: false,
    onRetry: fn(),
    onPay: fn(),
    ordersHref: '/orders',
    onReorder: fn(),
  },
} satisfies Meta<typeof OrderView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { order: undefined, isLoading: true } };
export const NotFound: Story = { args: { order: undefined, error: { status: 404, message: 'Order not found' } } };
export const LoadError: Story = { args: { order: undefined, error: new Error('HTTP 500') } };

export const DeliveryPending: Story = { args: { order: orderWithStatus('pending', false) } };
export const DeliveryAccepted: Story = { args: { order: orderWithStatus('accepted', false) } };
export const DeliveryPreparing: Story = { args: { order: orderWithStatus('preparing', false) } };
export const DeliveryOnTheWay: Story = { args: { order: orderWithStatus('on_the_way', false) } };
export const DeliveryDelivered: Story = { args: { order: orderWithStatus('delivered', false) } };
export const PickupPending: Story = { args: { order: orderWithStatus('pending', true) } };
export const PickupAccepted: Story = { args: { order: orderWithStatus('accepted', true) } };
export const PickupPreparing: Story = { args: { order: orderWithStatus('preparing', true) } };
export const PickupReady: Story = { args: { order: orderWithStatus('ready', true) } };
export const PickupPickedUp: Story = { args: { order: orderWithStatus('picked_up', true) } };
export const Cancelled: Story = {
  args: { order: storyOrder({ status: 'cancelled', cancelReason: 'Some items were out of stock. Your wallet has been refunded.' }) },
};
export const CancelledWithoutReason: Story = { args: { order: storyOrder({ status: 'cancelled', pickup: true }) } };
export const DineIn: Story = { args: { order: storyOrder({ pickup: false, dineIn: true, address: undefined, status: 'accepted' }) } };

export const JustPlacedAwaitingCardPayment: Story = {
  args: { justPlaced: true, order: storyOrder({ status: 'pending', payment_type: 'card', paid: false }) },
};
export const JustPlacedCashOnDelivery: Story = { args: { justPlaced: true, order: storyOrder({ status: 'pending' }) } };
export const PayingByCard: Story = {
  args: { isPaying: true, order: storyOrder({ status: 'pending', payment_type: 'card', paid: false }) },
};
export const PaidByCard: Story = { args: { order: storyOrder({ status: 'accepted', payment_type: 'card', paid: true }) } };
export const DiscountWalletAndVat: Story = { args: { order: storyOrder({ bill: billWithEverything, useWallet: true }) } };
export const ScheduledWithExtraItems: Story = {
  args: {
    order: storyOrder({
      scheduleDate: '2026-10-30',
      scheduleDay: '10:00–12:00',
      cart_notes: 'Leave it with the concierge, please.',
      extraItems: [{ id: 'st-extra-bag', description: 'Insulated delivery bag', price: 5 }],
    }),
  },
};
export const LongContent: Story = { args: { order: longNamesOrder } };
export const NarrowPhone: Story = {
  args: { order: longNamesOrder },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const PayNowCallsOnPay: Story = {
  args: { order: storyOrder({ status: 'pending', payment_type: 'card', paid: false }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /pay now|ادفع الآن/i }));
    await expect(args.onPay).toHaveBeenCalledOnce();
  },
};

export const OffersNoPaymentOnceCancelledOrPaid: Story = {
  args: { order: storyOrder({ status: 'cancelled', payment_type: 'card', paid: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /pay now|ادفع الآن/i })).not.toBeInTheDocument();
    await expect(canvas.getByText(/this order was cancelled|تم إلغاء هذا الطلب/i)).toBeInTheDocument();
  },
};

/**
 * The shop weighed an item heavier and asked for the difference (decision 0074): the request and
 * its payment link. A request whose link is not http(s), or whose amount is not one, is not shown.
 */
export const AskedToPayAWeighedDifference: Story = {
  args: {
    order: storyOrder({
      status: 'preparing',
      paymentRequests: [
        { id: 'payreq-7', amount: 1.45, url: 'https://pay.dukkan.ae/r/payreq-7', createdAt: '2026-11-01T09:20:00.000Z' },
        { id: 'payreq-8', amount: 3, url: 'javascript:alert(1)', createdAt: '2026-11-01T09:21:00.000Z' },
        { id: 'payreq-9', amount: -2 as never, url: 'https://pay.dukkan.ae/r/payreq-9', createdAt: '2026-11-01T09:22:00.000Z' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /^(pay|ادفع)\s/i });
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAttribute('href', 'https://pay.dukkan.ae/r/payreq-7');
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/asks you to pay|يطلب المتجر منك دفع/i)).toHaveTextContent('1.45');
  },
};

export const MarksTheCurrentStep: Story = {
  args: { order: orderWithStatus('on_the_way', false) },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('region', { name: /order status|حالة الطلب/i });
    const steps = within(progress).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    const current = steps.filter((step) => step.getAttribute('aria-current') === 'step');
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(/on the way|في الطريق/i);
    await expect(steps[0]).toHaveTextContent(/completed|مكتملة/i);
  },
};

export const ShowsTheWeightOfKgLines: Story = {
  play: async ({ canvas }) => {
    // 2 steps of 500 g of dates (customer spec §9: "N G").
    await expect(canvas.getByText('1000 G')).toBeInTheDocument();
  },
};

export const AnnouncesAJustPlacedOrder: Story = {
  args: { justPlaced: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/your order has been placed|تم استلام طلبك/i);
  },
};

export const RetriesAfterAnError: Story = {
  args: { order: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OrderAgainCallsBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^order again$|^اطلب مرة أخرى$/i }));
    await expect(args.onReorder).toHaveBeenCalledOnce();
  },
};

export const CheckingToOrderAgain: Story = {
  args: { isReordering: true },
  play: async ({ args, canvas }) => {
    const again = canvas.getByRole('button', { name: /^order again$|^اطلب مرة أخرى$/i });
    await expect(again).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(again);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};
