import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyCustomers } from './customersStoryData.ts';
import { CustomerFormDialog } from './CustomerFormDialog.tsx';

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');

const names = {
  fullName: /^(full name|الاسم الكامل)/i,
  phone: /^(phone number|رقم الهاتف)/i,
  add: /^(add customer|إضافة العميل)$/i,
  save: /^(save changes|حفظ التغييرات)$/i,
};

async function put(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Customers/List/CustomerFormDialog',
  component: CustomerFormDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof CustomerFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const Edit: Story = { args: { customer: storyCustomers[1] } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Nothing filled in: the form says what is missing and sends nothing. */
export const AddValidates: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: names.add }));
    const d = within(dialog());
    await d.findByText(/^(form incomplete\.|النموذج غير مكتمل\.)$/i);
    await expect(d.getByRole('textbox', { name: names.fullName })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Arabic-Indic digits are read as the number; the picture goes with the call. */
export const AddsWithArabicDigitsAndAPicture: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await put(d.getByRole('textbox', { name: names.fullName }), 'مريم الكعبي');
    await put(d.getByRole('textbox', { name: names.phone }), '٠٥٥ ٩٩٩ ٨٨٧٧');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'mariam.png', { type: 'image/png' });
    const input = dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, file);
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ fullName: 'مريم الكعبي', phone: '559998877', countryCode: '971', image: file }),
      ),
    );
  },
};

/** A phone another customer has: said on the field, and everything typed stays. */
export const KeepsWhatWasTypedWhenRefused: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'dup', code: 'duplicate_phone' })) },
  play: async () => {
    const d = within(dialog());
    await put(d.getByRole('textbox', { name: names.fullName }), 'Omar Saleh');
    await put(d.getByRole('textbox', { name: names.phone }), '050 123 4567');
    await userEvent.click(d.getByRole('button', { name: names.add }));
    await expect(
      (await d.findAllByText(/another customer already has this phone number|رقم الهاتف هذا مسجّل لعميل آخر/i)).length,
    ).toBeGreaterThan(0);
    await expect(d.getByRole('textbox', { name: names.fullName })).toHaveValue('Omar Saleh');
  },
};
