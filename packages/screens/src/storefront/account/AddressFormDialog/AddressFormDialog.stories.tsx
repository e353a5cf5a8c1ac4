import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildArea } from '@dukkan/mocks';
import { AddressFormDialog } from './AddressFormDialog.tsx';

const meta = {
  title: 'Storefront/Account/AddressFormDialog',
  component: AddressFormDialog,
  parameters: { layout: 'centered' },
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    onLocationChange: fn(),
    area: undefined,
    areaStatus: 'idle',
    isPending: false,
    error: null,
  },
} satisfies Meta<typeof AddressFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: /add address|إضافة عنوان/i });

export const Default: Story = {};
export const WithLocation: Story = {
  args: {
    initialLocation: [25.1124, 55.1955],
    area: buildArea({ id: 'area-3', name: 'Al Barsha', name_ar: 'البرشاء' }),
    areaStatus: 'found',
    initialValues: { person_name: 'Mariam Al Suwaidi', phone: '501234567', countryCode: '971' },
  },
};
/** The dialog is portalled to the page, so a phone viewport (not a narrow wrapper) is what narrows it: it fills the screen. */
export const NarrowPhone: Story = {
  args: { initialLocation: [24.9, 55.6], areaStatus: 'notFound' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const CancelClosesTheDialog: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.click(within(dialog()).getByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EscapeClosesTheDialog: Story = {
  play: async ({ args }) => {
    await waitFor(() => expect(dialog()).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
