import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { GlobalNoteDialog } from './GlobalNoteDialog.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const NOTE = /^(note|الملاحظة)/i;

const meta = {
  title: 'Dashboard/Customers/Notes/GlobalNoteDialog',
  component: GlobalNoteDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof GlobalNoteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The count follows every keystroke (80 at most); the note is sent trimmed. */
export const NewNote: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: NOTE }), '  Gift wrapping on request ');
    await expect(d.getByText(/(27|٢٧)\s*\/\s*(80|٨٠)/)).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Gift wrapping on request');
  },
};

export const EditArabicNote: Story = {
  args: { note: { id: 'gnote-8', title: 'لا توصيل بعد الساعة 11 مساءً يوم الجمعة' } },
  play: async ({ args }) => {
    const d = await dialog();
    const field = d.getByRole('textbox', { name: NOTE });
    await expect(field).toHaveValue('لا توصيل بعد الساعة 11 مساءً يوم الجمعة');
    await userEvent.clear(field);
    await userEvent.type(field, 'لا توصيل بعد منتصف الليل');
    await userEvent.click(d.getByRole('button', { name: /^(save note|حفظ الملاحظة)$/i }));
    await expect(args.onSubmit).toHaveBeenCalledWith('لا توصيل بعد منتصف الليل');
  },
};

/** Over 80 characters: refused on the field, nothing sent; empty is refused too. */
export const TooLong: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    const field = d.getByRole('textbox', { name: NOTE });
    await userEvent.click(d.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, 'x'.repeat(85));
    await userEvent.click(d.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No connection: said in the form, the text stays. */
export const SaveRefused: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: NOTE }), 'Dates arrive on Tuesdays');
    await userEvent.click(d.getByRole('button', { name: /^(add note|إضافة الملاحظة)$/i }));
    await expect(await d.findByText(/(no connection|لا يوجد اتصال)/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: NOTE })).toHaveValue('Dates arrive on Tuesdays');
  },
};
