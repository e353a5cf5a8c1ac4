import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { DeleteAccountView } from './DeleteAccountView.tsx';

const meta = {
  title: 'Storefront/Account/DeleteAccountView',
  component: DeleteAccountView,
  args: { onConfirm: fn(), error: null, walletBalanceFils: 3550, cancelHref: '/account/profile' },
} satisfies Meta<typeof DeleteAccountView>;

export default meta;
type Story = StoryObj<typeof meta>;

const deleteButton = /delete my account|حذف حسابي/i;
const understood = /i understand|أفهم/i;
const offline: ApiError = { kind: 'network', status: 0, message: 'Failed to fetch' };
const refused: ApiError = { kind: 'http', status: 500, message: 'Server error' };

export const Default: Story = {};
/** Nothing in the wallet: the list says the wallet goes, without an amount. */
export const Empty: Story = { args: { walletBalanceFils: 0 } };
/** The balance has not arrived (or failed): the page does not wait for it. */
export const Loading: Story = { args: { walletBalanceFils: undefined } };
export const LoadError: Story = { args: { error: refused } };
export const NetworkError: Story = { args: { error: offline } };
export const LongContent: Story = { args: { walletBalanceFils: 123456789 } };
export const NarrowPhone: Story = {
  args: { error: offline },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const SaysWhatIsLost: Story = {
  play: async ({ canvas }) => {
    const lost = canvas.getByRole('region', { name: /what you lose|ما ستفقده/i });
    await expect(lost).toHaveTextContent(/addresses|عناوين/i);
    await expect(lost).toHaveTextContent(/cards|بطاقات/i);
    await expect(lost).toHaveTextContent(/35\.50/);
    await expect(canvas.getByText(/cart on this device stays|تبقى السلة/i)).toBeVisible();
  },
};

export const AsksToConfirmFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: deleteButton }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    const box = canvas.getByRole('checkbox', { name: understood });
    await waitFor(() => expect(box).toHaveAccessibleDescription(/tick the box|ضع علامة/i));
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('button', { name: deleteButton }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ExplainsAFailureAndKeepsEverything: Story = {
  args: { error: refused },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nothing was lost|لم تفقد شيئًا/i);
    await expect(canvas.getByRole('link', { name: /keep my account|الاحتفاظ بحسابي/i })).toHaveAttribute('href', '/account/profile');
  },
};
