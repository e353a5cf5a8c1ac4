import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FiltersView } from './FiltersView.tsx';
import { longStoryFilters, storyFilters } from './filtersStoryData.ts';

const meta = {
  title: 'Dashboard/Catalogue/Filters/FiltersView',
  component: FiltersView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'filters', label: 'Filters' },
    ],
    filters: storyFilters,
    status: 'ready',
    error: null,
    onRetry: fn(),
    query: '',
    onQueryChange: fn(),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onLinkShop: fn(),
    linkingId: null,
    onProducts: fn(),
    onProductFilters: fn(),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof FiltersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offered filters have a switch on, their products and actions; the platform's off one says so. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const organic = canvas.getByRole('switch', { name: /^(offer to customers ?organic|اعرضه على العملاء ?عضوي)$/i });
    await expect(organic).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /(gluten free|خالٍ من الغلوتين)$/i })).not.toBeChecked();
    await expect(canvas.queryByRole('switch', { name: /(vegan|نباتي)$/i })).toBeNull();
    await expect(canvas.getByText(/turned off by the platform|أوقفته المنصة/i)).toBeVisible();
    await expect(canvas.getByText('tag:organic')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: /^(2 products.*with organic|منتجان.*تحمل عضوي)$/i }));
    await expect(args.onProducts).toHaveBeenCalledWith(storyFilters[0]);
  },
};

export const Loading: Story = { args: { status: 'loading', filters: [] } };

export const Empty: Story = {
  args: { filters: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no filters yet|لا توجد فلاتر بعد)$/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^(filters of a product|فلاتر منتج)$/i })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getAllByRole('button', { name: /^(add a filter|أضف فلترًا)$/i }).at(-1)!);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const NoMatches: Story = {
  args: { query: 'halal' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/no filter matches|لا يوجد فلتر مطابق/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /clear the search|امسح البحث/i }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

/** A search in Arabic without the hamza finds the filter; the rule is searched too. */
export const SearchesEitherLanguage: Story = {
  args: { query: 'خال من السكر' },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(2);
    await expect(table.getByText('tag:sugar_free')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', filters: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A cashier reads the filters: no switch moves, no add, edit or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /(organic|عضوي)$/i })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^(add a filter|أضف فلترًا)$/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(edit organic|تعديل عضوي)$/i })).toBeNull();
  },
};

export const TurnsAFilterOn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /(gluten free|خالٍ من الغلوتين)$/i }));
    await expect(args.onLinkShop).toHaveBeenCalledWith(storyFilters[4], true);
  },
};

export const SavingALink: Story = { args: { linkingId: 'filter-2' } };

export const LongContent: Story = { args: { filters: longStoryFilters } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
