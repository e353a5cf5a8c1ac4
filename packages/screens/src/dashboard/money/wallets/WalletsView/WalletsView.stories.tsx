import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { deliveryWallet, history, longDeliveryWallet } from '../walletsStoryData.ts';
import { WalletsView } from './WalletsView.tsx';

const ready = <T,>(data: T) => ({ status: 'ready' as const, data, retry: fn() });
const loading = { status: 'loading' as const, data: undefined, retry: () => undefined };
const failed = () => ({ status: 'error' as const, data: undefined, retry: fn() });
const historyOf = (rows = history, status: 'loading' | 'error' | 'ready' = 'ready') => ({
  rows,
  status,
  retry: fn(),
  page: 1,
  pageCount: rows.length > 0 ? 2 : 1,
  onPageChange: fn(),
});

const meta = {
  title: 'Dashboard/Money/WalletsView',
  component: WalletsView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'wallet', label: 'Wallet' },
    ],
    wallet: ready({ balanceFils: 3_550 }),
    history: historyOf(),
    onOpenEntry: fn(),
    delivery: ready(deliveryWallet),
    onOpenDriver: fn(),
    canWithdraw: true,
    onWithdraw: fn(),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof WalletsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Loading: Story = { args: { wallet: loading, history: historyOf([], 'loading'), delivery: loading } };

export const Empty: Story = {
  args: {
    wallet: ready({ balanceFils: 0 }),
    history: historyOf([]),
    delivery: ready({ balanceFils: 0, drivers: [], withdrawals: [] }),
  },
};

export const LoadError: Story = {
  args: { wallet: failed(), history: historyOf([], 'error'), delivery: failed() },
  play: async ({ canvas, args }) => {
    const retries = await canvas.findAllByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i });
    await expect(retries.length).toBeGreaterThanOrEqual(3);
    await userEvent.click(retries[0]!);
    await expect(args.delivery.retry).toHaveBeenCalledOnce();
  },
};

/** The drivers' wallets failed: the account's wallet still shows, and the drivers' section retries alone. */
export const DriversFail: Story = { args: { delivery: failed() } };

export const LongContent: Story = { args: { delivery: ready(longDeliveryWallet), wallet: ready({ balanceFils: 987_654_321_00 }) } };

/** A person who may not take drivers' cash reads the wallets without the button. */
export const ReadOnly: Story = {
  args: { canWithdraw: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /withdraw cash|سحب النقد/i })).toBeNull();
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** "Withdraw cash" names its driver; a driver who holds nothing cannot be withdrawn from. */
export const OpensTheWithdrawalOfADriver: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('table', { name: /what each driver holds|ما يحمله كل سائق/i }));
    await userEvent.click(table.getByRole('button', { name: /^(withdraw cash|سحب النقد): سعيد المنصوري$/i }));
    await expect(args.onWithdraw).toHaveBeenCalledWith('wallet-drv-2');
    await expect(table.getByRole('button', { name: /^(withdraw cash|سحب النقد): Rohan Pillai$/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(table.getByRole('button', { name: /^(view wallet|عرض المحفظة): Imran Qureshi$/i }));
    await expect(args.onOpenDriver).toHaveBeenCalledWith('wallet-drv-1');
  },
};

export const OpensAWalletEntry: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(welcome bonus|مكافأة الترحيب)$/i }));
    await expect(args.onOpenEntry).toHaveBeenCalledWith('we-1');
  },
};
