import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longRequestDetail, storyRequestDetails } from '../requestsStoryData.ts';
import { RequestDetailView } from './RequestDetailView.tsx';

const ready = <T,>(data: T) => ({ data, status: 'ready' as const, retry: fn() });
const done = () => fn(async (): Promise<ApiError | null> => null);
const conflict: ApiError = { kind: 'http', status: 409, message: 'Cannot approve a request that is spam.', code: 'invalid_transition' };
const body = () => within(document.body);

const ACTION_NAMES =
  /^(reply|الرد|approve|موافقة|mark as finished|تحديد كمنجز|mark as done|تحديد كمكتمل|mark as spam|تحديد كمزعج|cancel request|إلغاء الطلب)$/i;
const actionButtons = (canvas: Pick<ReturnType<typeof within>, 'queryAllByRole'>) =>
  canvas.queryAllByRole('button', { name: ACTION_NAMES }).map((b: HTMLElement) => b.textContent);

const meta = {
  title: 'Dashboard/Orders/Requests/RequestDetailView',
  component: RequestDetailView,
  parameters: { layout: 'fullscreen' },
  args: {
    request: ready(storyRequestDetails.new),
    listHref: '/orders/requests',
    canEdit: true,
    onReply: done(),
    onApprove: done(),
    onSpam: done(),
    onFinish: done(),
    onDone: done(),
    onCancel: done(),
    onCreateInvoice: done(),
    onCancelInvoice: done(),
    onViewInvoice: fn(),
  },
} satisfies Meta<typeof RequestDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** New: reply first, then approve, spam and cancel; an invoice can be raised. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: /^(raise an invoice|إصدار فاتورة)$/i })).toBeVisible();
  },
};

/** Replied with a price: approve first; reply again, spam and cancel stay. */
export const Replied: Story = {
  args: { request: ready(storyRequestDetails.replied) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toEqual(
      expect.arrayContaining([expect.stringMatching(/approve|موافقة/i), expect.stringMatching(/reply|الرد/i)]),
    );
    await expect(actionButtons(canvas)).toHaveLength(4);
  },
};

/** Approved: finish or cancel only; its invoices, newest first, open ones can be cancelled. */
export const Approved: Story = {
  args: { request: ready(storyRequestDetails.approved) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /^(approve|موافقة)$/i })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^(cancel the invoice|إلغاء الفاتورة)/i })).toHaveLength(1);
  },
};

/** Finished: only "Mark as done". */
export const Finished: Story = {
  args: { request: ready(storyRequestDetails.finished) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: /^(mark as done|تحديد كمكتمل)$/i })).toBeVisible();
  },
};

/** Done, spam and cancelled offer nothing, and no new invoice. */
export const Done: Story = {
  args: { request: ready(storyRequestDetails.done) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^(raise an invoice|إصدار فاتورة)$/i })).toBeNull();
  },
};
export const Spam: Story = {
  args: { request: ready(storyRequestDetails.spam) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(0);
    await expect(canvas.getByText(/^(no phone number|لا يوجد رقم هاتف)$/i)).toBeVisible();
  },
};

/** Cancelled: the reason shows in the request and in its history; the invoice was cancelled. */
export const Cancelled: Story = {
  args: { request: ready(storyRequestDetails.cancelled) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(0);
    await expect(canvas.getAllByText(/العميل ألغى الحفل/).length).toBe(2);
    await expect(canvas.queryByRole('button', { name: /^(cancel the invoice|إلغاء الفاتورة)/i })).toBeNull();
  },
};

export const Loading: Story = { args: { request: { data: undefined, status: 'loading', retry: fn() } } };

export const LoadError: Story = {
  args: { request: { data: undefined, status: 'error', retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(try again|حاول مرة أخرى|إعادة المحاولة)$/i }));
    await expect(args.request.retry).toHaveBeenCalled();
  },
};

export const NotFound: Story = {
  args: { request: { data: undefined, status: 'error', retry: fn() }, notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^(back to the service requests|العودة إلى طلبات الخدمة)$/i })).toHaveAttribute(
      'href',
      '/orders/requests',
    );
  },
};

export const LongArabicContent: Story = { args: { request: ready(longRequestDetail) } };
export const NarrowPhone: Story = {
  args: { request: ready(storyRequestDetails.approved) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Someone who may only read sees the request and its invoices with nothing to press but "View". */
export const ReadOnly: Story = {
  args: { canEdit: false, request: ready(storyRequestDetails.approved) },
  play: async ({ canvas }) => {
    await expect(actionButtons(canvas)).toHaveLength(0);
    await expect(canvas.queryByRole('button', { name: /^(raise an invoice|إصدار فاتورة)$/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(cancel the invoice|إلغاء الفاتورة)/i })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^(view the invoice|عرض الفاتورة)/i })).toHaveLength(3);
  },
};

/** Approving: one press sends once; the button waits while it is sent. */
export const Approves: Story = {
  args: { onApprove: fn(() => new Promise<ApiError | null>((resolve) => setTimeout(() => resolve(null), 200))) },
  play: async ({ canvas, args }) => {
    await userEvent.dblClick(canvas.getByRole('button', { name: /^(approve|موافقة)$/i }));
    await waitFor(() => expect(args.onApprove).toHaveBeenCalledTimes(1));
    // The picture is the answered state, however fast the visit ran (not the 200 ms in flight).
    await waitFor(() => expect(canvas.getByRole('button', { name: /^(approve|موافقة)$/i })).not.toHaveAttribute('aria-busy'));
  },
};

/** The request changed meanwhile (409): said in words, with the focus on it. */
export const ChangedMeanwhile: Story = {
  args: { onApprove: fn(async (): Promise<ApiError | null> => conflict) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(approve|موافقة)$/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/changed meanwhile|تغيّر هذا الطلب في الأثناء/i));
    await waitFor(() => expect(canvas.getByRole('alert').parentElement).toHaveFocus());
  },
};

/** A reply refused with a 409 closes its dialog and says, above the request, that it changed. */
export const ReplyChangedMeanwhile: Story = {
  args: { onReply: fn(async (): Promise<ApiError | null> => conflict) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(reply|الرد)$/i }));
    const d = within(await body().findByRole('dialog'));
    await userEvent.type(d.getByRole('textbox', { name: /^(price \(aed\)|السعر \(درهم\))/i }), '250');
    await userEvent.click(d.getByRole('button', { name: /^(send reply|إرسال الرد)$/i }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/changed meanwhile|تغيّر هذا الطلب في الأثناء/i));
  },
};

/** Spam is asked first; going back sends nothing, confirming sends it. */
export const MarksSpamAfterConfirming: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(mark as spam|تحديد كمزعج)$/i }));
    let confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(go back|رجوع)$/i }));
    await expect(args.onSpam).not.toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: /^(mark as spam|تحديد كمزعج)$/i }));
    confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(mark as spam|تحديد كمزعج)$/i }));
    await expect(args.onSpam).toHaveBeenCalledTimes(1);
  },
};

/** Cancelling asks for the reason in its dialog and says the open invoice goes with it. */
export const CancelsWithAReason: Story = {
  args: { request: ready(storyRequestDetails.approved) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(cancel request|إلغاء الطلب)$/i }));
    const d = within(await body().findByRole('dialog'));
    await expect(d.getByText(/open invoice is cancelled too|فاتورته المفتوحة أيضاً/i)).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /^(reason|السبب)/i }), 'Customer changed the date');
    await userEvent.click(d.getByRole('button', { name: /^(cancel request|إلغاء الطلب)$/i }));
    await expect(args.onCancel).toHaveBeenCalledWith('Customer changed the date');
  },
};

/** An open invoice is cancelled after confirming; any invoice can be viewed. */
export const CancelsAnOpenInvoice: Story = {
  args: { request: ready(storyRequestDetails.approved) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(view the invoice|عرض الفاتورة) Tasting box$/i }));
    await expect(args.onViewInvoice).toHaveBeenCalledWith(storyRequestDetails.approved.invoices[1]);
    await userEvent.click(canvas.getByRole('button', { name: /^(cancel the invoice|إلغاء الفاتورة) Office breakfast, deposit$/i }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(cancel invoice|إلغاء الفاتورة)$/i }));
    await expect(args.onCancelInvoice).toHaveBeenCalledWith(storyRequestDetails.approved.invoices[0]);
  },
};

/** An invoice that was paid meanwhile cannot be cancelled: said in words. */
export const InvoiceClosedMeanwhile: Story = {
  args: {
    request: ready(storyRequestDetails.approved),
    onCancelInvoice: fn(async (): Promise<ApiError | null> => ({ ...conflict, code: 'invoice_closed' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(cancel the invoice|إلغاء الفاتورة) Office breakfast, deposit$/i }));
    const confirm = within(await body().findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: /^(cancel invoice|إلغاء الفاتورة)$/i }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/no longer open|لم تعد هذه الفاتورة مفتوحة/i));
  },
};

/** An invoice raised from the request: the quoted price is offered as its amount. */
export const RaisesAnInvoice: Story = {
  args: { request: ready(storyRequestDetails.replied) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(raise an invoice|إصدار فاتورة)$/i }));
    const d = within(await body().findByRole('dialog'));
    await expect(d.getByRole('textbox', { name: /^(amount \(aed\)|المبلغ \(درهم\))/i })).toHaveValue('450.50');
    await userEvent.type(d.getByRole('textbox', { name: /^(title|العنوان)/i }), 'Mixed grill tray');
    await userEvent.click(d.getByRole('button', { name: /^(raise invoice|إصدار الفاتورة)$/i }));
    await expect(args.onCreateInvoice).toHaveBeenCalledWith({
      title: 'Mixed grill tray',
      description: '',
      amountFils: 45_050,
      paymentType: 'link',
    });
  },
};
