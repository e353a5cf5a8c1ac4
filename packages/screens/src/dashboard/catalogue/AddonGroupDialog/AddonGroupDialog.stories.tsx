import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longAddonGroups, storyAddonGroups } from '../shared/addonStoryData.ts';
import { AddonGroupDialog } from './AddonGroupDialog.tsx';

const meta = {
  title: 'Dashboard/Catalogue/AddonGroupDialog',
  component: AddonGroupDialog,
  args: { isOpen: true, group: storyAddonGroups[1]!, productName: 'Chicken Shawarma Sandwich', onClose: fn(), onSave: fn() },
} satisfies Meta<typeof AddonGroupDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));
const SAVE = /^(save group|حفظ المجموعة)$/i;

export const EditsAGroup: Story = {};

export const LongContent: Story = { args: { group: longAddonGroups[0]!, productName: 'Family Mixed Grill Platter for Six' } };

export const Saving: Story = { args: { group: null, busy: true } };

/** A new group: empty fields are named, nothing is sent. */
export const ShowsWhatIsMissing: Story = {
  args: { group: null },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(d.getByText(/not all fields are filled out correctly|لم تُملأ كل الحقول/i)).toBeInTheDocument();
    await expect(d.getByRole('textbox', { name: /^(group title \(english\)|عنوان المجموعة \(بالإنجليزية\))/i })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Prices typed in Arabic-Indic digits are read exactly; a price-setting group allows one choice. */
export const CreatesAGroupWithArabicDigits: Story = {
  args: { group: null },
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.type(d.getByRole('textbox', { name: /^(group title \(english\)|عنوان المجموعة \(بالإنجليزية\))/i }), 'Size');
    await userEvent.type(d.getByRole('textbox', { name: /^(group title \(arabic\)|عنوان المجموعة \(بالعربية\))/i }), 'الحجم');
    await userEvent.click(d.getByRole('radio', { name: /^(sets the price|يحدد السعر)/i }));
    await userEvent.type(d.getByRole('textbox', { name: /^(option 1 name \(english\)|اسم الخيار (1|١) \(بالإنجليزية\))/i }), 'Large');
    await userEvent.type(d.getByRole('textbox', { name: /^(option 1 price|سعر الخيار (1|١))/i }), '١٩٫٩٥');
    await userEvent.click(d.getByRole('button', { name: /^(add an option|إضافة خيار)$/i }));
    await userEvent.type(d.getByRole('textbox', { name: /^(option 2 name \(english\)|اسم الخيار (2|٢) \(بالإنجليزية\))/i }), 'Small');
    await userEvent.type(d.getByRole('textbox', { name: /^(option 2 price|سعر الخيار (2|٢))/i }), '0.07');
    await userEvent.click(d.getByRole('button', { name: SAVE }));
    await expect(args.onSave).toHaveBeenCalledWith({
      title: 'Size',
      titleAr: 'الحجم',
      type: 'override',
      required: false,
      max: 1,
      options: [
        { id: '', name: 'Large', nameAr: '', amount: 1995 },
        { id: '', name: 'Small', nameAr: '', amount: 7 },
      ],
    });
  },
};

/** A new group the server refused keeps what was typed and says why. */
export const AddRefused: Story = {
  args: { group: null, error: 'A product can have at most 10 add-on groups.' },
};
