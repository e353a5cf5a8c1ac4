import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import type { UploadHandler } from '@dukkan/ui';
import { PrivateProductForm } from './PrivateProductForm.tsx';
import { pngFile, storyFormCategories, storyImages, storyKgProduct, storyPrivateProducts } from './privateProductsStoryData.ts';

const names = {
  name: /^(name \(english\)|الاسم \(بالإنجليزية\))/i,
  nameAr: /^(name \(arabic\)|الاسم \(بالعربية\))/i,
  barcode: /^(barcode|الباركود)/i,
  paySize: /^(step \(grams\)|الخطوة \(غرام\))/i,
  create: /^(create product|أنشئ المنتج)$/i,
  save: /^(save changes|احفظ التغييرات)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function choose(label: RegExp, option: RegExp) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const meta = {
  title: 'Dashboard/Catalogue/PrivateProducts/PrivateProductForm',
  component: PrivateProductForm,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'private', label: 'My products', href: '/catalogue/private' },
      { id: 'new', label: 'New product' },
    ],
    categories: storyFormCategories,
    canEdit: true,
    onSubmit: fn(async (): Promise<ApiError | null> => null),
    onDelete: fn(),
    onUploadImage: fn<UploadHandler>(async () => ({ url: '/mock-assets/products/cat-dairy.svg' })),
    onDeleteImage: fn(async (): Promise<string | null> => null),
    onSetPrimaryImage: fn(async (): Promise<string | null> => null),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrivateProductForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new product: English and Arabic side by side, sold by the piece, one picture sent with it. */
export const New: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: names.nameAr })).toHaveAttribute('dir', 'rtl');
    await expect(canvas.queryByRole('textbox', { name: names.paySize })).toBeNull();
  },
};

/** Sold by weight: the step in grams shows with what it means, and is checked. */
export const KgProductWithItsStep: Story = {
  args: { product: storyKgProduct, images: storyImages },
  play: async ({ canvas }) => {
    const step = await canvas.findByRole('textbox', { name: names.paySize });
    await expect(step).toHaveValue('250');
    await expect(canvas.getByText(/sold in steps of|يُباع بخطوات من/i)).toHaveTextContent(/500/);
  },
};

/** Bad entries are refused on their fields before anything is sent. */
export const FieldErrors: Story = {
  play: async ({ canvas, args }) => {
    await put(await canvas.findByRole('textbox', { name: names.barcode }), '12345');
    await choose(/(sold|يُباع)/i, /^(by weight \(kg\)|بالوزن \(كيلو\))$/i);
    const step = await canvas.findByRole('textbox', { name: names.paySize });
    await userEvent.clear(step);
    await put(step, '٢٠');
    await userEvent.click(canvas.getByRole('button', { name: names.create }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: names.name })).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: names.barcode })).toHaveAttribute('aria-invalid', 'true');
    await expect(step).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText(/whole number of grams from 50 to 5,000|عددًا صحيحًا من الغرامات/i)[0]).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Everything typed, digits in Arabic-Indic: what is sent is read exactly. */
export const CreatesAKgProduct: Story = {
  play: async ({ canvas, args }) => {
    await put(await canvas.findByRole('textbox', { name: names.name }), 'Sidr Honey');
    await put(canvas.getByRole('textbox', { name: names.nameAr }), 'عسل سدر');
    await put(canvas.getByRole('textbox', { name: names.barcode }), '٦٢٩١٢٣٤٥٦٧٨');
    await choose(/(sold|يُباع)/i, /^(by weight \(kg\)|بالوزن \(كيلو\))$/i);
    const step = await canvas.findByRole('textbox', { name: names.paySize });
    await userEvent.clear(step);
    await put(step, '٢٥٠');
    await choose(/(category|الفئة)/i, /^(spices|بهارات)$/i);
    await userEvent.click(canvas.getByRole('button', { name: names.create }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Sidr Honey',
          nameAr: 'عسل سدر',
          barcode: '62912345678',
          unit: 'kg',
          paySize: 250,
          category: 'cat-spices',
        }),
      ),
    );
  },
};

/** The server finds the barcode taken: said on the barcode field, translated; nothing typed is lost. */
export const DuplicateBarcodeRefused: Story = {
  args: {
    product: storyPrivateProducts[1],
    images: [],
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'taken', code: 'duplicate_barcode' })),
  },
  play: async ({ canvas }) => {
    const name = await canvas.findByRole('textbox', { name: names.nameAr });
    await userEvent.clear(name);
    await put(name, 'هريس باللحم');
    await userEvent.click(canvas.getByRole('button', { name: names.save }));
    const barcode = canvas.getByRole('textbox', { name: names.barcode });
    await waitFor(() => expect(barcode).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getAllByText(/another of your products has this barcode|لمنتج آخر من منتجاتك هذا الباركود/i)[0]).toBeVisible();
    await expect(name).toHaveValue('هريس باللحم');
  },
};

export const Loading: Story = { args: { product: null, status: 'loading' } };

export const LoadError: Story = {
  args: { product: null, status: 'error', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Three pictures, the second primary; making the third primary is one call. */
export const PicturesWithPrimary: Story = {
  args: { product: storyKgProduct, images: storyImages },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/^(primary|رئيسية)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(make primary: picture 3 of 3|اجعلها رئيسية: الصورة 3 من 3)$/i }));
    await waitFor(() => expect(args.onSetPrimaryImage).toHaveBeenCalledWith('img-3'));
    await expect(await canvas.findByText(/primary picture changed\.|تغيّرت الصورة الرئيسية\./i)).toBeVisible();
  },
};

/** A picture on its way up: the progress shows until the server answers. */
export const Uploading: Story = {
  args: {
    product: storyKgProduct,
    images: storyImages.slice(0, 1),
    onUploadImage: fn<UploadHandler>(async (_file, { onProgress }) => {
      onProgress(0.4);
      return new Promise(() => undefined);
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, await pngFile());
    await expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

/** A cashier reads the product: no save bar, no delete, no picture buttons. */
export const ReadOnly: Story = {
  args: { product: storyKgProduct, images: storyImages, canEdit: false },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: names.name })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /^(delete product|حذف المنتج)$/i })).toBeNull();
  },
};
