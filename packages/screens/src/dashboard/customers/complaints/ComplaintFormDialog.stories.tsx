import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ComplaintFormDialog } from './ComplaintFormDialog.tsx';
import { storyComplaints, storyLabels, storyQrCodes } from './complaintsStoryData.ts';

const dialog = () => within(document.body).getByRole('dialog');
const names = {
  name: /^(customer's name|اسم العميل)/i,
  phone: /^(customer's phone|هاتف العميل)/i,
  message: /^(what happened|ماذا حدث)/i,
  add: /^(record complaint|تسجيل الشكوى)$/i,
  save: /^(save changes|حفظ التغييرات)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Customers/Complaints/ComplaintFormDialog',
  component: ComplaintFormDialog,
  args: {
    isOpen: true,
    qrCodes: storyQrCodes,
    labels: storyLabels,
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof ComplaintFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};
export const Edit: Story = { args: { complaint: storyComplaints[1] } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Arabic-Indic digits are read as the UAE number; the country code is never asked. */
export const RecordsWithArabicDigits: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await put(d.getByRole('textbox', { name: names.name }), 'مريم الكعبي');
    await put(d.getByRole('textbox', { name: names.phone }), '٠٥٥ ٩٩٩ ٨٨٧٧');
    await put(d.getByRole('textbox', { name: names.message }), 'The bread was stale.');
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      QRCode: 'qr-1',
      name: 'مريم الكعبي',
      phone: '559998877',
      typeComplain: 'service',
      message: 'The bread was stale.',
      label: '',
    });
  },
};

/** Nothing filled in: the form says what is missing and sends nothing. */
export const Validates: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await d.findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i);
    await expect(d.getByRole('textbox', { name: names.message })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Offline: nothing saved, and everything typed stays. */
export const SaveFailed: Story = {
  args: {
    complaint: storyComplaints[0],
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })),
  },
  play: async () => {
    const d = within(dialog());
    const message = d.getByRole('textbox', { name: names.message });
    await userEvent.clear(message);
    await put(message, 'Late again.');
    await userEvent.click(d.getByRole('button', { name: names.save }));
    await d.findByText(/offline|غير متصل/i);
    await expect(message).toHaveValue('Late again.');
  },
};
