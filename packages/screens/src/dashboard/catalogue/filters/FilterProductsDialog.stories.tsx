import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { FilterProductsDialog } from './FilterProductsDialog.tsx';
import { storyFilterProducts, storyFilters } from './filtersStoryData.ts';

const dialog = async () => within(await within(document.body).findByRole('dialog'));

const meta = {
  title: 'Dashboard/Catalogue/Filters/FilterProductsDialog',
  component: FilterProductsDialog,
  args: {
    isOpen: true,
    filter: storyFilters[0],
    products: storyFilterProducts,
    onOpenChange: fn(),
    onToggle: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof FilterProductsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The products that carry the filter come first, ticked. */
export const Filled: Story = {
  play: async () => {
    const d = await dialog();
    const boxes = d.getAllByRole('checkbox');
    await expect(boxes).toHaveLength(storyFilterProducts.length);
    await expect(boxes[0]).toBeChecked();
    await expect(boxes[1]).toBeChecked();
    await expect(boxes[2]).not.toBeChecked();
  },
};

export const NoProducts: Story = {
  args: { filter: storyFilters[3], products: [] },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(/no product matches|لا يوجد منتج مطابق/i)).toBeVisible();
  },
};

/** A tick is sent at once, for that product only. */
export const LinksAProduct: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('checkbox', { name: /^(khalas dates|تمر خلاص)$/i }));
    await expect(args.onToggle).toHaveBeenCalledWith(storyFilterProducts[0], true);
    await expect(d.getByRole('checkbox', { name: /^(khalas dates|تمر خلاص)$/i })).toBeChecked();
  },
};

/** Refused: the tick goes back and the product is named with the reason. */
export const LinkRefused: Story = {
  args: { onToggle: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline', code: 'network' })) },
  play: async () => {
    const d = await dialog();
    const box = d.getByRole('checkbox', { name: /^(khalas dates|تمر خلاص)$/i });
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await expect(d.getByText(/no connection|لا يوجد اتصال/i)).toBeVisible();
  },
};

/** A search by the Arabic name, without its diacritics. */
export const Searches: Story = {
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('searchbox', { name: /search your products|ابحث في منتجاتك/i }), 'معمول');
    await expect(d.getAllByRole('checkbox')).toHaveLength(1);
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await dialog();
  },
};
