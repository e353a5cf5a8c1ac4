import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyDrivers } from '../driversStoryData.ts';
import { DriverFormDialog } from './DriverFormDialog.tsx';

const dialog = () => within(within(document.body).getByRole('dialog'));
const names = {
  name: /^(name|الاسم)/i,
  phone: /^(mobile number|رقم الجوال)/i,
  latitude: /^(latitude|خط العرض)/i,
  longitude: /^(longitude|خط الطول)/i,
  add: /^(add driver|إضافة السائق)$/i,
  save: /^(save|حفظ)$/i,
};

async function type(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const meta = {
  title: 'Dashboard/Delivery/DriverFormDialog',
  component: DriverFormDialog,
  args: { isOpen: true, driver: null, onOpenChange: fn(), onSubmit: fn(async (): Promise<ApiError | null> => null) },
} satisfies Meta<typeof DriverFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const Edit: Story = { args: { driver: storyDrivers[1] ?? null } };

export const NarrowPhone: Story = {
  args: { driver: storyDrivers[0] ?? null },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Nothing typed and no place on the map: each says what it needs, nothing is sent. */
export const AddValidates: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: names.add }));
    await dialog().findByText(/^(enter the driver's name\.|أدخل اسم السائق\.)$/i);
    await expect(dialog().getByText(/^(place the driver on the map\.|حدّد مكان السائق على الخريطة\.)$/i)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: names.name })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A driver with Arabic-Indic digits in the mobile and typed coordinates; a double click adds once. */
export const AddsADriverAtTypedCoordinates: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return null;
    }),
  },
  play: async ({ args }) => {
    await type(dialog().getByRole('textbox', { name: names.name }), 'سامي حداد');
    await type(dialog().getByRole('textbox', { name: names.phone }), '٠٥٥ ٩٨٧ ٦٥٤٣');
    await type(dialog().getByRole('textbox', { name: names.latitude }), '25.0772');
    await type(dialog().getByRole('textbox', { name: names.longitude }), '55.1406');
    await userEvent.tab();
    await userEvent.dblClick(dialog().getByRole('button', { name: names.add }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'سامي حداد',
      phone: '0559876543',
      latitude: 25.0772,
      longitude: 55.1406,
      available: true,
    });
  },
};

/** A mobile another driver has: said on the field, and everything typed stays. */
export const SaveFailed: Story = {
  args: {
    driver: storyDrivers[2] ?? null,
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'dup', code: 'duplicate_phone' })),
  },
  play: async () => {
    await type(dialog().getByRole('textbox', { name: names.phone }), '0501112233');
    await userEvent.click(dialog().getByRole('button', { name: names.save }));
    await dialog().findByText(/another of your drivers has this mobile number|لدى سائق آخر من سائقيك رقم الجوال هذا/i);
    await expect(dialog().getByRole('textbox', { name: names.phone })).toHaveValue('0501112233');
  },
};
