import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longDrivers, storyDrivers } from '../driversStoryData.ts';
import type { DriverItem } from '../types.ts';
import { DriversView } from './DriversView.tsx';

const ready = (data: DriverItem[]) => ({ status: 'ready' as const, data, retry: fn() });
const body = () => within(document.body);

const meta = {
  title: 'Dashboard/Delivery/DriversView',
  component: DriversView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'drivers', label: 'Drivers' },
    ],
    drivers: ready(storyDrivers),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onAccount: fn(),
    onDelete: fn(async (): Promise<ApiError | null> => null),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof DriversView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every driver with status, position and account, and all of them on the map. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await expect(
      canvas.getByRole('img', { name: /2 free, 1 delivering, 1 off duty|سائقان متاحان، وسائق واحد في توصيل، وسائق واحد خارج الدوام/i }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { drivers: { status: 'loading', data: undefined, retry: fn() } } };

export const Empty: Story = {
  args: { drivers: ready([]) },
  play: async ({ canvas, args }) => {
    await canvas.findByText(/^(no drivers yet|لا يوجد سائقون بعد)$/i);
    const adds = canvas.getAllByRole('button', { name: /^(add a driver|إضافة سائق)$/i });
    await userEvent.click(adds[adds.length - 1]!);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { drivers: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.drivers.retry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = { args: { drivers: ready(longDrivers) } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A person who may only read sees the drivers without add, edit, account or delete. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await expect(canvas.queryByRole('button', { name: /add a driver|إضافة سائق/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(delete|حذف)/i })).toBeNull();
  },
};

/** A driver with a delivery in progress cannot be deleted: the page says why and keeps the driver. */
export const SaveFailed: Story = {
  args: {
    onDelete: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'busy', code: 'driver_busy' })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(delete arjun menon|حذف arjun menon)$/i }));
    await userEvent.click(await body().findByRole('button', { name: /^(delete|حذف)$/i }));
    await waitFor(() => expect(canvasElement).toHaveTextContent(/arjun menon was not deleted|لم يُحذف arjun menon/i));
    await expect(canvas.getByText(/has a delivery in progress|لدى هذا السائق توصيل جارٍ/i)).toBeVisible();
  },
};

/** "Set up account" for a driver without one, "Change password" for one with an account. */
export const OpensTheAccountOrThePassword: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(set up account: imran qureshi|إنشاء حساب: imran qureshi)$/i }));
    await expect(args.onAccount).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'driver-3' }));
    await userEvent.click(canvas.getByRole('button', { name: /^(change password: joshua reyes|تغيير كلمة المرور: joshua reyes)$/i }));
    await expect(args.onAccount).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'driver-2' }));
  },
};

/** Deleting asks first; cancelling sends nothing, confirming deletes once and says so. */
export const AsksBeforeItDeletesADriver: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const remove = /^(delete joshua reyes|حذف joshua reyes)$/i;
    await userEvent.click(canvas.getByRole('button', { name: remove }));
    await userEvent.click(await body().findByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: remove }));
    await userEvent.dblClick(await body().findByRole('button', { name: /^(delete|حذف)$/i }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvasElement).toHaveTextContent(/joshua reyes was deleted|حُذف joshua reyes/i));
  },
};
