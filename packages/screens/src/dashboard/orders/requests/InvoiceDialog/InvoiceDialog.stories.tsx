import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longRequestDetail, storyInvoices } from '../requestsStoryData.ts';
import { InvoiceDialog } from './InvoiceDialog.tsx';

const ready = <T,>(data: T) => ({ data, status: 'ready' as const, retry: fn() });

const meta = {
  title: 'Dashboard/Orders/Requests/InvoiceDialog',
  component: InvoiceDialog,
  args: { invoice: ready(storyInvoices[0]!), onClose: fn() },
} satisfies Meta<typeof InvoiceDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open invoice: amount, payment by link, its details and number. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = within(await within(document.body).findByRole('dialog'));
    await expect(d.getByText(/600\.00/)).toBeVisible();
    await expect(d.getByText(/^(payment link|رابط دفع)$/i)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: /^(close|إغلاق)$/i }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Paid: Story = { args: { invoice: ready(storyInvoices[1]!) } };
export const Cancelled: Story = { args: { invoice: ready(storyInvoices[2]!) } };
export const Loading: Story = { args: { invoice: { data: undefined, status: 'loading', retry: fn() } } };

export const LoadError: Story = {
  args: { invoice: { data: undefined, status: 'error', retry: fn() } },
  play: async ({ args }) => {
    const d = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(await d.findByRole('button', { name: /^(try again|حاول مرة أخرى|إعادة المحاولة)$/i }));
    await expect(args.invoice!.retry).toHaveBeenCalled();
  },
};
export const LongArabicContent: Story = { args: { invoice: ready(longRequestDetail.invoices[0]!) } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
