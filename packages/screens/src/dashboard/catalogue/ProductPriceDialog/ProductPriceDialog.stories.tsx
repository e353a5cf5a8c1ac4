import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longArabicProducts, storyProducts } from '../shared/catalogueStoryData.ts';
import { ProductPriceDialog } from './ProductPriceDialog.tsx';

const meta = {
  title: 'Dashboard/Catalogue/ProductPriceDialog',
  component: ProductPriceDialog,
  args: { product: storyProducts[1]!, onClose: fn(), onSave: fn() },
} satisfies Meta<typeof ProductPriceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogElement = () => within(document.body).findByRole('dialog');
const dialog = async () => within(await dialogElement());
const field = (d: ReturnType<typeof within>, name: RegExp) => d.getByRole('textbox', { name });
const PRICE = /^(price \(aed\)|السعر \(درهم\))/i;
const OFFER = /^(offer price \(aed\)|سعر العرض \(درهم\))/i;
const LIMIT = /^(most per order|الحد الأقصى لكل طلب)/i;
const SAVE = /^(save|حفظ)$/i;

async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

export const Default: Story = {
  play: async () => {
    // 18.00 → 16.25 is 9.72 % off: floored, as the storefront's badge.
    await expect(await dialogElement()).toHaveTextContent(/9% off|خصم 9٪/);
  },
};

export const LongArabicContent: Story = { args: { product: longArabicProducts[0]! } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Arabic-Indic digits are read exactly: ١٩٫٩٥ is 1995 fils; the limit takes them too. */
export const TakesArabicDigits: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await retype(field(d, PRICE), '١٩٫٩٥');
    await retype(field(d, OFFER), '١٤٫٩٩');
    await retype(field(d, LIMIT), '٤');
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(args.onSave).toHaveBeenCalledWith(args.product, {
      price: 1995,
      offerPrice: 1499,
      addonsOffer: false,
      perOrderQuantity: 4,
    });
  },
};

/** An offer at the price is refused before anything is sent, on the offer field, which takes the focus. */
export const RefusesAnOfferAtThePrice: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await retype(field(d, OFFER), '18');
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(await dialogElement()).toHaveTextContent(
      /the offer price must be lower than the price\.|يجب أن يكون سعر العرض أقل من السعر\./i,
    );
    await waitFor(() => expect(field(d, OFFER)).toHaveFocus());
    await expect(field(d, OFFER)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** "Remove offer" empties the offer: saved as 0, which the call sends as offerPrice 0. */
export const RemovesTheOffer: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /^(remove offer|إزالة العرض)$/i }));
    await expect(field(d, OFFER)).toHaveValue('');
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(args.onSave).toHaveBeenCalledWith(args.product, { price: 1800, offerPrice: 0, addonsOffer: false, perOrderQuantity: 0 });
  },
};
