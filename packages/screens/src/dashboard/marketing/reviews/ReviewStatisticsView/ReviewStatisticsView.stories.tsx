import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyReviewStats } from '../reviewsStoryData.ts';
import { ReviewStatisticsView } from './ReviewStatisticsView.tsx';

const meta = {
  title: 'Dashboard/Marketing/ReviewStatisticsView',
  component: ReviewStatisticsView,
  parameters: { layout: 'fullscreen' },
  args: { stats: { data: storyReviewStats, status: 'ready', retry: fn() }, reviewsHref: '/marketing/reviews' },
} satisfies Meta<typeof ReviewStatisticsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('review-stat-published')).toHaveTextContent('25');
    await expect(canvas.getByTestId('review-stat-average')).toHaveTextContent('3.8');
    // Each chart says in words what it shows.
    await expect(canvas.getByText(/most common rating is 5 stars|التقييم الأكثر تكراراً/i)).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { stats: { data: undefined, status: 'loading', retry: fn() } } };
export const Empty: Story = {
  args: {
    stats: {
      data: { total: 0, published: 0, answered: 0, averageRating: null, distribution: [], byLanguage: [] },
      status: 'ready',
      retry: fn(),
    },
  },
};
export const LoadError: Story = {
  args: { stats: { data: undefined, status: 'error', retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(try again|حاول مرة أخرى|إعادة المحاولة)$/i }));
    await expect(args.stats.retry).toHaveBeenCalled();
  },
};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
