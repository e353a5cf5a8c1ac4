import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { LinkProductDialog } from './LinkProductDialog.tsx';
import { storySuggestions } from './addProductsStoryData.ts';

const dialog = async () => within(await within(document.body).findByRole('dialog'));

const names = {
  price: /^(price \(aed\)|السعر \(درهم\))/i,
  offer: /^(offer price \(aed\)|سعر العرض \(درهم\))/i,
  submit: /^(add to my shop|أضفه إلى متجري)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Catalogue/AddProducts/LinkProductDialog',
  component: LinkProductDialog,
  args: {
    product: storySuggestions[0]!,
    onClose: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof LinkProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('textbox', { name: names.price })).toHaveValue('');
  },
};

/** A price and an offer typed in Arabic-Indic digits are read exactly: 24.75 and 19.99 AED. */
export const AddsWithArabicDigits: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await put(d.getByRole('textbox', { name: names.price }), '٢٤٫٧٥');
    await put(d.getByRole('textbox', { name: names.offer }), '١٩٫٩٩');
    await waitFor(() => expect(d.getByRole('form')).toHaveTextContent(/19% off|خصم 19٪/));
    await userEvent.click(d.getByRole('button', { name: names.submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith(storySuggestions[0], { price: 2475, offerPrice: 1999 }));
  },
};

/** No price, and an offer at the price: both refused on their fields, nothing sent, focus on the first. */
export const RefusesBeforeSending: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: names.submit }));
    await expect(d.getByText(/^(price is required\.|السعر مطلوب\.)$/i)).toBeVisible();
    await waitFor(() => expect(d.getByRole('textbox', { name: names.price })).toHaveFocus());
    await put(d.getByRole('textbox', { name: names.price }), '15');
    await put(d.getByRole('textbox', { name: names.offer }), '15.00');
    await userEvent.click(d.getByRole('button', { name: names.submit }));
    await expect(d.getByRole('textbox', { name: names.offer })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server says the shop already sells it: said in words, the price typed stays. */
export const AlreadyLinked: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'already', code: 'already_linked' })),
  },
  play: async () => {
    const d = await dialog();
    await put(d.getByRole('textbox', { name: names.price }), '12.5');
    await userEvent.click(d.getByRole('button', { name: names.submit }));
    await expect(await d.findByText(/already sells this product|يبيع متجرك هذا المنتج من قبل/)).toBeVisible();
    await expect(d.getByRole('textbox', { name: names.price })).toHaveValue('12.5');
  },
};
