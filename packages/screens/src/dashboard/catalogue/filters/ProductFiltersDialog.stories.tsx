import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ProductFiltersDialog } from './ProductFiltersDialog.tsx';
import { storyFilterProducts, storyFilters } from './filtersStoryData.ts';

const body = () => within(document.body);
const dialog = async () => within(await body().findByRole('dialog'));
const SAVE = /^(save|احفظ)/i;

/** Types the start of the product's name in the story's language, then picks it. */
async function choose(d: Awaited<ReturnType<typeof dialog>>, text: { en: string; ar: string }, option: RegExp) {
  const arabic = document.documentElement.lang.startsWith('ar');
  await userEvent.type(d.getByRole('combobox', { name: /^(product|المنتج)/i }), arabic ? text.ar : text.en);
  await userEvent.click(await body().findByRole('option', { name: option }));
}

const meta = {
  title: 'Dashboard/Catalogue/Filters/ProductFiltersDialog',
  component: ProductFiltersDialog,
  args: {
    isOpen: true,
    filters: storyFilters,
    products: storyFilterProducts,
    onOpenChange: fn(),
    onSave: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof ProductFiltersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseAProduct: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(/choose a product to see its filters|اختر منتجًا لترى فلاتره/i)).toBeVisible();
    await expect(d.getByRole('button', { name: SAVE })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Only what changed is sent, in one call: one filter on, one off. */
export const SavesTheChanges: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await choose(d, { en: 'Banan', ar: 'موز' }, /^(organic bananas|موز عضوي)$/i);
    const organic = d.getByRole('checkbox', { name: /^(organic|عضوي)/i });
    await expect(organic).toBeChecked();
    await userEvent.click(organic);
    await userEvent.click(d.getByRole('checkbox', { name: /^(under 20 aed|أقل من 20 درهمًا)/i }));
    await userEvent.click(d.getByRole('button', { name: /^(save 2 changes|احفظ تغييرين)$/i }));
    await expect(args.onSave).toHaveBeenCalledWith(storyFilterProducts[1], [
      { filter: 'filter-1', link: false },
      { filter: 'filter-4', link: true },
    ]);
    await waitFor(() =>
      expect(body().getByRole('dialog')).toHaveTextContent(/the filters of organic bananas are saved|تم حفظ فلاتر موز عضوي/i),
    );
  },
};

export const Refused: Story = {
  args: { onSave: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 404, message: 'gone', code: 'not_found' })) },
  play: async () => {
    const d = await dialog();
    await choose(d, { en: 'Bread', ar: 'خبز' }, /^(arabic bread|خبز عربي)$/i);
    await userEvent.click(d.getByRole('checkbox', { name: /^(on offer|عليه عرض)/i }));
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(await d.findByText(/no longer exists|لم يعد موجودًا/i)).toBeVisible();
    await waitFor(() => expect(d.getByRole('checkbox', { name: /^(on offer|عليه عرض)/i })).toBeChecked());
  },
};

export const NarrowPhone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await dialog();
  },
};
