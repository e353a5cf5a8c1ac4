import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The blog as the app runs it (issue #14 item 3, decision 0058): the real routes, the blog calls
 * through their SWR hooks against the MSW mock API, signed in as the demo shop owner. The
 * pictures are the top of the page; the screens have their own stories.
 */
const meta = {
  title: 'Apps/Dashboard/Blogs',
  component: ConnectedDashboardRoute,
  args: { path: '/marketing/blogs', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

/** The seeded posts, drafts included, each linking to its editor. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(blog|المدونة)$/i }, WAIT);
    const table = await canvas.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2), WAIT);
    await expect(within(table).getAllByText(/^(draft|مسودة)$/i).length).toBeGreaterThan(0);
  },
};

/** One seeded post's content, English and Arabic side by side, each in its own direction. */
export const Editor: Story = {
  args: { path: '/marketing/blogs/blog-101?tab=content' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const en = await canvas.findByRole('region', { name: /^(english content|المحتوى الإنجليزي)$/i }, WAIT);
    const ar = canvas.getByRole('region', { name: /^(arabic content|المحتوى العربي)$/i });
    await expect(en).toHaveAttribute('dir', 'ltr');
    await expect(ar).toHaveAttribute('dir', 'rtl');
    await waitFor(() => expect(within(en).getAllByRole('group').length).toBeGreaterThan(0), WAIT);
  },
};
