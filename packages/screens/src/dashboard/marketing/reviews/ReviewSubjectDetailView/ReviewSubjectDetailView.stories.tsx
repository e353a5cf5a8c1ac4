import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longReviewSubjects, storyReviewProducts, storyReviewSubjects, storyReviewTemplates } from '../reviewsStoryData.ts';
import { ReviewSubjectDetailView } from './ReviewSubjectDetailView.tsx';

const ready = <T,>(data: T) => ({ data, status: 'ready' as const, retry: fn() });
const available = storyReviewTemplates.flatMap((t) => t.questions);
const saved = fn(async (): Promise<ApiError | null> => null);

const meta = {
  title: 'Dashboard/Marketing/ReviewSubjectDetailView',
  component: ReviewSubjectDetailView,
  parameters: { layout: 'fullscreen' },
  args: {
    subject: ready(storyReviewSubjects[0]!),
    products: ready(storyReviewProducts.slice(0, 1)),
    billProducts: storyReviewProducts,
    questions: ready({ selected: available.slice(0, 2), available }),
    appFlavors: ['website', 'ios', 'android', 'pos'],
    canEdit: true,
    onSaveDetails: saved,
    onAddProduct: saved,
    onRemoveProduct: saved,
    onSaveQuestions: saved,
    onPublish: fn(),
    onSend: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ReviewSubjectDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { subject: { data: undefined, status: 'loading', retry: fn() } } };
export const LoadError: Story = { args: { subject: { data: undefined, status: 'error', retry: fn() } } };
export const Answered: Story = { args: { subject: ready(storyReviewSubjects[1]!) } };
export const LongArabicContent: Story = { args: { subject: ready(longReviewSubjects[0]!) } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Someone who may only read sees the details and the questions, with nothing to change. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(publish|نشر|save details|حفظ التفاصيل)$/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(remove|إزالة)/i })).toBeNull();
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** A product from the bill is added; the one asked about already is not offered again. */
export const AddsAProductFromTheBill: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(product from the bill|منتج من الفاتورة)$/i }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(1);
    await userEvent.click(options[0]!);
    await userEvent.click(canvas.getByRole('button', { name: /^(add product|إضافة منتج)$/i }));
    await expect(args.onAddProduct).toHaveBeenCalledWith('sp-2');
  },
};

/** Taking every question off is refused on the group; nothing is sent. */
export const KeepsAtLeastOneQuestion: Story = {
  args: { onSaveQuestions: fn(async (): Promise<ApiError | null> => null) },
  play: async ({ canvas, args }) => {
    for (const box of canvas.getAllByRole('checkbox', { checked: true })) await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: /^(save questions|حفظ الأسئلة)$/i }));
    await expect(await canvas.findByText(/choose at least one question|اختر سؤالاً واحداً على الأقل/i)).toBeVisible();
    await expect(args.onSaveQuestions).not.toHaveBeenCalled();
  },
};

/** The bill number is taken: the refusal shows on its field and the name typed stays. */
export const SaveFailed: Story = {
  args: {
    onSaveDetails: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'exists', code: 'review_exists' })),
  },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: /^(customer|العميل)/i });
    await userEvent.clear(name);
    await userEvent.type(name, 'Huda S.');
    await userEvent.click(canvas.getByRole('button', { name: /^(save details|حفظ التفاصيل)$/i }));
    await expect((await canvas.findAllByText(/already has a review request|لهذه الفاتورة طلب تقييم بالفعل/i)).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('textbox', { name: /^(customer|العميل)/i })).toHaveValue('Huda S.');
  },
};
