import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyAttributes, storyAttributeValues } from '../attributesStoryData.ts';
import { CustomerAttributes } from './CustomerAttributes.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));

const meta = {
  title: 'Dashboard/Customers/Attributes/CustomerAttributes',
  component: CustomerAttributes,
  args: {
    customerName: 'Fatima Al Mansoori',
    attributes: storyAttributes,
    values: storyAttributeValues,
    canEdit: true,
    onSave: fn(async (): Promise<ApiError | null> => null),
    attributesHref: '/customers/attributes',
  },
} satisfies Meta<typeof CustomerAttributes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Values as the language writes them; a choice is picked from its options; Arabic digits are sent as 0-9. */
export const SetValues: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(14 March 1988|March 14, 1988|14 مارس 1988)$/)).toBeVisible();
    await expect(canvas.getAllByText(/^(not set|غير محدد)$/i)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: /^(change|تغيير) household size$/i }));
    let d = await dialog();
    const size = d.getByRole('textbox', { name: /household size/i });
    await userEvent.clear(size);
    await userEvent.type(size, '٥');
    await userEvent.click(d.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(args.onSave).toHaveBeenCalledWith('attr-2', '5');
    await userEvent.click(canvas.getByRole('button', { name: /^(change|تغيير) preferred delivery slot$/i }));
    d = await dialog();
    await userEvent.click(d.getByRole('button', { name: /^(clear|مسح)$/i }));
    await expect(args.onSave).toHaveBeenCalledWith('attr-1', '');
  },
};

/** A number that is not one is refused on the field; the server's refusal is said in the form, the text stays. */
export const ValueRefused: Story = {
  args: { onSave: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 422, message: 'bad' })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(set|تحديد) building access$/i }));
    const d = await dialog();
    const field = d.getByRole('textbox', { name: /building access/i });
    await userEvent.type(field, 'Gate code 4412');
    await userEvent.click(d.getByRole('button', { name: /^(save|حفظ)$/i }));
    await expect(await d.findByText(/(the server did not accept this|لم يقبل الخادم هذا)/i)).toBeVisible();
    await expect(field).toHaveValue('Gate code 4412');
  },
};

/** Someone who may only read; a shop with no attributes says so. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const NoShopAttributes: Story = {
  args: { attributes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/(keeps no attributes yet|لا يحفظ المتجر أي سمات بعد)/i)).toBeVisible();
  },
};
