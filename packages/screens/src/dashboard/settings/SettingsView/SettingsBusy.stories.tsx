import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buildShopSettings } from '@dukkan/mocks';
import { SettingsBusy } from './SettingsBusy.tsx';
import type { SettingsSaveResult } from './settingsValues.ts';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const save = /^(save|حفظ)$/i;
const busySwitch = /the shop is busy|المتجر مشغول/i;

const meta = {
  title: 'Dashboard/Settings/SettingsView/Busy',
  component: SettingsBusy,
  args: {
    settings: buildShopSettings({ busy: false, temporary: false }),
    canEdit: true,
    now: () => NOW,
    onSave: fn(async (): Promise<SettingsSaveResult> => undefined),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SettingsBusy>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TakingOrders: Story = {};

/** Busy until 18:30 on the shop's clock (14:30 UTC): the badge and the fields say so. */
export const BusyUntilATime: Story = {
  args: { settings: buildShopSettings({ busy: true, temporary: true, expiry: '2026-03-15T14:30:00.000Z' }) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('bdi')).toHaveTextContent('18:30');
  },
};

export const BusyUntilTurnedOff: Story = { args: { settings: buildShopSettings({ busy: true, temporary: false }) } };

export const NarrowPhone: Story = {
  args: BusyUntilATime.args,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const ReadOnly: Story = {
  args: { canEdit: false, settings: buildShopSettings({ busy: true, temporary: false }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: busySwitch })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: save })).toBeNull();
  },
};

export const MarksTheShopBusyForAnHour: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: busySwitch }));
    await userEvent.click(canvas.getByRole('radio', { name: /^(1 hour|ساعة واحدة)$/i }));
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ busy: true, duration: '1h' })));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/busy state saved|تم حفظ حالة الانشغال/i));
  },
};

/** A spell that ended before now is caught before anything is sent. */
export const RefusesAnEndInThePast: Story = {
  args: { settings: buildShopSettings({ busy: true, temporary: true, expiry: '2026-03-15T09:00:00.000Z' }) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(canvas.getByText(/form incomplete|النموذج غير مكتمل/i)).toBeVisible());
    await expect(canvas.getAllByText(/later than now|بعد الآن/i).length).toBeGreaterThan(0);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The server refuses: the card says so and keeps the choice made. */
export const SaveFailed: Story = {
  args: { onSave: fn(async () => ({ formError: 'This could not be saved right now. Please try again in a moment.' })) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: busySwitch }));
    await userEvent.click(canvas.getByRole('radio', { name: /^(2 hours|ساعتان)$/i }));
    await userEvent.click(canvas.getByRole('button', { name: save }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/could not be saved/));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('switch', { name: busySwitch })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^(2 hours|ساعتان)$/i })).toBeChecked();
  },
};
