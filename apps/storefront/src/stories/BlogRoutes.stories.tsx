import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { HOSTILE_BLOG_ID, HOSTILE_FLAG, handlersFor, scenarios, seedTables } from '@dukkan/mocks';
import { routes } from '../router.tsx';
import { ConnectedRoute } from './ConnectedRoute.tsx';

/** The blog routes against the MSW mock API (decision 0030): the index, a post, and the hostile post. */
const meta = {
  title: 'Apps/Storefront/Blogs',
  component: ConnectedRoute,
  args: { routes, path: '/blogs' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConnectedRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const newest = seedTables()
  .blogs.filter((b) => b.published)
  .sort((a, b) => b.time.localeCompare(a.time))[0];
const title = (blog: { title: string; title_ar?: string } | undefined) =>
  document.documentElement.lang === 'ar' && blog?.title_ar ? blog.title_ar : (blog?.title ?? '');

export const BlogIndexOpensAPost: Story = {
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: title(newest) }, { timeout: 5000 });
    await userEvent.click(link);
    await expect(await canvas.findByRole('heading', { level: 1, name: title(newest) }, { timeout: 5000 })).toBeVisible();
  },
};

/** The route replaces the URL with the right slug (checked in e2e, where the address bar exists). */
export const WrongTitleStillOpensThePost: Story = {
  args: { path: `/blogs/not-the-title_${newest?.id ?? ''}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: title(newest) }, { timeout: 5000 })).toBeVisible();
  },
};

export const HostilePostRunsNoScript: Story = {
  args: { path: `/blogs/anything_${HOSTILE_BLOG_ID}` },
  parameters: { msw: { handlers: handlersFor({ blogs: scenarios.blogs?.hostile ?? [] }) } },
  play: async ({ canvas, canvasElement }) => {
    const heading = await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    await expect(heading).toHaveTextContent('<script>');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvasElement.querySelector('article script, article iframe, article [onerror], article [onload]')).toBeNull();
    await waitFor(() => expect((window as unknown as Record<string, unknown>)[HOSTILE_FLAG]).toBeUndefined());
  },
};

export const BlogIndexEmpty: Story = {
  parameters: { msw: { handlers: handlersFor({ blogs: scenarios.blogs?.empty ?? [] }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: /no posts yet|لا توجد مقالات بعد/i }, { timeout: 5000 })).toBeVisible();
  },
};
