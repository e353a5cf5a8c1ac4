import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyReviewSubjects } from '../reviewsStoryData.ts';
import { PublishReviewDialog } from './PublishReviewDialog.tsx';

const dialog = () => within(document.body).getByRole('dialog');
const publish = /^(publish|نشر)$/i;

const meta = {
  title: 'Dashboard/Marketing/PublishReviewDialog',
  component: PublishReviewDialog,
  args: { subject: storyReviewSubjects[0]!, onClose: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof PublishReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Without a phone the SMS cannot be chosen, and the dialog says why. */
export const NoPhone: Story = {
  args: { subject: { ...storyReviewSubjects[0]!, customerPhone: '' } },
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    const sms = within(dialog()).getByRole('checkbox', { name: /text the invitation|إرسال الدعوة/i });
    await expect(sms).not.toBeChecked();
    await expect(sms).toBeDisabled();
    await userEvent.click(within(dialog()).getByRole('button', { name: publish }));
    await expect(args.onSubmit).toHaveBeenCalledWith(args.subject, { language: 'en', sms: false });
  },
};

/** Arabic with the SMS: one press, one request, even when pressed twice. */
export const PublishesInArabicWithTheSms: Story = {
  args: { onSubmit: fn(() => new Promise<ApiError | null>((resolve) => setTimeout(() => resolve(null), 300))) },
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    const d = within(await within(document.body).findByRole('dialog'));
    await expect(d.getByText('+971 501234567')).toBeVisible();
    await userEvent.click(d.getByRole('radio', { name: /^(arabic|العربية)$/i }));
    await userEvent.dblClick(d.getByRole('button', { name: publish }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(args.subject, { language: 'ar', sms: true });
    // The picture is the answered state, however fast the visit ran (not the 300 ms in flight).
    await waitFor(() => expect(d.getByRole('button', { name: publish })).not.toHaveAttribute('aria-busy'));
  },
};

/** The review has no questions: the refusal is said in the dialog, which keeps the choices. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'no q', code: 'no_questions' })),
  },
  play: async () => {
    await within(document.body).findByRole('dialog'); // rendered: the dialog opens after the first frame
    const d = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(d.getByRole('radio', { name: /^(arabic|العربية)$/i }));
    await userEvent.click(d.getByRole('button', { name: publish }));
    await expect(await d.findByText(/at least one question|سؤالاً واحداً على الأقل/i)).toBeVisible();
    await expect(d.getByRole('radio', { name: /^(arabic|العربية)$/i })).toBeChecked();
  },
};
