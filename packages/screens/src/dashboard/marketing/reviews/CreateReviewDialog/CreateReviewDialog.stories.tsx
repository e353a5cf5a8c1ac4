import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyReviewBills, storyReviewProducts, storyReviewTemplates } from '../reviewsStoryData.ts';
import { CreateReviewDialog } from './CreateReviewDialog.tsx';

const dialog = () => within(document.body).getByRole('dialog');
const ready = <T,>(data: T) => ({ data, status: 'ready' as const, retry: fn() });

async function choose(label: RegExp, option: RegExp) {
  await userEvent.click(within(dialog()).getByRole('button', { name: label }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

const meta = {
  title: 'Dashboard/Marketing/CreateReviewDialog',
  component: CreateReviewDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    offer: ready({ bills: storyReviewBills, templates: storyReviewTemplates, appFlavors: ['website', 'ios', 'android', 'pos'] }),
    products: ready(storyReviewProducts),
    questions: ready(storyReviewTemplates[0]!.questions),
    onBillChange: fn(),
    onTemplateChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof CreateReviewDialog>;

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

/** Without a bill nothing is sent, and the bill's field says why. */
export const AsksForTheBillFirst: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await userEvent.click(within(dialog()).getByRole('button', { name: /^(create request|إنشاء الطلب)$/i }));
    await expect(await within(dialog()).findByText(/choose the bill to review|اختر الفاتورة التي تريد تقييمها/i)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The chosen bill's products and the template's questions show before the request is created. */
export const CreatesARequestForABill: Story = {
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await choose(/(^|\s)(bill|الفاتورة)$/i, /DK-40401/);
    await expect(args.onBillChange).toHaveBeenCalledWith('DK-40401');
    await expect(within(dialog()).getByText(/alphonso mangoes|مانجو ألفونسو/i)).toBeVisible();
    await expect(within(dialog()).getByText(/how fresh was your order|ما مدى طزاجة طلبك/i)).toBeVisible();
    await choose(/(app|التطبيق)$/i, /^(iphone app|تطبيق آيفون)$/i);
    await userEvent.click(within(dialog()).getByRole('button', { name: /^(create request|إنشاء الطلب)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ billID: 'DK-40401', template: 'rtpl-1', appFlavor: 'ios' });
  },
};

/** The bill got a review meanwhile: the refusal shows on the bill field and the choices stay. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'exists', code: 'review_exists' })),
  },
  play: async () => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    await choose(/(^|\s)(bill|الفاتورة)$/i, /DK-40398/);
    await userEvent.click(within(dialog()).getByRole('button', { name: /^(create request|إنشاء الطلب)$/i }));
    await expect(await within(dialog()).findByText(/already has a review request|لهذه الفاتورة طلب تقييم بالفعل/i)).toBeVisible();
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: /(^|\s)(bill|الفاتورة)$/i })).toHaveTextContent('DK-40398'));
  },
};
