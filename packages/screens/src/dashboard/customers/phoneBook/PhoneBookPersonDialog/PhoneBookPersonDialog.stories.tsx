import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyPhoneBook } from '../phoneBookStoryData.ts';
import { PhoneBookPersonDialog } from './PhoneBookPersonDialog.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const PHONE = /^(phone|الهاتف)/i;
const NAME = /^(full name|الاسم الكامل)/i;

const meta = {
  title: 'Dashboard/Customers/PhoneBook/PhoneBookPersonDialog',
  component: PhoneBookPersonDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof PhoneBookPersonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone typed in Arabic-Indic digits with the trunk 0 is sent as the national number. */
export const NewPerson: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: PHONE }), '٠٥٠١٢٣٩٨٧٦');
    await userEvent.type(d.getByRole('textbox', { name: NAME }), '  مريم سعيد ');
    await userEvent.type(d.getByRole('textbox', { name: /^(notes|ملاحظات)/i }), 'Calls after Maghrib');
    await userEvent.click(d.getByRole('button', { name: /^(add person|إضافة الشخص)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '501239876', fullName: 'مريم سعيد', notes: 'Calls after Maghrib' });
  },
};

export const EditPerson: Story = {
  args: { person: storyPhoneBook[0]! },
  play: async ({ args }) => {
    const d = await dialog();
    const name = d.getByRole('textbox', { name: NAME });
    await expect(name).toHaveValue('Aisha Rahman');
    await userEvent.clear(name);
    await userEvent.type(name, 'Aisha R.');
    await userEvent.click(d.getByRole('button', { name: /^(save person|حفظ الشخص)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ phone: '501234567', fullName: 'Aisha R.', notes: 'Pays by card on delivery.' });
  },
};

/** A landline or a short number is refused on the field; nothing is sent. */
export const InvalidPhone: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const phone = d.getByRole('textbox', { name: PHONE });
    await userEvent.type(phone, '04 123 4567');
    await userEvent.type(d.getByRole('textbox', { name: NAME }), 'Omar');
    await userEvent.click(d.getByRole('button', { name: /^(add person|إضافة الشخص)$/i }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Someone else has the phone: said on the phone field, everything typed stays. */
export const DuplicatePhone: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'exists', code: 'duplicate_phone' })),
  },
  play: async ({ args }) => {
    const d = await dialog();
    const phone = d.getByRole('textbox', { name: PHONE });
    await userEvent.type(phone, '050 123 4567');
    await userEvent.type(d.getByRole('textbox', { name: NAME }), 'Aisha');
    await userEvent.click(d.getByRole('button', { name: /^(add person|إضافة الشخص)$/i }));
    await expect(args.onSubmit).toHaveBeenCalled();
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    // Said under the field and linked from the form's summary of errors.
    await expect(
      d.getAllByText(/^(someone in the phone book already has this phone number\.|رقم الهاتف هذا مسجّل لشخص آخر في دفتر الهاتف\.)$/i),
    ).toHaveLength(2);
    await expect(d.getByRole('textbox', { name: NAME })).toHaveValue('Aisha');
  },
};
