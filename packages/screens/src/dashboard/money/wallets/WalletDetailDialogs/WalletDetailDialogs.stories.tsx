import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { driverWallet } from '../walletsStoryData.ts';
import { DriverWalletDialog } from './DriverWalletDialog.tsx';

const meta = {
  title: 'Dashboard/Money/DriverWalletDialog',
  component: DriverWalletDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    driverName: 'Imran Qureshi',
    wallet: { status: 'ready', data: driverWallet, retry: fn() },
    canWithdraw: true,
    onWithdraw: fn(),
  },
} satisfies Meta<typeof DriverWalletDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args }) => {
    // The dialog fades in: wait until it is shown (decision 0054).
    const d = within(await within(document.body).findByRole('dialog', { name: /imran qureshi/i }));
    await waitFor(() => expect(d.getByRole('table', { name: /delivered cash orders|الطلبات النقدية المسلَّمة/i })).toBeVisible());
    await userEvent.click(d.getByRole('button', { name: /^(withdraw cash|سحب النقد)$/i }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = { args: { wallet: { status: 'loading', data: undefined, retry: fn() } } };

export const Empty: Story = {
  args: {
    wallet: {
      status: 'ready',
      data: { ...driverWallet, balanceFils: 0, collectedFils: 0, withdrawnFils: 0, jobs: [], withdrawals: [] },
      retry: fn(),
    },
  },
};

export const LoadError: Story = {
  args: { wallet: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ args }) => {
    await userEvent.click(await within(document.body).findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.wallet.retry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    driverName: 'عبد الرحمن بن محمد بن سعيد آل مكتوم للنقل والتوصيل السريع',
    wallet: {
      status: 'ready',
      data: {
        ...driverWallet,
        name: 'عبد الرحمن بن محمد بن سعيد آل مكتوم للنقل والتوصيل السريع',
        balanceFils: 987_654_321_00,
        collectedFils: 1_987_654_321_00,
        withdrawnFils: 1_000_000_000_00,
        jobs: Array.from({ length: 12 }, (_, i) => ({
          id: `job-${i}`,
          name: i % 2 ? 'Fatima Mohammed Abdulla Al Zaabi Al Nuaimi' : 'فاطمة محمد عبدالله الزعابي النعيمي',
          amountFils: 9_999_999_99 - i,
          createdAt: new Date(Date.parse('2026-10-29T17:20:00Z') - i * 86_400_000).toISOString(),
        })),
      },
      retry: fn(),
    },
  },
};
