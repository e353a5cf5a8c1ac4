import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { history } from '../walletsStoryData.ts';
import { WalletEntryDialog } from './WalletEntryDialog.tsx';

const meta = {
  title: 'Dashboard/Money/WalletEntryDialog',
  component: WalletEntryDialog,
  args: { isOpen: true, onOpenChange: fn(), entry: { status: 'ready', data: history[0]!, retry: fn() } },
} satisfies Meta<typeof WalletEntryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async () => {
    // The dialog fades in: wait until it is shown (decision 0054).
    const d = within(await within(document.body).findByRole('dialog', { name: /wallet entry|قيد في المحفظة/i }));
    await waitFor(() => expect(d.getByText(/paid towards DK-10452|دفع جزء من الطلب DK-10452/i)).toBeVisible());
  },
};

export const Loading: Story = { args: { entry: { status: 'loading', data: undefined, retry: fn() } } };

export const LoadError: Story = {
  args: { entry: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ args }) => {
    await userEvent.click(await within(document.body).findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.entry.retry).toHaveBeenCalledOnce();
  },
};

export const LongContent: Story = {
  args: {
    entry: {
      status: 'ready',
      data: {
        ...history[2]!,
        amountFils: 987_654_321_00,
        reason: 'Refund for missing items in DK-10388, DK-10389, DK-10390 and DK-10391 after the customer called twice',
        reason_ar: 'استرداد لأصناف ناقصة في الطلبات DK-10388 وDK-10389 وDK-10390 وDK-10391 بعد أن اتصل العميل مرتين',
      },
      retry: fn(),
    },
  },
};
