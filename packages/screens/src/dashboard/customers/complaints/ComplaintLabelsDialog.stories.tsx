import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { ComplaintLabelsDialog } from './ComplaintLabelsDialog.tsx';
import { storyLabels } from './complaintsStoryData.ts';

const dialog = () => within(document.body).getByRole('dialog');

const meta = {
  title: 'Dashboard/Customers/Complaints/ComplaintLabelsDialog',
  component: ComplaintLabelsDialog,
  args: { isOpen: true, labels: storyLabels, onOpenChange: fn(), onSave: fn(async (): Promise<ApiError | null> => null), onDelete: fn() },
} satisfies Meta<typeof ComplaintLabelsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { labels: [] } };

/** A new label with a colour from the palette. */
export const AddsALabel: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('textbox', { name: /^(label name|اسم التصنيف)/i }));
    await userEvent.paste('VIP');
    await userEvent.click(d.getByText(/^(blue|أزرق)$/i));
    await userEvent.click(d.getByRole('button', { name: /^(add label|إضافة التصنيف)$/i }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'VIP', color: '#175CD3' });
  },
};

/** Edit fills the form with the label, and the save names it. */
export const EditsALabel: Story = {
  play: async ({ args }) => {
    const d = within(dialog());
    await userEvent.click(d.getByRole('button', { name: /^(edit|تعديل).*refunded/i }));
    const name = d.getByRole('textbox', { name: /^(label name|اسم التصنيف)/i });
    await expect(name).toHaveValue('Refunded');
    await userEvent.clear(name);
    await userEvent.click(name);
    await userEvent.paste('Refund sent');
    await userEvent.click(d.getByRole('button', { name: /^(save label|حفظ التصنيف)$/i }));
    await expect(args.onSave).toHaveBeenCalledWith({ id: 'cl-3', name: 'Refund sent', color: '#175CD3' });
  },
};

/** A name already used is refused on the field, and the name typed stays. */
export const SaveFailed: Story = {
  args: { onSave: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'dup', code: 'duplicate_label' })) },
  play: async () => {
    const d = within(dialog());
    const name = d.getByRole('textbox', { name: /^(label name|اسم التصنيف)/i });
    await userEvent.click(name);
    await userEvent.paste('Call back');
    await userEvent.click(d.getByRole('button', { name: /^(add label|إضافة التصنيف)$/i }));
    await expect((await d.findAllByText(/already a label|يوجد تصنيف بهذا الاسم/i)).length).toBeGreaterThan(0);
    await expect(name).toHaveValue('Call back');
  },
};
