import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoAccounts } from '@dukkan/mocks';
import {
  CatalogueIcon,
  CustomersIcon,
  DeliveryIcon,
  LinkProvider,
  MarketingIcon,
  MoneyIcon,
  OrdersIcon,
  OverviewIcon,
  Page,
  SettingsIcon,
  ShopIcon,
  UsersIcon,
  type LinkComponentProps,
} from '@dukkan/ui';
import { DashboardFrame, type DashboardFrameProps, type DashboardNavGroup, type DashboardShopChoice } from './DashboardFrame.tsx';

const navigate = fn();

/** Stands in for the app's router link: a click is a navigation, not a page load. */
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ href, children, onClick, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
});

/** Every area, as a shop owner sees it (the app filters by capability before passing it). */
const ownerNav: DashboardNavGroup[] = [
  {
    id: 'shop',
    labelId: 'dashboard.nav.group.shop',
    items: [
      { id: 'overview', labelId: 'dashboard.nav.overview', href: '/', icon: <OverviewIcon /> },
      { id: 'shopProfile', labelId: 'dashboard.nav.shopProfile', href: '/shop/profile', icon: <ShopIcon /> },
    ],
  },
  {
    id: 'catalogue',
    labelId: 'dashboard.nav.group.catalogue',
    items: [{ id: 'products', labelId: 'dashboard.nav.products', href: '/catalogue/products', icon: <CatalogueIcon /> }],
  },
  {
    id: 'orders',
    labelId: 'dashboard.nav.group.orders',
    items: [
      { id: 'liveOrders', labelId: 'dashboard.nav.liveOrders', href: '/orders/live', icon: <OrdersIcon /> },
      { id: 'orderArchive', labelId: 'dashboard.nav.orderArchive', href: '/orders/archive', icon: <OrdersIcon /> },
      { id: 'pointOfSale', labelId: 'dashboard.nav.pointOfSale', href: '/orders/pos', icon: <OrdersIcon /> },
      { id: 'requests', labelId: 'dashboard.nav.requests', href: '/orders/requests', icon: <OrdersIcon /> },
    ],
  },
  {
    id: 'customers',
    labelId: 'dashboard.nav.group.customers',
    items: [
      { id: 'crm', labelId: 'dashboard.nav.crm', href: '/customers/crm', icon: <CustomersIcon /> },
      { id: 'complaints', labelId: 'dashboard.nav.complaints', href: '/customers/complaints', icon: <CustomersIcon /> },
      { id: 'reviews', labelId: 'dashboard.nav.reviews', href: '/customers/reviews', icon: <CustomersIcon /> },
      { id: 'whatsapp', labelId: 'dashboard.nav.whatsapp', href: '/customers/whatsapp', icon: <CustomersIcon /> },
    ],
  },
  {
    id: 'marketing',
    labelId: 'dashboard.nav.group.marketing',
    items: [
      { id: 'slider', labelId: 'dashboard.nav.slider', href: '/marketing/slider', icon: <MarketingIcon /> },
      { id: 'socialCards', labelId: 'dashboard.nav.socialCards', href: '/marketing/social-cards', icon: <MarketingIcon /> },
      { id: 'blogs', labelId: 'dashboard.nav.blogs', href: '/marketing/blogs', icon: <MarketingIcon /> },
      { id: 'nfcCards', labelId: 'dashboard.nav.nfcCards', href: '/marketing/nfc-cards', icon: <MarketingIcon /> },
    ],
  },
  {
    id: 'money',
    labelId: 'dashboard.nav.group.money',
    items: [
      { id: 'statistics', labelId: 'dashboard.nav.statistics', href: '/money/statistics', icon: <MoneyIcon /> },
      { id: 'transactions', labelId: 'dashboard.nav.transactions', href: '/money/transactions', icon: <MoneyIcon /> },
      { id: 'wallet', labelId: 'dashboard.nav.wallet', href: '/money/wallet', icon: <MoneyIcon /> },
    ],
  },
  {
    id: 'delivery',
    labelId: 'dashboard.nav.group.delivery',
    items: [{ id: 'delivery', labelId: 'dashboard.nav.delivery', href: '/delivery', icon: <DeliveryIcon /> }],
  },
  {
    id: 'settings',
    labelId: 'dashboard.nav.group.settings',
    items: [{ id: 'settings', labelId: 'dashboard.nav.settings', href: '/settings', icon: <SettingsIcon /> }],
  },
  {
    id: 'users',
    labelId: 'dashboard.nav.group.users',
    items: [{ id: 'users', labelId: 'dashboard.nav.users', href: '/users', icon: <UsersIcon /> }],
  },
];

const pick = (groupId: string, itemIds: readonly string[]): DashboardNavGroup => {
  const group = ownerNav.find((g) => g.id === groupId) as DashboardNavGroup;
  return { ...group, items: group.items.filter((item) => itemIds.includes(item.id)) };
};

const cashierNav = [
  pick('shop', ['overview']),
  pick('orders', ['liveOrders', 'orderArchive', 'pointOfSale']),
  pick('customers', ['complaints']),
];
const kitchenNav = [pick('orders', ['liveOrders'])];
const ownerItemCount = ownerNav.reduce((sum, group) => sum + group.items.length, 0);

const ledShops: DashboardShopChoice[] = [
  { id: 'shop-1001', name: 'Al Waha Fresh Market — Dubai Marina', isActive: true, isBanned: false },
  { id: 'shop-1002', name: 'Al Waha Fresh Market — Al Barsha', isActive: true, isBanned: false },
  { id: 'shop-1003', name: 'Al Waha Fresh Market — Deira', isActive: false, isBanned: false },
  { id: 'shop-1004', name: 'Al Waha Bakery — Mirdif', isActive: true, isBanned: true },
];

/** A screen as it sits in the frame: its Page carries the breadcrumbs (one place for them). */
const samplePage = (
  <Page
    title={<FormattedMessage id="dashboard.nav.liveOrders" />}
    description={<FormattedMessage id="dashboard.story.frame.pageDescription" />}
    breadcrumbs={[
      { id: 'orders', href: '/orders', label: <FormattedMessage id="dashboard.story.frame.ordersCrumb" /> },
      { id: 'live', label: <FormattedMessage id="dashboard.nav.liveOrders" /> },
    ]}
  >
    <p>
      <FormattedMessage id="dashboard.story.frame.pageBody" />
    </p>
  </Page>
);

/** The app keeps the folded state, the working shop and the locale; the story plays that part. */
function Frame(props: DashboardFrameProps) {
  const intl = useIntl();
  const [collapsed, setCollapsed] = useState(props.navCollapsed);
  const [shopId, setShopId] = useState(props.currentShopId);
  return (
    <DashboardFrame
      {...props}
      locale={intl.locale === 'ar' ? 'ar' : 'en'}
      navCollapsed={collapsed}
      onNavCollapsedChange={(next) => {
        props.onNavCollapsedChange(next);
        setCollapsed(next);
      }}
      currentShopId={shopId}
      onShopChange={(next) => {
        props.onShopChange?.(next);
        setShopId(next);
      }}
    />
  );
}

/** The message the app passes when signing out failed, in the story's language. */
function FrameWithSignOutError(props: DashboardFrameProps) {
  const intl = useIntl();
  return <Frame {...props} signOutError={intl.formatMessage({ id: 'dashboard.frame.signOutFailed' })} />;
}

const meta = {
  title: 'Dashboard/Layout/DashboardFrame',
  component: DashboardFrame,
  render: (args) => <Frame {...args} />,
  decorators: [
    (Story) => (
      <LinkProvider value={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    navGroups: ownerNav,
    currentNavId: 'liveOrders',
    userName: demoAccounts.seller.fullName,
    roleLabelIds: ['dashboard.role.seller'],
    shopName: 'Al Waha Fresh Market',
    locale: 'en',
    onLocaleChange: fn(),
    onSignOut: fn(),
    signingOut: false,
    navCollapsed: false,
    onNavCollapsedChange: fn(),
    onShopChange: fn(),
    children: samplePage,
  },
} satisfies Meta<typeof DashboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile1', isRotated: false } };
const sideNavName = /^(main navigation|التنقل الرئيسي)$/i;

export const Owner: Story = {};

export const Cashier: Story = {
  args: {
    navGroups: cashierNav,
    userName: demoAccounts.cashier.fullName,
    roleLabelIds: ['dashboard.role.cashier', 'dashboard.role.kitchen'],
  },
};

export const Kitchen: Story = {
  args: { navGroups: kitchenNav, userName: 'Ramesh Pillai', roleLabelIds: ['dashboard.role.kitchen'] },
};

export const LeadWithShopPicker: Story = {
  args: { roleLabelIds: ['dashboard.role.seller', 'dashboard.role.lead'], shops: ledShops, currentShopId: 'shop-1001' },
};

export const Collapsed: Story = { args: { navCollapsed: true } };

/** A phone: the bottom bar holds the first four items and "More"; the name and roles move into the account menu. */
export const NarrowPhone: Story = { globals: phone };

export const LongArabicNames: Story = {
  args: {
    userName: 'عبدالرحمن بن محمد بن راشد الفلاسي المنصوري',
    shopName: 'سوق الواحة الطازج للخضروات والفواكه واللحوم والأسماك والمخبوزات — فرع مردف',
    roleLabelIds: ['dashboard.role.seller', 'dashboard.role.lead', 'dashboard.role.cashier', 'dashboard.role.kitchen'],
  },
};

export const SigningOut: Story = { args: { signingOut: true } };

export const SignOutFailed: Story = { render: (args) => <FrameWithSignOutError {...args} /> };

export const CollapsesNavigationAndKeepsLinksNamed: Story = {
  play: async ({ canvas, args }) => {
    const sideNav = canvas.getByRole('navigation', { name: sideNavName });
    await userEvent.click(within(sideNav).getByRole('button', { name: /collapse navigation|طيّ قائمة التنقل/i }));
    await expect(args.onNavCollapsedChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(sideNav.getBoundingClientRect().width).toBeLessThan(80));
    // Icons only: every link keeps its name, the current page stays marked, the groups keep their titles.
    await expect(within(sideNav).getAllByRole('link')).toHaveLength(ownerItemCount);
    await expect(within(sideNav).getByRole('link', { name: /^(live orders|الطلبات الجارية)$/i })).toHaveAttribute('aria-current', 'page');
    await expect(within(sideNav).getByRole('list', { name: /^(marketing|التسويق)$/i })).toBeInTheDocument();
    const toggle = within(sideNav).getByRole('button', { name: /expand navigation|توسيع قائمة التنقل/i });
    await userEvent.click(toggle);
    await expect(args.onNavCollapsedChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(sideNav.getBoundingClientRect().width).toBeGreaterThan(200));
    await expect(toggle).toHaveAccessibleName(/collapse navigation|طيّ قائمة التنقل/i);
    // The picture shows the frame, not the toggle's hover tooltip.
    await userEvent.unhover(toggle);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const SwitchesShopAsLead: Story = {
  args: { ...LeadWithShopPicker.args },
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('button', { name: /Dubai Marina/i });
    await userEvent.click(picker);
    const list = await screen.findByRole('listbox');
    // A suspended shop is listed, with the reason, but cannot be chosen; an inactive one (not
    // yet open to customers) is marked and can be chosen, to prepare it (decision 0044).
    await expect(within(list).getByRole('option', { name: /Mirdif \((suspended|موقوف)\)/i })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(list).getByRole('option', { name: /Deira \((inactive|غير نشط)\)/i })).not.toHaveAttribute('aria-disabled');
    await userEvent.click(within(list).getByRole('option', { name: /Al Barsha/i }));
    await expect(args.onShopChange).toHaveBeenCalledWith('shop-1002');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(picker).toHaveTextContent(/Al Barsha/);
  },
};

export const SignsOutFromTheAccountMenu: Story = {
  play: async ({ canvas, args }) => {
    const account = canvas.getByRole('button', { name: /(account|الحساب).*Khalid Al Mansoori/i });
    account.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('group', { name: /Khalid Al Mansoori.*(shop owner|صاحب المتجر)/i })).toBeInTheDocument();
    const signOut = within(menu).getByRole('menuitem', { name: /^(sign out|تسجيل الخروج)$/i });
    await waitFor(() => expect(signOut).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(account).toHaveFocus());
  },
};

export const OpensMoreFromTheBottomBar: Story = {
  globals: phone,
  // Folded on a computer earlier: on a phone the page still takes the whole width.
  args: { navCollapsed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBeGreaterThan(300);
    const bar = canvas.getByRole('navigation', { name: /^(shortcuts|اختصارات)$/i });
    const shortcuts = within(bar).getAllByRole('link');
    await expect(shortcuts.map((link) => link.getAttribute('href'))).toEqual(['/', '/shop/profile', '/catalogue/products', '/orders/live']);
    await expect(shortcuts[3]).toHaveAttribute('aria-current', 'page');
    const more = within(bar).getByRole('button', { name: /^(more|المزيد)$/i });
    await userEvent.click(more);
    const drawer = await screen.findByRole('dialog', { name: sideNavName });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(ownerItemCount);
    await expect(within(drawer).getByRole('list', { name: /^(users|المستخدمون)$/i })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  },
};
