import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longEntry, storyEntries } from '../shared/walletStoryData.ts';
import { WalletEntryView } from './WalletEntryView.tsx';

const meta = {
  title: 'Storefront/Wallet/WalletEntryView',
  component: WalletEntryView,
  args: {
    entry: storyEntries[0],
    isLoading: false,
    onRetry: fn(),
    walletHref: '/wallet',
    orderHref: (id: string) => `/orders/${id}`,
  },
} satisfies Meta<typeof WalletEntryView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Credit: Story = { args: { entry: storyEntries[3] } };
export const Loading: Story = { args: { entry: undefined, isLoading: true } };
/** No such entry in this customer's wallet (404). */
export const Empty: Story = { args: { entry: undefined, error: { status: 404, message: 'Transaction not found' } } };
export const LoadError: Story = { args: { entry: undefined, error: new Error('HTTP 500') } };
export const LongContent: Story = { args: { entry: longEntry } };
export const NarrowPhone: Story = {
  args: { entry: longEntry },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const LinksTheOrderAndTheWallet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /view the order|عرض الطلب/i })).toHaveAttribute('href', '/orders/ord-st-1');
    await expect(canvas.getByRole('link', { name: /back to the wallet|العودة إلى المحفظة/i })).toHaveAttribute('href', '/wallet');
    await expect(canvas.getByText('we-st-4').closest('bdi')).toHaveAttribute('dir', 'ltr');
  },
};

export const NoRetryForAMissingEntry: Story = {
  args: { entry: undefined, error: { status: 404, message: 'Transaction not found' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/not found|غير موجودة/i);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const RetriesAfterAnError: Story = {
  args: { entry: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
