import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormattedMessage } from 'react-intl';
import { SearchBox } from '../../search/index.ts';
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
const member = {
  kind: 'member' as const,
  links: {
    orders: '/orders',
    addresses: '/addresses',
    profile: '/account/profile',
    wallet: '/account/wallet',
    paymentMethods: '/account/payment-methods',
    deleteAccount: '/account/delete',
  },
  onNavigate: fn(),
  onSignOut: fn(),
};
const accountButton = /my account|حسابي/i;

export const SignedIn: Story = { args: { cartCount: 12, account: member } };
export const SigningOut: Story = { args: { account: { ...member, isSigningOut: true } } };
/** The menu open, as a customer sees it after pressing "My account". */
export const AccountMenuOpen: Story = {
  args: { account: member },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: accountButton }));
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
  },
};

export const OpensTheAccountMenuWithTheKeyboard: Story = {
  args: { account: member },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: accountButton });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toHaveLength(7);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    if (args.account.kind === 'member') await expect(args.account.onNavigate).toHaveBeenCalledWith('/account/wallet');
    await waitFor(() => expect(trigger).toHaveFocus());
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
  },
};

export const SignsOutFromTheMenu: Story = {
  args: { account: member },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: accountButton }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /sign out|تسجيل الخروج/i }));
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    if (args.account.kind === 'member') {
      await expect(args.account.onSignOut).toHaveBeenCalledOnce();
      await expect(args.account.onNavigate).not.toHaveBeenCalled();
    }
  },
};

export const LinksPaymentMethodsAndDeletion: Story = {
  args: { account: member },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: accountButton }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: /payment methods|طرق الدفع/i }));
    await waitFor(() => expect(within(document.body).queryByRole('menu')).toBeNull());
    if (args.account.kind === 'member') await expect(args.account.onNavigate).toHaveBeenCalledWith('/account/payment-methods');
  },
};

/** The header with the search slot filled (the app passes its search box). */
export const WithSearch: Story = {
  args: {
    account: member,
    search: <SearchBox value="" onChange={fn()} onSubmit={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
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
