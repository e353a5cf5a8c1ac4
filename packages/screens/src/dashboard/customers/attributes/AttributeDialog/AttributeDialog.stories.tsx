import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyAttributes } from '../attributesStoryData.ts';
import { AttributeDialog } from './AttributeDialog.tsx';

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const NAME = /^(name|الاسم)/i;
const OPTIONS = /^(choices, one per line|الخيارات، خيار في كل سطر)/i;
const ADD = /^(add attribute|إضافة السمة)$/i;

const meta = {
  title: 'Dashboard/Customers/Attributes/AttributeDialog',
  component: AttributeDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof AttributeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A choice with its options one per line (blank lines dropped); a number has no options. */
export const NewChoice: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: NAME }), 'Favourite dates');
    await userEvent.type(d.getByRole('textbox', { name: OPTIONS }), 'Ajwa{enter}{enter}Medjool{enter}');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Favourite dates', attributeType: 'select', options: ['Ajwa', 'Medjool'] });
    await userEvent.click(d.getByRole('radio', { name: /^(number|رقم)$/i }));
    await expect(d.queryByRole('textbox', { name: OPTIONS })).toBeNull();
  },
};

/** No name, no choices, a choice twice: each said on its field, nothing sent. */
export const FieldErrors: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await expect(d.getByRole('textbox', { name: NAME })).toHaveAttribute('aria-invalid', 'true');
    await expect(d.getByRole('textbox', { name: OPTIONS })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(d.getByRole('textbox', { name: OPTIONS }), 'Ajwa{enter}ajwa');
    await userEvent.click(d.getByRole('button', { name: ADD }));
    await waitFor(() =>
      expect(d.getByRole('textbox', { name: OPTIONS })).toHaveAccessibleDescription(
        /(each choice must be different|يجب أن يختلف كل خيار)/i,
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Editing keeps the type (said, not offered); the server refuses and the options typed stay. */
export const EditRefused: Story = {
  args: {
    attribute: storyAttributes[0],
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 500, message: 'boom' })),
  },
  play: async () => {
    const d = await dialog();
    await expect(d.queryByRole('radio')).toBeNull();
    await expect(d.getByText(/(the type stays as it was created|يبقى النوع كما أُنشئ)/i)).toBeVisible();
    const options = d.getByRole('textbox', { name: OPTIONS });
    await expect(options).toHaveValue('Morning\nAfternoon\nEvening');
    await userEvent.type(options, '{enter}Late night');
    await userEvent.click(d.getByRole('button', { name: /^(save attribute|حفظ السمة)$/i }));
    await expect(await d.findByText(/(something went wrong on the server|حدث خطأ في الخادم)/i)).toBeVisible();
    await expect(options).toHaveValue('Morning\nAfternoon\nEvening\nLate night');
  },
};
