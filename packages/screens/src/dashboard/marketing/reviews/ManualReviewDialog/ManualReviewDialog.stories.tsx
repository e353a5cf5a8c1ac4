import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyReviewTemplates } from '../reviewsStoryData.ts';
import { ManualReviewDialog } from './ManualReviewDialog.tsx';

const dialog = () => within(document.body).getByRole('dialog');
const field = (name: RegExp) => within(dialog()).getByRole('textbox', { name });
const BILL = /^(bill number|رقم الفاتورة)/i;
const NAME = /^(customer’s full name|الاسم الكامل للعميل)/i;
const PHONE = /^(customer’s mobile number|رقم جوال العميل)/i;
const SUBMIT = /^(add review|إضافة التقييم)$/i;

async function fillIn(bill: string, name: string, phone: string) {
  await userEvent.type(field(BILL), bill);
  await userEvent.type(field(NAME), name);
  await userEvent.type(field(PHONE), phone);
}

const meta = {
  title: 'Dashboard/Marketing/ManualReviewDialog',
  component: ManualReviewDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    offer: {
      data: { bills: [], templates: storyReviewTemplates, appFlavors: ['website', 'ios', 'android', 'pos'] },
      status: 'ready',
      retry: fn(),
    },
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof ManualReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { offer: { data: undefined, status: 'loading', retry: fn() } } };
export const LoadError: Story = {
  args: { offer: { data: undefined, status: 'error', retry: fn() } },
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await userEvent.click(within(dialog()).getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.offer.retry).toHaveBeenCalled();
  },
};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A long Arabic name and a long bill number keep their places; the number reads left to right. */
export const LongArabicContent: Story = {
  play: async () => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await userEvent.type(field(BILL), 'SHOP-COUNTER-2026-11-26-000781');
    await userEvent.type(field(NAME), 'عبد الرحمن بن محمد بن سلطان آل نهيان الشامسي');
    await userEvent.type(field(PHONE), '+971 50 123 9876');
    await expect(field(BILL)).toHaveAttribute('dir', 'ltr');
    await expect(field(PHONE)).toHaveAttribute('dir', 'ltr');
  },
};

/** Empty fields send nothing: each says what is missing and the first one takes the focus. */
export const SaysWhatIsMissing: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await userEvent.click(within(dialog()).getByRole('button', { name: SUBMIT }));
    await expect(await within(dialog()).findByText(/^(enter the bill number\.|أدخل رقم الفاتورة\.)$/i)).toBeVisible();
    await expect(within(dialog()).getByText(/^(enter the customer’s name\.|أدخل اسم العميل\.)$/i)).toBeVisible();
    await expect(field(PHONE)).toHaveAccessibleDescription(/enter the customer’s mobile number|أدخل رقم جوال العميل/i);
    await expect(field(BILL)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A number that is not a UAE number is refused before anything is sent, and what was typed stays. */
export const RefusesAForeignPhoneNumber: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await fillIn('SHOP-7781', 'Mariam Al Suwaidi', '12345');
    await userEvent.click(within(dialog()).getByRole('button', { name: SUBMIT }));
    await expect(field(PHONE)).toHaveAccessibleDescription(/8 or 9 digits|8 أو 9 أرقام/i);
    await expect(field(PHONE)).toHaveFocus();
    await expect(field(NAME)).toHaveValue('Mariam Al Suwaidi');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The bill, the customer, the template and the app go out once, even on a double click. */
export const AddsAReviewForACounterSale: Story = {
  args: { onSubmit: fn(() => new Promise<ApiError | null>((resolve) => setTimeout(() => resolve(null), 200))) },
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await fillIn('SHOP-7781', 'Mariam Al Suwaidi', '050 123 9876');
    await userEvent.click(within(dialog()).getByRole('button', { name: /(^|\s)(app|التطبيق)$/i }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(point of sale|نقطة البيع)$/i }));
    await userEvent.dblClick(within(dialog()).getByRole('button', { name: SUBMIT }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      billID: 'SHOP-7781',
      customerFullName: 'Mariam Al Suwaidi',
      customerPhone: '050 123 9876',
      template: storyReviewTemplates[0]!.id,
      appFlavor: 'pos',
    });
    // The picture is the answered state, however fast the visit ran (not the 200 ms in flight).
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: SUBMIT })).not.toHaveAttribute('aria-busy'));
  },
};

/** The bill already has a review: the refusal shows on the bill number and every field keeps what was typed. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'exists', code: 'review_exists' })),
  },
  play: async () => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await fillIn('DK-40398', 'Mariam Al Suwaidi', '0501239876');
    await userEvent.click(within(dialog()).getByRole('button', { name: SUBMIT }));
    await expect(field(BILL)).toHaveAccessibleDescription(/already has a review request|لهذه الفاتورة طلب تقييم بالفعل/i);
    await expect(field(BILL)).toHaveValue('DK-40398');
    await expect(field(PHONE)).toHaveValue('0501239876');
  },
};

/** No connection: a message above the fields says so and nothing typed is lost. */
export const SaveFailedOffline: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async () => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await fillIn('SHOP-9', 'Ali', '0501239876');
    await userEvent.click(within(dialog()).getByRole('button', { name: SUBMIT }));
    await expect(await within(dialog()).findByText(/no connection|لا يوجد اتصال/i)).toBeVisible();
    await expect(field(NAME)).toHaveValue('Ali');
  },
};
