import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrivateProductsView } from './PrivateProductsView.tsx';
import { longStoryPrivateProducts, storyPrivateCategories, storyPrivateProducts } from './privateProductsStoryData.ts';

const meta = {
  title: 'Dashboard/Catalogue/PrivateProducts/PrivateProductsView',
  component: PrivateProductsView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'private', label: 'My products' },
    ],
    categories: storyPrivateCategories,
    category: null,
    onCategoryChange: fn(),
    products: storyPrivateProducts,
    status: 'ready',
    error: null,
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    canEdit: true,
    newHref: '/catalogue/private/new',
    editHref: (p) => `/catalogue/private/${p.id}`,
    addHref: (p) => `/catalogue/add?q=${p.barcode || p.name}`,
    onDelete: fn(),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof PrivateProductsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each product says whether the shop sells it; a kg product its step; delete is the caller's (it asks). */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(5);
    await expect(canvas.getByText('200100100001')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText(/in steps of|بخطوات من/i)).toHaveTextContent(/250/);
    await expect(canvas.getByRole('link', { name: /^(edit harees|تعديل هريس)$/i })).toHaveAttribute('href', '/catalogue/private/cprod-2');
    await expect(canvas.getByRole('link', { name: /^(add to my shop ?harees|أضفه إلى متجري ?هريس)$/i })).toHaveAttribute(
      'href',
      '/catalogue/add?q=200100100009',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(delete kofta mix|حذف خلطة كفتة)$/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyPrivateProducts[2]);
  },
};

export const Loading: Story = { args: { status: 'loading', products: [] } };

export const Empty: Story = {
  args: { products: [], categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(no products of your own yet|لا توجد منتجات خاصة بك بعد)$/i)).toBeVisible();
  },
};

/** A search by Arabic name without its article finds nothing here: clearing brings the list back. */
export const NoMatches: Story = {
  args: { query: 'كنافة' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(clear the search|امسح البحث)$/i }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

export const LoadError: Story = {
  args: { status: 'error', products: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = { args: { products: longStoryPrivateProducts } };
