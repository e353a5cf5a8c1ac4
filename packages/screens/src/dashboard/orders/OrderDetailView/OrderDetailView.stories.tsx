import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { success, type ApiError, type ApiResult, type Fils } from '@dukkan/core';
import { OrdersEnvironmentProvider } from '../shared/ordersEnvironment.tsx';
import { cancelledOrder, longArabicOrder, newDelivery, storyAreaNames, storyClock } from '../shared/ordersStoryData.ts';
import type { PaymentLink } from './OrderDetailDialogs.tsx';
import { OrderDetailView } from './OrderDetailView.tsx';

const done = async (): Promise<ApiError | null> => null;

const meta = {
  title: 'Dashboard/Orders/OrderDetailView',
  component: OrderDetailView,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <OrdersEnvironmentProvider value={{ now: storyClock }}>
        <Story />
      </OrdersEnvironmentProvider>
    ),
  ],
  args: {
    breadcrumbs: [
      { id: 'live', label: <FormattedMessage id="dashboard.nav.liveOrders" />, href: '/orders/live' },
      { id: 'order', label: <FormattedMessage id="dashboard.orders.detail.crumb" /> },
    ],
    order: newDelivery,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    onCancel: fn(done),
    onEditItem: fn(done),
    onRemoveItem: fn(done),
    onAddExtra: fn(done),
    onRemoveExtra: fn(done),
    onRequestPayment: fn(async (amountFils: Fils): Promise<ApiResult<PaymentLink>> =>
      success({ amountFils, url: 'https://pay.dukkan.ae/r/payreq-1' }),
    ),
    onCopy: fn(async () => true),
    areaNames: storyAreaNames,
  },
} satisfies Meta<typeof OrderDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Lines with add-ons, an extra item, the bill, the customer's phone with call and WhatsApp links. */
export const Default: Story = {
  // Text and label queries: role queries with names are slow on a page this size.
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvasElement.querySelector('h1')).toHaveTextContent('DK-10231');
    await expect(canvas.getByText(/gift box|علبة هدية/i)).toBeVisible();
    await expect(canvas.getByText(/^(call|اتصال)$/i).closest('a')).toHaveAttribute('href', 'tel:+971501234567');
    await expect(canvas.getByText(/^(whatsapp|واتساب)$/i).closest('a')).toHaveAttribute('href', 'https://wa.me/971501234567');
    await expect(canvas.getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByText(/copy the mobile number|نسخ رقم الجوال/i).closest('button')!);
    await expect(args.onCopy).toHaveBeenCalledWith('+971 50 123 4567');
    await expect(await canvas.findByText(/^(copied\.|تم النسخ\.)$/i)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', order: undefined } };

export const LoadError: Story = {
  args: { status: 'error', order: undefined, error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = { args: { order: longArabicOrder } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A cancelled pickup: the reason is shown, nothing can change any more. */
export const Cancelled: Story = {
  args: { order: cancelledOrder, canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Items out of stock')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /cancel order|إلغاء الطلب/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(edit|تعديل)/i })).toBeNull();
  },
};

/** Cancelling asks for a reason first; an empty one is refused before anything is sent. */
export const CancelsWithAReason: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(cancel order|إلغاء الطلب)$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: /^(cancel the order|إلغاء الطلب نهائيًا)$/i }));
    await expect(dialog.getByText(/write why the order is cancelled|اكتب سبب إلغاء الطلب/i)).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: /reason|السبب/i }), 'Customer asked to cancel');
    await userEvent.click(dialog.getByRole('button', { name: /^(cancel the order|إلغاء الطلب نهائيًا)$/i }));
    await expect(args.onCancel).toHaveBeenCalledWith('Customer asked to cancel');
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  },
};

/** Price of one and count, with the new line price shown as they are typed (Arabic digits read too). */
export const EditsAnItem: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit\W+medjool dates|تعديل\W+تمر مجدول)\W*$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const price = dialog.getByRole('textbox', { name: /price of one|سعر الواحدة/i });
    await expect(price).toHaveValue('12.25');
    await userEvent.clear(price);
    await userEvent.type(price, '١٣٫٥٠');
    const count = dialog.getByRole('textbox', { name: /^(count|العدد)/i });
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await expect(dialog.getByText(/new line price|السعر الجديد للبند/i)).toHaveTextContent('40.50');
    await userEvent.click(dialog.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(args.onEditItem).toHaveBeenCalledWith('st-order-231-l1', { newPriceFils: 1350, newCount: 3 });
  },
};

/**
 * A kg item re-priced by what it weighed (issue #12 item 4): 1 kg ordered at AED 24.50 a kg,
 * 1.1 kg on the scale, typed in Arabic-Indic digits. The new line price and the difference show
 * as it is typed; the difference is asked for with a payment link. Pieces have no scale.
 */
export const WeighsAKgItem: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: /^(weigh\W+arabic bread|وزن\W+خبز عربي)\W*$/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^(weigh\W+medjool dates|وزن\W+تمر مجدول)\W*$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/ordered|الكمية المطلوبة/i)).toHaveTextContent('24.50');
    await userEvent.type(dialog.getByRole('textbox', { name: /weighed|الوزن الفعلي/i }), '١٫١');
    const status = dialog.getByText(/new line price|السعر الجديد للصنف/i);
    await expect(status).toHaveTextContent('26.96');
    await expect(status).toHaveTextContent('2.46');
    await expect(dialog.getByRole('checkbox', { name: /pay the difference|دفع الفرق/i })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: /^(re-price|إعادة التسعير)$/i }));
    await expect(args.onEditItem).toHaveBeenCalledWith('st-order-231-l1', { newPriceFils: 1348, newCount: 2 });
    await waitFor(() => expect(args.onRequestPayment).toHaveBeenCalledWith(246));
    await expect(await canvas.findByRole('link', { name: 'https://pay.dukkan.ae/r/payreq-1' })).toBeVisible();
  },
};

/** A reading that is not one is refused before anything is sent; a lighter item asks for nothing. */
export const WeighsALighterItem: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(weigh\W+medjool dates|وزن\W+تمر مجدول)\W*$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const weight = dialog.getByRole('textbox', { name: /weighed|الوزن الفعلي/i });
    await userEvent.type(weight, '0.9123');
    await userEvent.click(dialog.getByRole('button', { name: /^(re-price|إعادة التسعير)$/i }));
    await expect(dialog.getByText(/enter a weight from|أدخل وزنًا من/i)).toBeVisible();
    await expect(args.onEditItem).not.toHaveBeenCalled();
    await userEvent.clear(weight);
    await userEvent.type(weight, '0.9');
    await expect(dialog.getByText(/new line price|السعر الجديد للصنف/i)).toHaveTextContent(/22\.06.*2\.44/);
    await expect(dialog.queryByRole('checkbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: /^(re-price|إعادة التسعير)$/i }));
    await expect(args.onEditItem).toHaveBeenCalledWith('st-order-231-l1', { newPriceFils: 1103, newCount: 2 });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await expect(args.onRequestPayment).not.toHaveBeenCalled();
  },
};

const lastItem: ApiError = { kind: 'http', status: 409, message: 'This is the last item: cancel the order instead.', code: 'last_item' };

/** Removing asks first; a refusal says why in words people read, and the item stays. */
export const RemoveRefused: Story = {
  args: { onRemoveItem: fn(async (): Promise<ApiError | null> => lastItem) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(remove\W+arabic bread|إزالة\W+خبز عربي)\W*$/i }));
    const confirm = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(remove|إزالة)$/i }));
    await expect(args.onRemoveItem).toHaveBeenCalledWith('st-order-231-l2');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/last item: cancel the order instead|آخر منتج في الطلب/i);
    await expect(canvas.getByRole('button', { name: /^(remove\W+arabic bread|إزالة\W+خبز عربي)\W*$/i })).toBeVisible();
  },
};

/** An extra item and a payment request; the payment link is shown to copy and send on. */
export const AddsAnExtraAndRequestsPayment: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(add an extra item|إضافة بند)$/i }));
    let dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: /description|الوصف/i }), 'Gift wrap');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(price|السعر)/i }), '5');
    await userEvent.click(dialog.getByRole('button', { name: /^(add|إضافة)$/i }));
    await expect(args.onAddExtra).toHaveBeenCalledWith({ description: 'Gift wrap', priceFils: 500 });
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: /^(request payment|طلب دفعة)$/i }));
    dialog = within(await within(document.body).findByRole('dialog'));
    const amount = dialog.getByRole('textbox', { name: /amount|المبلغ/i });
    await expect(amount).toHaveValue('47.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '50');
    await userEvent.click(dialog.getByRole('button', { name: /^(request payment|طلب الدفعة)$/i }));
    await expect(dialog.getByText(/more than the customer still owes|أكبر مما بقي على العميل/i)).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '10');
    await userEvent.click(dialog.getByRole('button', { name: /^(request payment|طلب الدفعة)$/i }));
    await expect(args.onRequestPayment).toHaveBeenCalledWith(1000);
    await expect(await canvas.findByRole('link', { name: 'https://pay.dukkan.ae/r/payreq-1' })).toBeVisible();
  },
};

/** A delivery order with its delivery job: who delivers it and what they collect. */
export const WithItsDeliveryJob: Story = {
  args: {
    delivery: {
      job: {
        status: 'ready',
        data: { id: 'job_41', status: 'assigned', amountFils: 5675 as Fils, assignee: { kind: 'driver', name: 'Imran Qureshi' } },
        retry: fn(),
      },
      canSend: true,
      jobsHref: '/delivery/jobs?dialog=assign%3Ajob_41',
      onSend: fn(done),
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: /^(delivery job|مهمة التوصيل)$/i });
    await expect(card).toHaveTextContent(/driver: imran qureshi|السائق: imran qureshi/i);
  },
};
