import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { longEntry, storyEntries } from '../shared/walletStoryData.ts';
import { WalletView } from './WalletView.tsx';

const meta = {
  title: 'Storefront/Wallet/WalletView',
  component: WalletView,
  args: {
    balanceFils: 3550,
    transactions: storyEntries,
    isLoading: false,
    onRetry: fn(),
    hasMore: false,
    onLoadMore: fn(),
    isLoadingMore: false,
    transactionHref: (id: string) => `/wallet/${id}`,
  },
} satisfies Meta<typeof WalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { balanceFils: undefined, transactions: undefined, isLoading: true } };
export const Empty: Story = { args: { balanceFils: 0, transactions: [] } };
export const LoadError: Story = { args: { balanceFils: undefined, transactions: undefined, error: new Error('HTTP 500') } };
export const HasMore: Story = { args: { hasMore: true } };
export const LongContent: Story = { args: { balanceFils: 123456789, transactions: [longEntry, ...storyEntries.slice(0, 2)] } };
export const NarrowPhone: Story = {
  args: { transactions: [longEntry, ...storyEntries], hasMore: true },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const LinksEveryTransaction: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(storyEntries.length);
    await expect(links[0]).toHaveAttribute('href', '/wallet/we-st-4');
    await expect(canvas.getByRole('region', { name: /balance|الرصيد/i })).toHaveTextContent(/35\.50/);
  },
};

export const SaysWhichWayMoneyWent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^debit$|^خصم$/i)).toHaveLength(1);
    await expect(canvas.getAllByText(/^credit$|^إيداع$/i)).toHaveLength(3);
  },
};

export const LoadMoreCallsBack: Story = {
  args: { hasMore: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /load more|تحميل المزيد/i }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const RetriesAfterAnError: Story = {
  args: { balanceFils: undefined, transactions: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const HostileTextStaysText: Story = {
  args: {
    transactions: [{ ...storyEntries[1]!, id: 'we-x', reason: '<img src=x onerror=alert(1)>', reason_ar: '<script>alert(1)</script>' }],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('img, script')).toBeNull();
    await expect(canvas.getByRole('link')).toHaveTextContent(/<img src=x|<script>/);
  },
};
