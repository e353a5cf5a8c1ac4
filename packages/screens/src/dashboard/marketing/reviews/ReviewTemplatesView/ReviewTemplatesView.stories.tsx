import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyReviewTemplates } from '../reviewsStoryData.ts';
import { ReviewTemplatesView } from './ReviewTemplatesView.tsx';

const meta = {
  title: 'Dashboard/Marketing/ReviewTemplatesView',
  component: ReviewTemplatesView,
  parameters: { layout: 'fullscreen' },
  args: { templates: storyReviewTemplates, status: 'ready', onRetry: fn(), canEdit: true, onAdd: fn(), onDelete: fn() },
} satisfies Meta<typeof ReviewTemplatesView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', templates: [] } };
export const Empty: Story = { args: { templates: [] } };
export const LoadError: Story = { args: { status: 'error', templates: [] } };
export const LongArabicContent: Story = {
  args: {
    templates: [
      {
        id: 'rtpl-9',
        title: 'تقييم شامل لتجربة الطلب والتوصيل وخدمة العملاء في فرع القصيص',
        questions: [
          { id: 'q1', text: 'How was it?', text_ar: 'ما رأيك في سرعة التوصيل ولباقة السائق وحالة المنتجات عند وصولها إلى باب المنزل؟' },
          { id: 'q2', text: 'Anything else?', text_ar: 'هل هناك أي شيء آخر تود أن تخبرنا به لنحسّن خدمتنا في المرات القادمة؟' },
        ],
      },
    ],
  },
};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(new template|قالب جديد)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(delete the template|حذف القالب)/i })).toHaveLength(0);
  },
};

/** Delete names its template, so a screen reader user knows which one goes. */
export const DeleteNamesItsTemplate: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(delete the template|حذف القالب) in-store visit/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyReviewTemplates[1]);
  },
};
