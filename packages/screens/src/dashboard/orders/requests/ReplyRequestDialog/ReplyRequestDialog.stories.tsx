import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ReplyRequestDialog } from './ReplyRequestDialog.tsx';

const open = async () => within(await within(document.body).findByRole('dialog'));
const price = /^(price \(aed\)|السعر \(درهم\))/i;
const send = /^(send reply|إرسال الرد)$/i;

const meta = {
  title: 'Dashboard/Orders/Requests/ReplyRequestDialog',
  component: ReplyRequestDialog,
  args: { isOpen: true, onClose: fn(), onReply: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof ReplyRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Replying again offers the price quoted before. */
export const WithThePriceQuotedBefore: Story = {
  args: { currentPriceFils: 45_050 },
  play: async () => {
    const d = await open();
    await expect(d.getByRole('textbox', { name: price })).toHaveValue('450.50');
  },
};

/** A price typed in Arabic-Indic digits with the Arabic decimal point is sent as exact fils. */
export const RepliesWithArabicIndicDigits: Story = {
  play: async ({ args }) => {
    const d = await open();
    await userEvent.type(d.getByRole('textbox', { name: price }), '١٢٣٤٫٥');
    await userEvent.click(d.getByRole('button', { name: send }));
    await expect(args.onReply).toHaveBeenCalledWith({ replyType: 'price', priceFils: 123_450 });
  },
};

/** Zero, nothing or text is refused on the field; nothing is sent. */
export const RefusesAPriceThatIsNotMoreThanZero: Story = {
  play: async ({ args }) => {
    const d = await open();
    await userEvent.click(d.getByRole('button', { name: send }));
    await expect(await d.findByText(/^(enter the amount in aed\.|أدخل المبلغ بالدرهم\.)$/i)).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: price }), '0');
    await userEvent.click(d.getByRole('button', { name: send }));
    await expect(await d.findByText(/more than 0|أكبر من 0/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: price })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onReply).not.toHaveBeenCalled();
  },
};

/** By message: no price field, no price sent. */
export const RepliesByMessage: Story = {
  play: async ({ args }) => {
    const d = await open();
    await userEvent.click(d.getByRole('radio', { name: /^(by message|برسالة)/i }));
    await expect(d.queryByRole('textbox', { name: price })).toBeNull();
    await userEvent.click(d.getByRole('button', { name: send }));
    await expect(args.onReply).toHaveBeenCalledWith({ replyType: 'message' });
  },
};

/** The server fails: said in words in the dialog, which keeps the price typed. */
export const ServerRefused: Story = {
  args: { onReply: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 500, message: 'boom', code: 'internal' })) },
  play: async ({ args }) => {
    const d = await open();
    await userEvent.type(d.getByRole('textbox', { name: price }), '99');
    await userEvent.click(d.getByRole('button', { name: send }));
    await expect(await d.findByRole('alert')).toHaveTextContent(/could not be saved|تعذّر حفظ التغيير/i);
    await expect(d.getByRole('textbox', { name: price })).toHaveValue('99');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
