import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyAddressOffice } from '../phoneBookStoryData.ts';
import { PhoneBookAddressDialog } from './PhoneBookAddressDialog.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const field = (d: ReturnType<typeof within>, name: RegExp) => d.getByRole('textbox', { name });
const CITY = /^(city|المدينة)/i;
const AREA = /^(area|المنطقة)/i;
const BUILDING = /^(building|المبنى)/i;
const FLAT = /^(flat or villa number|رقم الشقة أو الفيلا)/i;
const ADD = /^(add address|إضافة عنوان)$/i;

const meta = {
  title: 'Dashboard/Customers/PhoneBook/PhoneBookAddressDialog',
  component: PhoneBookAddressDialog,
  args: { isOpen: true, personName: 'Aisha Rahman', onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof PhoneBookAddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** City, area and building are required; the flat and the notes are not; values are sent trimmed. */
export const NewAddress: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(field(d, CITY)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field(d, CITY), 'Dubai ');
    await userEvent.type(field(d, AREA), 'Al Barsha');
    await userEvent.type(field(d, BUILDING), ' Al Manara Tower');
    await userEvent.type(field(d, FLAT), '1204');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      city: 'Dubai',
      area_name: 'Al Barsha',
      building: 'Al Manara Tower',
      flat: '1204',
      notes: '',
    });
  },
};

/** The title names the person; clearing the notes sends them empty. */
export const EditAddress: Story = {
  args: { address: storyAddressOffice, personName: 'خالد المنصوري' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: /خالد المنصوري/ })).toBeVisible();
    await userEvent.clear(d.getByRole('textbox', { name: /^(notes for the driver|ملاحظات للسائق)/i }));
    await userEvent.click(d.getByRole('button', { name: /^(save address|حفظ العنوان)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ building: 'Lake Terrace Building', notes: '' }));
  },
};

/** The tenth address is the last: the refusal is said in the form and the typing stays. */
export const Refused: Story = {
  args: {
    address: storyAddressOffice,
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'full', code: 'too_many_addresses' })),
  },
  play: async () => {
    const d = await dialog();
    await userEvent.type(field(d, FLAT), '7');
    await userEvent.click(d.getByRole('button', { name: /^(save address|حفظ العنوان)$/i }));
    await waitFor(() =>
      expect(
        d.getByText(/^(this person already has 10 addresses\. delete one first\.|لهذا الشخص 10 عناوين بالفعل\. احذف واحدًا أولاً\.)$/i),
      ).toBeVisible(),
    );
    await expect(field(d, FLAT)).toHaveValue('7');
  },
};
