import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError, Fils } from '@dukkan/core';
import { OrderDeliveryCard, type OrderDeliveryJob } from './OrderDeliveryCard.tsx';

const ready = (data: OrderDeliveryJob | null) => ({ status: 'ready' as const, data, retry: fn() });
const waiting: OrderDeliveryJob = { id: 'job_41', status: 'created', amountFils: 5675 as Fils };
const refused = (code: string): ApiError => ({ kind: 'http', status: 409, message: 'Refused', code });

const meta = {
  title: 'Dashboard/Orders/OrderDeliveryCard',
  component: OrderDeliveryCard,
  parameters: { layout: 'padded' },
  args: {
    orderNumber: 'DK-10231',
    job: ready(null),
    canSend: true,
    jobsHref: '/delivery/jobs',
    onSend: fn(async (): Promise<ApiError | null> => null),
  },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <OrderDeliveryCard {...args} />
    </div>
  ),
} satisfies Meta<typeof OrderDeliveryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { job: { status: 'loading', data: undefined, retry: fn() } } };

export const Failed: Story = {
  args: { job: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|إعادة المحاولة/i }));
    await expect(args.job.retry).toHaveBeenCalledTimes(1);
  },
};

/** No job yet: the owner can send the order for delivery. */
export const NoJobYet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no delivery job yet|لا توجد مهمة توصيل بعد/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^send for delivery$|^إرسال للتوصيل$/i })).toBeVisible();
  },
};

/** A person who may not change deliveries reads the card without the button. */
export const ReadOnly: Story = {
  args: { canSend: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WaitingForADriver: Story = {
  args: { job: ready({ ...waiting, weightKg: 3.5 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^waiting$|^قيد الانتظار$|^بانتظار/i)).toBeVisible();
    await expect(canvas.getByText(/nobody yet|لم يُسند بعد/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /follow it in delivery jobs|تابعها في مهام التوصيل/i })).toHaveAttribute(
      'href',
      '/delivery/jobs',
    );
    // A job that is still open is not sent twice.
    await expect(canvas.queryByRole('button', { name: /send for delivery|إرسال للتوصيل/i })).toBeNull();
  },
};

export const WithADriver: Story = {
  args: { job: ready({ ...waiting, status: 'assigned', assignee: { kind: 'driver', name: 'Imran Qureshi' } }) },
};

/** A delivery company with an Arabic name, paid by card: nothing to collect. */
export const PaidWithACarrier: Story = {
  args: {
    job: ready({
      ...waiting,
      status: 'picked_up',
      amountFils: 0 as Fils,
      assignee: { kind: 'carrier', name: 'Emirates Express Couriers', name_ar: 'الإمارات للتوصيل السريع' },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/nothing, it is paid|لا شيء، الطلب مدفوع/i)).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    orderNumber: 'DK-1023199887766',
    job: ready({
      ...waiting,
      status: 'assigned',
      amountFils: 123456789 as Fils,
      weightKg: 999.875,
      assignee: { kind: 'driver', name: 'عبد الرحمن بن محمد بن عبد الله آل مكتوم الفلاسي السائق الأول في فريق التوصيل' },
    }),
  },
};

/** The job was cancelled: the order can be sent again. */
export const CancelledCanBeSentAgain: Story = {
  args: { job: ready({ ...waiting, status: 'cancelled' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /send for delivery again|إرسال للتوصيل مرة أخرى/i })).toBeVisible();
  },
};

/** The weight is optional, typed in Arabic-Indic digits; a wrong one is refused on the field and nothing is sent. */
export const SendsWithAWeightInArabicDigits: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^send for delivery$|^إرسال للتوصيل$/i }));
    const dialog = await screen.findByRole('dialog');
    const weight = within(dialog).getByRole('textbox', { name: /parcel weight|وزن الطرد/i });
    await userEvent.type(weight, '٠');
    await userEvent.click(within(dialog).getByRole('button', { name: /create delivery job|إنشاء مهمة التوصيل/i }));
    await expect(await within(dialog).findByText(/enter a weight above 0|أدخل وزنًا أكبر من 0/i)).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(weight);
    await userEvent.type(weight, '٣٫٥');
    await userEvent.click(within(dialog).getByRole('button', { name: /create delivery job|إنشاء مهمة التوصيل/i }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(3.5));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText(/a delivery job was made|أُنشئت مهمة توصيل/i)).toBeVisible();
  },
};

/** The server refuses (another person sent it a moment ago): the reason in words, the dialog stays. */
export const RefusedBecauseItHasAJob: Story = {
  args: { onSend: fn(async () => refused('job_exists')) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^send for delivery$|^إرسال للتوصيل$/i }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /create delivery job|إنشاء مهمة التوصيل/i }));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledWith(undefined));
    await expect(await within(dialog).findByText(/already has a delivery job|لهذا الطلب مهمة توصيل بالفعل/i)).toBeVisible();
  },
};
