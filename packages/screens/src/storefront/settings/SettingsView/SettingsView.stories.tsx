import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SettingsView } from './SettingsView.tsx';

/**
 * Settings read nothing from the API (the language is a cookie, delivery or pickup a cart
 * option on this device), so the screen has no Loading, Empty or LoadError state to show.
 */
const meta = {
  title: 'Storefront/Settings/SettingsView',
  component: SettingsView,
  args: { locale: 'en', onLocaleChange: fn(), deliveryType: 'delivery', onDeliveryTypeChange: fn() },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = /^العربية$/;
const english = /^English$/;
const pickup = /^(pickup|استلام من المتجر)/i;
const delivery = /^(delivery|توصيل)/i;

export const Default: Story = {};
export const ArabicAndPickupChosen: Story = { args: { locale: 'ar', deliveryType: 'pickup' } };
export const NarrowPhone: Story = {
  args: { deliveryType: 'pickup' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
};

export const ShowsTheCurrentChoices: Story = {
  args: { locale: 'ar', deliveryType: 'pickup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: /^(settings|الإعدادات)$/i })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: arabic })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: english })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: pickup })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: delivery })).not.toBeChecked();
  },
};

export const SwitchesTheLanguageWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: english })).toHaveFocus();
    // Arrow keys follow the reading direction; either arrow moves to the only other option.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(args.onLocaleChange).toHaveBeenCalledWith('ar'));
    await expect(args.onDeliveryTypeChange).not.toHaveBeenCalled();
  },
};

export const ChoosesPickup: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: pickup }));
    await waitFor(() => expect(args.onDeliveryTypeChange).toHaveBeenCalledWith('pickup'));
    await expect(args.onLocaleChange).not.toHaveBeenCalled();
  },
};

const notifications = { status: 'off', busy: false, failure: null, signedIn: true, onEnable: fn(), onDisable: fn() } as const;
const notificationsHeading = /^(notifications|الإشعارات)$/i;

export const NotificationsOff: Story = {
  args: { notifications },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: notificationsHeading })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(turn on notifications|تشغيل الإشعارات)$/i }));
    await expect(args.notifications?.onEnable).toHaveBeenCalledOnce();
  },
};
export const NotificationsTurningOn: Story = { args: { notifications: { ...notifications, busy: true } } };
export const NotificationsOnSignedOut: Story = {
  args: { notifications: { ...notifications, status: 'on', signedIn: false } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/sign in and we will link them|سجّل الدخول لنربطها/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(turn off notifications|إيقاف الإشعارات)$/i }));
    await expect(args.notifications?.onDisable).toHaveBeenCalledOnce();
  },
};
export const NotificationsBlocked: Story = {
  args: { notifications: { ...notifications, status: 'blocked' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/blocked for this site|محظورة لهذا الموقع/i)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /notifications|الإشعارات/i })).toBeNull();
  },
};
export const NotificationsBrowserRefused: Story = {
  args: { notifications: { ...notifications, failure: 'subscribe' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/could not turn on|تعذّر على متصفحك/i);
  },
};
export const NotificationsNotLinkedToTheAccount: Story = { args: { notifications: { ...notifications, status: 'on', failure: 'send' } } };
export const NoNotificationsWhereTheBrowserCannot: Story = {
  args: { notifications: { ...notifications, status: 'unavailable' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: notificationsHeading })).toBeNull();
  },
};
