import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longReviewSubjects, storyReviewSubjects } from '../reviewsStoryData.ts';
import { ReviewSubjectsView } from './ReviewSubjectsView.tsx';

const meta = {
  title: 'Dashboard/Marketing/ReviewSubjectsView',
  component: ReviewSubjectsView,
  parameters: { layout: 'fullscreen' },
  args: {
    subjects: storyReviewSubjects,
    status: 'ready',
    onRetry: fn(),
    filter: 'all',
    onFilterChange: fn(),
    canEdit: true,
    statisticsHref: '/marketing/reviews/statistics',
    templatesHref: '/marketing/reviews/templates',
    settingsHref: '/marketing/reviews/settings',
    detailHref: (subject) => `/marketing/reviews/${subject.id}`,
    onCreate: fn(),
    onPublish: fn(),
    onSend: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof ReviewSubjectsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', subjects: [] } };
export const Empty: Story = { args: { subjects: [] } };
export const EmptyFilter: Story = { args: { subjects: [], filter: 'draft' } };
export const LoadError: Story = {
  args: { status: 'error', subjects: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(try again|حاول مرة أخرى|إعادة المحاولة)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongArabicContent: Story = { args: { subjects: longReviewSubjects } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A cashier or kitchen user reads the requests and opens one; nothing changes them. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(request a review|طلب تقييم)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(publish|نشر|delete|حذف)/i })).toHaveLength(0);
    await expect(canvas.getAllByRole('link', { name: /^(open the review|فتح تقييم)/i })).toHaveLength(3);
  },
};

/** A draft offers Publish, a published review with a phone offers Send again; each names its bill. */
export const ActionsFollowTheReviewState: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(publish the review of bill|نشر تقييم الفاتورة) DK-40310/i }));
    await expect(args.onPublish).toHaveBeenCalledWith(storyReviewSubjects[0]);
    await userEvent.click(canvas.getByRole('button', { name: /^(send again: review of bill|إرسال مجدداً: تقييم الفاتورة) DK-40177$/i }));
    await expect(args.onSend).toHaveBeenCalledWith(storyReviewSubjects[1]);
    // Published without a phone: nothing to send it to.
    await expect(canvas.queryByRole('button', { name: /(send|إرسال).*DK-40156/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /(delete the review of bill|حذف تقييم الفاتورة) DK-40156/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyReviewSubjects[2]);
  },
};

/** While an invitation is being sent its button waits, so a second press sends nothing more. */
export const SendingWaits: Story = {
  args: { sendingId: 'rev-12' },
  play: async ({ canvas, args }) => {
    const send = canvas.getByRole('button', { name: /^(send again: review of bill|إرسال مجدداً: تقييم الفاتورة) DK-40177$/i });
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The filter names what it shows and hands the choice back. */
export const FiltersToDrafts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(show|عرض)$/i }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^(drafts|المسودات)$/i }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('draft');
  },
};

/** Beside "Request a review", a review for a bill kept outside Dukkan can be added by hand. */
export const OffersAReviewByHand: Story = {
  args: { onCreateByHand: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(add a review by hand|إضافة تقييم يدوياً)$/i }));
    await expect(args.onCreateByHand).toHaveBeenCalledTimes(1);
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};
