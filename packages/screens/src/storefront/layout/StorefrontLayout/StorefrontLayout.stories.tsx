import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { StorefrontLayout } from './StorefrontLayout.tsx';

const meta = {
  title: 'Storefront/Layout/StorefrontLayout',
  component: StorefrontLayout,
  args: {
    shopName: 'Al Waha Fresh Market',
    locale: 'en',
    onLocaleChange: fn(),
    homeHref: '/',
    cartHref: '/cart',
    cartCount: 3,
    account: { kind: 'guest', loginHref: '/login' },
    children: (
      <main id="main" style={{ padding: 24, minBlockSize: 200 }}>
        <FormattedMessage id="ui.story.empty.description" />
      </main>
    ),
  },
} satisfies Meta<typeof StorefrontLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ShopNameLoading: Story = { args: { shopName: undefined } };
export const LongShopName: Story = {
  args: { shopName: 'سوق الواحة الطازج والملحمة — فواكه وخضروات عضوية وتمور وحلويات عربية، فرع البرشاء' },
};
export const SignedIn: Story = {
  args: { cartCount: 12, account: { kind: 'member', ordersHref: '/orders', addressesHref: '/addresses', onSignOut: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /my orders|طلباتي/i })).toHaveAttribute('href', '/orders');
    await userEvent.click(canvas.getByRole('button', { name: /sign out|تسجيل الخروج/i }));
    if (args.account.kind === 'member') await expect(args.account.onSignOut).toHaveBeenCalledOnce();
  },
};

export const CartCountIsAnnounced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /cart.*3 items|السلة.*3 منتجات/i })).toHaveAttribute('href', '/cart');
  },
};

/** A 360 px phone: the long name truncates, the language switch keeps its size. */
export const NarrowPhone: Story = {
  args: { shopName: 'Al Waha Fresh Market & Butchery — Al Barsha' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360, border: '1px dashed #c9ced6' }}>
        <Story />
      </div>
    ),
  ],
};

export const SkipLinkIsFirstStop: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /skip to main content|انتقل إلى المحتوى الرئيسي/i })).toHaveFocus();
  },
};

export const SwitchesLanguage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /العربية/ }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar');
  },
};
