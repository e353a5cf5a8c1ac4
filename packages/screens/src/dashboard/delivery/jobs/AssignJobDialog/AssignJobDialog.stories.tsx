import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyFreeDrivers, storyJobs, storyRates } from '../jobsStoryData.ts';
import { AssignJobDialog } from './AssignJobDialog.tsx';

const dialog = () => within(within(document.body).getByRole('dialog'));
const submit = /^(assign|إسناد)$/i;

const meta = {
  title: 'Dashboard/Delivery/AssignJobDialog',
  component: AssignJobDialog,
  args: {
    isOpen: true,
    job: storyJobs[0] ?? null,
    drivers: { status: 'ready', data: storyFreeDrivers, retry: fn() },
    rates: { status: 'ready', data: storyRates, retry: fn() },
    carriersHref: '/delivery/carriers',
    onOpenChange: fn(),
    onSubmit: fn(async (): Promise<ApiError | null> => null),
  },
} satisfies Meta<typeof AssignJobDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free drivers nearest first, on the map with the address, and each carrier's price. */
export const Default: Story = {
  play: async () => {
    await expect(dialog().getByRole('img', { name: /3 free drivers|٣ سائقين متاحين|3 سائقين متاحين/i })).toBeVisible();
    await expect(dialog().getByRole('radiogroup', { name: /^(carriers|شركات التوصيل)/i })).toHaveTextContent(/15\.00|١٥٫٠٠/);
  },
};

export const Loading: Story = {
  args: { drivers: { status: 'loading', data: undefined, retry: fn() }, rates: { status: 'loading', data: undefined, retry: fn() } },
};

/** No driver free and no carrier on: it says so and points to the carriers page. */
export const Empty: Story = {
  args: { drivers: { status: 'ready', data: [], retry: fn() }, rates: { status: 'ready', data: [], retry: fn() } },
  play: async () => {
    await expect(dialog().getByText(/none of your drivers is free now|لا يوجد أي من سائقيك متاحًا الآن/i)).toBeVisible();
    await expect(dialog().getByRole('link', { name: /turn carriers on|تشغيل شركات التوصيل/i })).toHaveAttribute(
      'href',
      '/delivery/carriers',
    );
  },
};

export const LoadError: Story = {
  args: { drivers: { status: 'error', data: undefined, retry: fn() }, rates: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ args }) => {
    const retries = dialog().getAllByRole('button', { name: /try again|أعد المحاولة/i });
    await userEvent.click(retries[0]!);
    await expect(args.drivers.retry).toHaveBeenCalledOnce();
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Nothing chosen: it asks for a driver or a carrier and sends nothing. */
export const AsksForAChoice: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('button', { name: submit }));
    await dialog().findByText(/^(choose a driver or a carrier\.|اختر سائقًا أو شركة توصيل\.)$/i);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The nearest driver, chosen and assigned once for a double click. */
export const AssignsTheNearestDriver: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('radio', { name: /joshua reyes/i }));
    await userEvent.dblClick(dialog().getByRole('button', { name: submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'driver', id: 'driver-2' });
  },
};

/** A carrier at its price: choosing it unchooses the driver. */
export const AssignsACarrier: Story = {
  play: async ({ args }) => {
    await userEvent.click(dialog().getByRole('radio', { name: /joshua reyes/i }));
    await userEvent.click(dialog().getByRole('radio', { name: /aramex|أرامكس/i }));
    await expect(dialog().getByRole('radio', { name: /joshua reyes/i })).not.toBeChecked();
    await userEvent.click(dialog().getByRole('button', { name: submit }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ kind: 'carrier', id: 'carrier-aramex' }));
  },
};

/** The driver went off duty meanwhile: the dialog says so and keeps the choice. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'off', code: 'driver_unavailable' })),
  },
  play: async () => {
    await userEvent.click(dialog().getByRole('radio', { name: /imran qureshi/i }));
    await userEvent.click(dialog().getByRole('button', { name: submit }));
    await dialog().findByText(/this driver went off duty|أنهى هذا السائق دوامه/i);
    await expect(dialog().getByRole('radio', { name: /imran qureshi/i })).toBeChecked();
  },
};
