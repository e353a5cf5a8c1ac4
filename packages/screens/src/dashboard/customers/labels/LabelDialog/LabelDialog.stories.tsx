import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { LabelDialog } from './LabelDialog.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const NAME = /^(name|الاسم)/i;
const ADD = /^(add label|إضافة التصنيف)$/i;

const meta = {
  title: 'Dashboard/Customers/Labels/LabelDialog',
  component: LabelDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof LabelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chip preview follows the name and the colour; the name is sent trimmed with the palette colour. */
export const NewLabel: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: NAME }), '  Weekend box ');
    await userEvent.click(d.getByRole('radio', { name: /^(teal|أزرق مخضرّ)$/i }));
    await expect(d.getByTestId('label-preview')).toHaveTextContent('Weekend box');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Weekend box', color: '#0E7490' });
  },
};

/** An Arabic label opened for a change keeps its colour picked. */
export const EditArabicLabel: Story = {
  args: { label: { id: 'label-6', name: 'عائلة', color: '#6941c6', count: 4 } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('textbox', { name: NAME })).toHaveValue('عائلة');
    await expect(d.getByRole('radio', { name: /^(purple|بنفسجي)$/i })).toBeChecked();
  },
};

/** Empty: refused on the field. A name the shop has: the server's refusal lands on the field, the text stays. */
export const FieldErrors: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'exists', code: 'duplicate_label' })),
  },
  play: async ({ args }) => {
    const d = await dialog();
    const field = d.getByRole('textbox', { name: NAME });
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'VIP');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/(already has a label with this name|لدى المتجر تصنيف بهذا الاسم)/i));
    await expect(field).toHaveValue('VIP');
  },
};

/** The server fails: said in the form, nothing typed is lost. */
export const SaveRefused: Story = {
  args: { onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 500, message: 'boom' })) },
  play: async () => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: NAME }), 'Friday regular');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(await d.findByText(/(something went wrong on the server|حدث خطأ في الخادم)/i)).toBeVisible();
    await expect(d.getByRole('textbox', { name: NAME })).toHaveValue('Friday regular');
  },
};
