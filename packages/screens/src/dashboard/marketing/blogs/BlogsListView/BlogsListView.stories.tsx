import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longArabicPosts, networkError, serverError, storyPosts } from '../blogStoryData.ts';
import { BlogsListView } from './BlogsListView.tsx';

const body = () => within(document.body);

const meta = {
  title: 'Dashboard/Marketing/Blogs/BlogsListView',
  component: BlogsListView,
  parameters: { layout: 'padded' },
  args: {
    breadcrumbs: [{ id: 'blogs', label: <FormattedMessage id="dashboard.nav.blogs" /> }],
    posts: storyPosts,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    onNew: fn(),
    postHref: (id: string) => `/marketing/blogs/${id}`,
    onDelete: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof BlogsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('link')).toHaveLength(3);
    await expect(within(table).getAllByText(/Published|منشور/)).toHaveLength(2);
    await expect(within(table).getByText(/Draft|مسودة/)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', posts: [] } };

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /New post|مقال جديد/ }).at(-1) as HTMLElement);
    await expect(args.onNew).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { status: 'error', posts: [], error: networkError },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/No connection|لا يوجد اتصال/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Try again|Retry|إعادة|حاول/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongArabicContent: Story = { args: { posts: longArabicPosts } };

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /New post|مقال جديد/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Delete|حذف/ })).toBeNull();
  },
};

export const DeleteAsksFirstAndNamesThePost: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Delete “Ramadan recipes”|حذف «وصفات رمضان»/ }));
    const dialog = await body().findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(/Ramadan recipes|وصفات رمضان/);
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete post|حذف المقال/ }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'blog-102' })));
    await expect(await canvas.findByText(/was deleted|حُذف «/)).toBeVisible();
  },
};

export const SaveFailed: Story = {
  name: 'SaveFailed (delete refused)',
  args: { onDelete: fn(async (): Promise<ApiError | null> => serverError) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Delete “Ramadan recipes”|حذف «وصفات رمضان»/ }));
    const dialog = await body().findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete post|حذف المقال/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/not deleted|لم يُحذف/);
  },
};
