import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { CancelRequestDialog } from './CancelRequestDialog.tsx';

const open = async () => within(await within(document.body).findByRole('dialog'));
const reason = /^(reason|السبب)/i;
const submit = /^(cancel request|إلغاء الطلب)$/i;

const meta = {
  title: 'Dashboard/Orders/Requests/CancelRequestDialog',
  component: CancelRequestDialog,
  args: { isOpen: true, onClose: fn(), openInvoices: 0, onCancel: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof CancelRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** The dialog says the open invoices are cancelled with the request. */
export const WithOpenInvoices: Story = {
  args: { openInvoices: 2 },
  play: async () => {
    const d = await open();
    await expect(d.getByText(/2 open invoices are cancelled too|فاتورتاه المفتوحتان/i)).toBeVisible();
  },
};

/** No reason, no cancel: the field says so and nothing is sent. */
export const RequiresAReason: Story = {
  play: async ({ args }) => {
    const d = await open();
    await userEvent.click(d.getByRole('button', { name: submit }));
    await expect(await d.findByText(/^(write why the request is cancelled\.|اكتب سبب إلغاء الطلب\.)$/i)).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.type(d.getByRole('textbox', { name: reason }), '  Customer changed the date ');
    await userEvent.click(d.getByRole('button', { name: submit }));
    await expect(args.onCancel).toHaveBeenCalledWith('Customer changed the date');
  },
};

/** Offline: said in words, and the reason typed stays. */
export const ServerRefused: Story = {
  args: { onCancel: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline', code: 'network' })) },
  play: async () => {
    const d = await open();
    await userEvent.type(d.getByRole('textbox', { name: reason }), 'Out of season');
    await userEvent.click(d.getByRole('button', { name: submit }));
    await expect(await d.findByRole('alert')).toHaveTextContent(/no connection|لا يوجد اتصال/i);
    await expect(d.getByRole('textbox', { name: reason })).toHaveValue('Out of season');
  },
};
