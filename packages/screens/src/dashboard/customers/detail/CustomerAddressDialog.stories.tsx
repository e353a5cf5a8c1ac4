import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { CustomerAddressDialog } from './CustomerAddressDialog.tsx';

const dialog = () => within(document.body).getByRole('dialog');
const save = /^(save address|حفظ العنوان)$/i;

const meta = {
  title: 'Dashboard/Customers/Detail/CustomerAddressDialog',
  component: CustomerAddressDialog,
  args: {
    isOpen: true,
    customerName: 'Omar Haddad',
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof CustomerAddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Without a place on the map and a building, nothing is sent and the form says why. */
export const AsksForThePlaceAndTheBuilding: Story = {
  play: async ({ args }) => {
    await userEvent.click(within(dialog()).getByRole('button', { name: save }));
    await expect((await within(dialog()).findAllByText(/form incomplete|النموذج غير مكتمل/i)).length).toBeGreaterThan(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refusal (ten addresses already) is said at the top, and everything typed stays, the place too. */
export const RefusedKeepsWhatWasTyped: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'too many', code: 'too_many_addresses' })),
  },
  play: async ({ args }) => {
    const d = within(dialog());
    const type = async (name: RegExp, text: string) => {
      await userEvent.click(d.getByRole('textbox', { name }));
      await userEvent.paste(text);
    };
    // Typed coordinates place the pin (MapPicker's own fields), Arabic digits accepted.
    await type(/^(latitude|خط العرض)/i, '25.0805');
    await type(/^(longitude|خط الطول)/i, '55.1403');
    await type(/^(title|الاسم)/i, 'Home');
    await type(/^(building|المبنى)/i, 'Marina Gate 1');
    await userEvent.click(d.getByRole('button', { name: save }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Home', building_name: 'Marina Gate 1', lat: 25.0805, lng: 55.1403 }),
      ),
    );
    await expect((await d.findAllByText(/at most 10 addresses|10 عناوين على الأكثر/i)).length).toBeGreaterThan(0);
    await expect(d.getByRole('textbox', { name: /^(building|المبنى)/i })).toHaveValue('Marina Gate 1');
    await expect(d.getByRole('textbox', { name: /^(latitude|خط العرض)/i })).toHaveValue('25.0805');
  },
};
