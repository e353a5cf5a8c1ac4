import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DashboardHome } from './DashboardHome.tsx';

const meta = {
  title: 'Dashboard/Home/DashboardHome',
  component: DashboardHome,
  args: {
    userName: 'Khalid Al Mansoori',
    shopName: 'Al Waha Fresh Market',
    roles: { isSeller: true, isLead: false, isCashier: false, isKitchen: false },
    isLoading: false,
    onRetry: fn(),
    onSignOut: fn(),
    signingOut: false,
  },
} satisfies Meta<typeof DashboardHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { isLoading: true, userName: undefined, shopName: undefined } };
export const LoadError: Story = { args: { error: new Error('HTTP 500'), userName: undefined } };
export const Cashier: Story = {
  args: { userName: 'Aisha Rahman', roles: { isSeller: false, isLead: false, isCashier: true, isKitchen: true } },
};
export const SigningOut: Story = { args: { signingOut: true } };
export const SignOutFailed: Story = {
  args: { signOutError: "We couldn't sign you out. Check your connection and try again." },
};
export const LongArabicNames: Story = {
  args: {
    userName: 'عبدالرحمن بن محمد بن راشد الفلاسي المنصوري',
    shopName: 'سوق الواحة الطازج للخضروات والفواكه واللحوم والأسماك والمخبوزات — فرع مردف',
    roles: { isSeller: true, isLead: true, isCashier: true, isKitchen: true },
  },
};

export const SignsOutFromTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /sign out|تسجيل الخروج/i });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
