import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LoadMore } from './LoadMore.tsx';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  parameters: { layout: 'padded' },
  args: { page: 3, pageCount: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 12 } };
export const FewPages: Story = { args: { page: 2, pageCount: 4 } };
export const ManyPages: Story = { args: { page: 48, pageCount: 1250 } };
/** A single page needs no navigator: nothing is rendered. */
export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const LoadMoreButton: Story = { render: () => <LoadMore onLoadMore={fn()} /> };
export const LoadMoreLoading: Story = { render: () => <LoadMore onLoadMore={fn()} loading /> };
export const LoadMoreDone: Story = { render: () => <LoadMore onLoadMore={fn()} done /> };

function Paged({ pageCount, onPageChange }: { pageCount: number; onPageChange: (page: number) => void }) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

export const MovesToTheNextPageWithTheKeyboard: Story = {
  render: (args) => <Paged pageCount={args.pageCount} onPageChange={args.onPageChange} />,
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: /pagination|الصفحات/i });
    await expect(nav).toBeVisible();
    const previous = canvas.getByRole('button', { name: /previous|السابق/i });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: /page 1$|الصفحة 1$/i })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('button', { name: /next|التالي/i }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: /page 2$|الصفحة 2$/i })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveTextContent(/page 2 of 12|الصفحة 2 من 12/i);
    await expect(previous).not.toHaveAttribute('aria-disabled');
  },
};

function Feed({ onLoadMore }: { onLoadMore: () => void }) {
  const [pages, setPages] = useState(1);
  const [loading, setLoading] = useState(false);
  return (
    <LoadMore
      loading={loading}
      done={pages === 3}
      onLoadMore={() => {
        onLoadMore();
        setLoading(true);
        setTimeout(() => {
          setPages((p) => p + 1);
          setLoading(false);
        }, 50);
      }}
    />
  );
}

export const LoadsMoreUntilThereIsNoMore: Story = {
  render: (args) => <Feed onLoadMore={args.onPageChange as () => void} />,
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /load more|تحميل المزيد/i });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/no more items|لا توجد عناصر أخرى/i));
    await expect(canvas.queryByRole('button')).toBeNull();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveFocus());
  },
};
