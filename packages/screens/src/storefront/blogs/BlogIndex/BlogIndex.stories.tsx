import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { hostilePost, longPost, storyPosts } from '../shared/blogStoryData.ts';
import { BlogIndex } from './BlogIndex.tsx';

const meta = {
  title: 'Storefront/Blogs/BlogIndex',
  component: BlogIndex,
  args: {
    posts: storyPosts,
    isLoading: false,
    onRetry: fn(),
    postHref: (post) => `/blogs/post_${post.id}`,
    homeHref: '/',
  },
} satisfies Meta<typeof BlogIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { posts: undefined, isLoading: true } };
export const Empty: Story = { args: { posts: [] } };
export const LoadError: Story = { args: { posts: undefined, error: new Error('HTTP 500') } };
export const LongContent: Story = { args: { posts: [longPost, ...storyPosts.slice(0, 3)] } };
export const NarrowPhone: Story = {
  args: { posts: [longPost, ...storyPosts.slice(0, 2)] },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const LinksEveryPostInTheReadersLanguage: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(storyPosts.length);
    const first = storyPosts[0];
    const title = document.documentElement.lang === 'ar' ? first?.title_ar : first?.title;
    await expect(links[0]).toHaveAccessibleName(title ?? '');
    await expect(links[0]).toHaveAttribute('href', `/blogs/post_${first?.id ?? ''}`);
  },
};

export const ShowsHostileTitlesAsText: Story = {
  args: { posts: [hostilePost, ...storyPosts.slice(0, 1)] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('link')[0]).toHaveTextContent('<script>');
    await expect(canvasElement.querySelector('script, svg[onload], [onerror]')).toBeNull();
    await expect((window as unknown as Record<string, unknown>).__dukkanXss).toBeUndefined();
  },
};

export const EmptyLinksToTheShop: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /back to the shop|العودة إلى المتجر/i })).toHaveAttribute('href', '/');
  },
};

export const RetriesAfterAnError: Story = {
  args: { posts: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
