import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { InvoiceCreateDialog } from './InvoiceCreateDialog.tsx';

const open = async () => within(await within(document.body).findByRole('dialog'));
const title = /^(title|العنوان)/i;
const amount = /^(amount \(aed\)|المبلغ \(درهم\))/i;
const submit = /^(raise invoice|إصدار الفاتورة)$/i;

const meta = {
  title: 'Dashboard/Orders/Requests/InvoiceCreateDialog',
  component: InvoiceCreateDialog,
  args: { isOpen: true, onClose: fn(), onCreate: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof InvoiceCreateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The price quoted to the customer is offered as the amount; a payment link is chosen. */
export const OffersTheQuotedPrice: Story = {
  args: { suggestedFils: 120_000 },
  play: async () => {
    const d = await open();
    await expect(d.getByRole('textbox', { name: amount })).toHaveValue('1200.00');
    await expect(d.getByRole('radio', { name: /^(payment link|رابط دفع)/i })).toBeChecked();
  },
};

/** Without a title and an amount nothing is sent; each field says what is missing. */
export const RequiresATitleAndAnAmount: Story = {
  play: async ({ args }) => {
    const d = await open();
    await userEvent.click(d.getByRole('button', { name: submit }));
    await expect(await d.findByText(/^(give the invoice a title\.|اكتب عنواناً للفاتورة\.)$/i)).toBeVisible();
    await expect(d.getByText(/^(enter the amount in aed\.|أدخل المبلغ بالدرهم\.)$/i)).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** A cash invoice with an amount in Arabic-Indic digits: sent as exact fils, the text trimmed. */
export const RaisesACashInvoice: Story = {
  play: async ({ args }) => {
    const d = await open();
    await userEvent.type(d.getByRole('textbox', { name: title }), ' Deposit ');
    await userEvent.type(d.getByRole('textbox', { name: /^(description|الوصف)/i }), 'Half now');
    await userEvent.type(d.getByRole('textbox', { name: amount }), '٢٥٠٫٧٥');
    await userEvent.click(d.getByRole('radio', { name: /^(cash|نقداً)/i }));
    await userEvent.click(d.getByRole('button', { name: submit }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Deposit',
      description: 'Half now',
      amountFils: 25_075,
      paymentType: 'cash',
    });
  },
};

/** The server refuses the fields: said in the dialog, which keeps everything typed. */
export const ServerRefused: Story = {
  args: { onCreate: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 422, message: 'bad', code: 'invalid_field' })) },
  play: async () => {
    const d = await open();
    await userEvent.type(d.getByRole('textbox', { name: title }), 'Platter');
    await userEvent.type(d.getByRole('textbox', { name: amount }), '80');
    await userEvent.click(d.getByRole('button', { name: submit }));
    await expect(await d.findByRole('alert')).toHaveTextContent(/did not accept|لم يقبل الخادم/i);
    await expect(d.getByRole('textbox', { name: title })).toHaveValue('Platter');
    await expect(d.getByRole('textbox', { name: amount })).toHaveValue('80');
  },
};
