import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddProductsView } from './AddProductsView.tsx';
import { longStorySuggestions, storyAddCategories, storyArabicSuggestions, storySuggestions } from './addProductsStoryData.ts';

const meta = {
  title: 'Dashboard/Catalogue/AddProducts/AddProductsView',
  component: AddProductsView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'add', label: 'Add products' },
    ],
    suggestions: storySuggestions,
    status: 'ready',
    error: null,
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    categories: storyAddCategories,
    category: null,
    onCategoryChange: fn(),
    canEdit: true,
    onAdd: fn(),
    newProductHref: '/catalogue/private/new',
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof AddProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's own products first, marked; each row names the product to add in its button. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table'));
    const rows = table.getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent(/My product|منتجي/);
    await expect(rows[3]).toHaveTextContent(/Catalogue|الكتالوج/);
    await userEvent.click(canvas.getByRole('button', { name: /^(add to my shop ?khalas dates|أضفه إلى متجري ?تمر خلاص)$/i }));
    await expect(args.onAdd).toHaveBeenCalledWith(storySuggestions[2]);
  },
};

export const Loading: Story = { args: { status: 'loading', suggestions: [] } };

/** Nothing left to add: the way on is a product of the shop's own. */
export const Empty: Story = {
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(nothing left to add|لم يبقَ ما يُضاف)$/i)).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /^(new product|منتج جديد)$/i }).at(-1)).toHaveAttribute(
      'href',
      '/catalogue/private/new',
    );
  },
};

/** A search and a category found nothing: one button clears both. */
export const NoMatches: Story = {
  args: { suggestions: [], query: '6291234', category: 'cat-dairy' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no product matches|لا يوجد منتج مطابق)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(clear the search|امسح البحث)$/i }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

export const LoadError: Story = {
  args: { status: 'error', suggestions: [], error: { kind: 'network', status: 0, message: 'offline' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/check the connection|تحقّق من الاتصال/i)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** An Arabic search in the English interface: the Arabic names show beside the English ones, each in its direction. */
export const SearchedInArabic: Story = {
  args: { query: 'تمر', suggestions: storyArabicSuggestions, category: 'cat-fruits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('تمر');
    await expect(canvas.getAllByText('تمر مجهول محشي')[0]?.closest('bdi')).not.toBeNull();
  },
};

export const LongContent: Story = { args: { suggestions: longStorySuggestions } };
