import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buildShopSettings, buildWeekHours } from '@dukkan/mocks';
import { SettingsView } from './SettingsView.tsx';

const NOW = new Date('2026-03-15T10:00:00.000Z');
const saved = async () => undefined;

const meta = {
  title: 'Dashboard/Settings/SettingsView',
  component: SettingsView,
  args: {
    status: 'ready',
    settings: buildShopSettings(),
    saved: true,
    hours: buildWeekHours(),
    canEdit: true,
    now: () => NOW,
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'settings', label: 'Settings' },
    ],
    onRetry: fn(),
    onSaveBusy: fn(saved),
    onSaveHours: fn(saved),
    onSaveChat: fn(saved),
    onSaveNotification: fn(saved),
    onSaveNotifyCancel: fn(saved),
    onSaveProductBehavior: fn(saved),
    onSaveSchedule: fn(saved),
    onSavePaymentMethods: fn(saved),
    onSaveShowType: fn(saved),
    onSaveDeliveryMethods: fn(saved),
  },
  // The whole page is taller than a screen: its pictures are what fits on one; each card has its own stories.
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof SettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { args: { status: 'loading', settings: undefined, hours: undefined } };

export const LoadError: Story = {
  args: { status: 'error', settings: undefined, hours: undefined },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A new branch answers `settings: null`: the platform's defaults, said so, and nothing breaks. */
export const NewBranchWithDefaults: Story = {
  args: {
    saved: false,
    hours: [],
    settings: buildShopSettings({
      chatType: 'none',
      chatPhone: undefined,
      notifyCancel: false,
      hasWhatsapp: false,
      whatsappPhone: undefined,
      hasSchedule: false,
      maxScheduleDays: 1,
      paymentMethods: ['cash'],
      deliveryMethods: ['delivery'],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no settings of its own yet|لا توجد لهذا المتجر إعدادات/i)).toBeVisible();
  },
};

/** Staff who may only read see every value, no Save button, and why. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/view these settings but not change them|يمكنك عرض هذه الإعدادات/i)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^(save|حفظ)$/i })).toBeNull();
  },
};
