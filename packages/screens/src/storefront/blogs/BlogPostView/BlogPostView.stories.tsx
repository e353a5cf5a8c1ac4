import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { HOSTILE_FLAG } from '@dukkan/mocks';
import { hostilePost, longPost, storyPost } from '../shared/blogStoryData.ts';
import { BlogPostView } from './BlogPostView.tsx';

const meta = {
  title: 'Storefront/Blogs/BlogPostView',
  component: BlogPostView,
  args: { post: storyPost, isLoading: false, onRetry: fn(), blogsHref: '/blogs' },
} satisfies Meta<typeof BlogPostView>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = () => document.documentElement.lang === 'ar';

export const Default: Story = {};
export const Loading: Story = { args: { post: undefined, isLoading: true } };
/** A post with no blocks in either language still shows its title and byline. */
export const Empty: Story = { args: { post: { ...storyPost, blocks: [], blocks_ar: [] } } };
export const LoadError: Story = { args: { post: undefined, error: new Error('HTTP 500') } };
export const NotFound: Story = { args: { post: undefined, notFound: true } };
export const LongContent: Story = { args: { post: longPost } };
export const NarrowPhone: Story = {
  args: { post: longPost },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const ReadsThePostInTheReadersLanguage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const title = arabic() ? storyPost.title_ar : storyPost.title;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(title ?? '');
    const firstBlock = (arabic() ? storyPost.blocks_ar : storyPost.blocks)[0];
    await expect(firstBlock?.type).toBe('paragraph');
    await expect(canvas.getByText(firstBlock && 'text' in firstBlock ? firstBlock.text : '')).toBeVisible();
    // The cover and the body's pictures are decorative (alt ""), so they are not in the role tree.
    const images = [...canvasElement.querySelectorAll('img')];
    await expect(images.length).toBeGreaterThan(1);
    for (const image of images) {
      await expect(image).toHaveAttribute('loading', 'lazy');
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
    }
    await expect(canvas.getByRole('link', { name: /all posts|كل المقالات/i })).toHaveAttribute('href', '/blogs');
  },
};

export const RunsNoScriptFromAHostilePost: Story = {
  args: { post: hostilePost },
  play: async ({ canvas, canvasElement }) => {
    const seen: string[] = [];
    const onDialog = () => seen.push('dialog');
    const originalAlert = window.alert;
    window.alert = onDialog;
    try {
      // The tags read as text, literally.
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('<script>');
      await expect(canvas.getByText(arabic() ? /نص عادي فيه <b>وسوم<\/b>/ : /Plain text with <b>HTML<\/b> inside\./)).toBeVisible();
      // No element the payload tried to inject exists, and no unsafe link is a link.
      await expect(canvasElement.querySelector('script, iframe, svg[onload], [onerror], [onclick], [onmouseover]')).toBeNull();
      for (const link of canvasElement.querySelectorAll('a[href]')) {
        await expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:|\/blogs$)/);
      }
      await expect(canvas.queryByRole('link', { name: /javascript|جافاسكربت/i })).toBeNull();
      await expect(canvas.getByText(arabic() ? 'رابط جافاسكربت' : 'A javascript: link')).toBeVisible();
      // Give any image error or load handler the chance to fire, then check nothing ran.
      for (const image of canvasElement.querySelectorAll('img')) image.loading = 'eager';
      await new Promise((resolve) => setTimeout(resolve, 300));
      await waitFor(() => expect((window as unknown as Record<string, unknown>)[HOSTILE_FLAG]).toBeUndefined());
      await expect(seen).toEqual([]);
    } finally {
      window.alert = originalAlert;
    }
  },
};

export const RetriesAfterAnError: Story = {
  args: { post: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
