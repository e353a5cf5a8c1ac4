import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { CustomersIcon, DeliveryIcon } from '../Icon/icons-dashboard.tsx';
import { ChartIcon } from '../Icon/icons-data.tsx';
import { HomeIcon, OrdersIcon, ProductsIcon, SettingsIcon } from '../Icon/icons-overlays.tsx';
import { LinkProvider, type LinkComponentProps } from '../Link/index.ts';
import { LocaleSwitch } from '../LocaleSwitch/index.ts';
import { Page } from '../Page/index.ts';
import { AppShell, type AppShellProps } from './AppShell.tsx';
import type { AppShellNavGroup, AppShellNavItem } from './AppShellNav.tsx';

const navigate = fn();

/** Stands in for the app's router link: the shell renders whatever link the app injects. */
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

const nav: AppShellNavItem[] = [
  { id: 'dashboard', href: '/dashboard', icon: <HomeIcon />, label: <FormattedMessage id="ui.story.overlays.navDashboard" /> },
  { id: 'orders', href: '/orders', icon: <OrdersIcon />, label: <FormattedMessage id="ui.story.overlays.navOrders" /> },
  { id: 'products', href: '/products', icon: <ProductsIcon />, label: <FormattedMessage id="ui.story.overlays.navProducts" /> },
  { id: 'customers', href: '/customers', label: <FormattedMessage id="ui.story.overlays.navCustomers" /> },
  { id: 'zones', href: '/zones', label: <FormattedMessage id="ui.story.overlays.navDeliveryZones" /> },
  { id: 'reports', href: '/reports', label: <FormattedMessage id="ui.story.overlays.navReports" /> },
  { id: 'settings', href: '/settings', icon: <SettingsIcon />, label: <FormattedMessage id="ui.story.overlays.navSettings" /> },
];

const categoryIds = [
  'ui.story.overlays.catFruit',
  'ui.story.overlays.catVegetables',
  'ui.story.overlays.catDairy',
  'ui.story.overlays.catBakery',
  'ui.story.overlays.catMeat',
  'ui.story.overlays.catSeafood',
  'ui.story.overlays.catFrozen',
  'ui.story.overlays.catDrinks',
  'ui.story.overlays.catSnacks',
  'ui.story.overlays.catHousehold',
  'ui.story.overlays.catBaby',
  'ui.story.overlays.catCare',
] as const;

const manyNav: AppShellNavItem[] = [
  ...nav,
  ...categoryIds.map((id, index) => ({ id, href: `/categories/${index + 1}`, label: <FormattedMessage id={id} /> })),
];

function HeaderActions() {
  const intl = useIntl();
  return <LocaleSwitch locale={intl.locale === 'ar' ? 'ar' : 'en'} onChange={fn()} />;
}

const page = (
  <Page
    title={<FormattedMessage id="ui.story.overlays.navOrders" />}
    primaryAction={
      <Button>
        <FormattedMessage id="ui.story.overlays.filterOrders" />
      </Button>
    }
  >
    <p>
      <FormattedMessage id="ui.story.overlays.termsParagraph" />
    </p>
  </Page>
);

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  decorators: [
    (Story) => (
      <LinkProvider value={RouterLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  args: {
    brand: <FormattedMessage id="ui.story.overlays.brand" />,
    actions: <HeaderActions />,
    navItems: nav,
    currentNavId: 'orders',
    children: page,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone: Story['decorators'] = [
  (Story) => (
    <div style={{ inlineSize: 360, blockSize: 640, overflow: 'auto' }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  play: async ({ canvas }) => {
    const sideNav = canvas.getByRole('navigation', { name: /main navigation|التنقل الرئيسي/i });
    await expect(within(sideNav).getByRole('link', { name: /orders|الطلبات/i })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: /open navigation|فتح قائمة التنقل/i })).not.toBeInTheDocument();
  },
};

export const WithManyNavItems: Story = { args: { navItems: manyNav } };

export const LongArabicLabels: Story = {
  args: {
    brand: <FormattedMessage id="ui.story.overlays.longTitle" />,
    navItems: [
      ...nav.slice(0, 2),
      { id: 'long-1', href: '/substitutions', label: <FormattedMessage id="ui.story.overlays.tabLongOne" /> },
      { id: 'long-2', href: '/scheduled', label: <FormattedMessage id="ui.story.overlays.tabLongTwo" /> },
      { id: 'long-3', href: '/returns', label: <FormattedMessage id="ui.story.overlays.tabLongThree" /> },
    ],
  },
};

export const NarrowPhone: Story = { decorators: phone };

/** In a phone-wide frame the side navigation folds away behind the menu button. */
export const CollapsedNavigation: Story = {
  decorators: phone,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: /main navigation|التنقل الرئيسي/i })).not.toBeInTheDocument();
    const menu = canvas.getByRole('button', { name: /open navigation|فتح قائمة التنقل/i });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpensTheNavigationDrawerOnAPhone: Story = {
  decorators: phone,
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: /open navigation|فتح قائمة التنقل/i });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: /main navigation|التنقل الرئيسي/i });
    const links = within(drawer).getAllByRole('link');
    await expect(links).toHaveLength(nav.length);
    await expect(within(drawer).getByRole('link', { name: /orders|الطلبات/i })).toHaveAttribute('aria-current', 'page');
    // Comes in from the inline start: the left edge in English, the right in Arabic.
    const rtl = document.documentElement.dir === 'rtl';
    const panel = drawer.parentElement as HTMLElement;
    await waitFor(() => {
      const box = panel.getBoundingClientRect();
      return expect(rtl ? document.documentElement.clientWidth - box.right : box.left).toBeCloseTo(0, 0);
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menu).toHaveFocus());
    // Following a link closes the drawer.
    await userEvent.click(menu);
    const reopened = await screen.findByRole('dialog');
    await userEvent.click(within(reopened).getByRole('link', { name: /products|المنتجات/i }));
    await expect(navigate).toHaveBeenLastCalledWith('/products');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const SkipsToTheMainContent: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: /skip to main content|انتقل إلى المحتوى الرئيسي/i });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

const icons: Record<string, ReactNode> = {
  customers: <CustomersIcon />,
  zones: <DeliveryIcon />,
  reports: <ChartIcon />,
};
const withIcons = nav.map((item) => ({ ...item, icon: item.icon ?? icons[item.id] }));
const byId = (id: string) => withIcons.find((item) => item.id === id) as AppShellNavItem;

const groups: AppShellNavGroup[] = [
  {
    id: 'sales',
    label: <FormattedMessage id="ui.story.appShell.groupSales" />,
    items: [byId('dashboard'), byId('orders'), byId('customers')],
  },
  { id: 'catalogue', label: <FormattedMessage id="ui.story.appShell.groupCatalogue" />, items: [byId('products')] },
  {
    id: 'shop',
    label: <FormattedMessage id="ui.story.appShell.groupShop" />,
    items: [byId('zones'), byId('reports'), byId('settings')],
  },
];

/** The app keeps the folded state; the story plays that part. */
function Foldable(props: AppShellProps) {
  const [collapsed, setCollapsed] = useState(props.navCollapsed ?? false);
  return (
    <AppShell
      {...props}
      navCollapsed={collapsed}
      onNavCollapsedChange={(next) => {
        props.onNavCollapsedChange?.(next);
        setCollapsed(next);
      }}
    />
  );
}

const sideNavName = /main navigation|التنقل الرئيسي/i;

/** Titled groups (`navGroups`) instead of one flat list. */
export const GroupedNavigation: Story = { args: { navGroups: groups } };

export const FoldsTheNavigationToIcons: Story = {
  args: { navGroups: groups, onNavCollapsedChange: fn() },
  render: (args) => <Foldable {...args} />,
  play: async ({ canvas, args }) => {
    const sideNav = canvas.getByRole('navigation', { name: sideNavName });
    const fold = within(sideNav).getByRole('button', { name: /collapse navigation|طيّ قائمة التنقل/i });
    fold.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavCollapsedChange).toHaveBeenLastCalledWith(true);
    const unfold = within(sideNav).getByRole('button', { name: /expand navigation|توسيع قائمة التنقل/i });
    await waitFor(() => expect(sideNav.getBoundingClientRect().width).toBeLessThan(80));
    // Icons only, yet every link keeps its name and the groups keep theirs.
    const orders = within(sideNav).getByRole('link', { name: /^(orders|الطلبات)$/i });
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await expect(within(sideNav).getAllByRole('link')).toHaveLength(nav.length);
    await expect(within(sideNav).getByRole('list', { name: /^(sales|المبيعات)$/i })).toBeInTheDocument();
    // The label shows as a tooltip on keyboard focus.
    await userEvent.tab();
    await expect(within(sideNav).getAllByRole('link')[0]).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/dashboard|لوحة التحكم/i));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(unfold).toBeVisible();
  },
};

const phoneViewport = { viewport: { value: 'mobile1', isRotated: false } };
const bottomBar = { items: [byId('dashboard'), byId('orders'), byId('products'), byId('customers')] };

/** On a phone the bottom bar holds the first four links and "More"; the header's menu button goes. */
export const BottomBarOnAPhone: Story = {
  args: { navGroups: groups, bottomBar },
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: /shortcuts|اختصارات/i });
    await expect(within(bar).getAllByRole('link')).toHaveLength(4);
    await expect(within(bar).getByRole('link', { name: /orders|الطلبات/i })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('button', { name: /open navigation|فتح قائمة التنقل/i })).not.toBeInTheDocument();
    // The bar sits on the bottom edge of the screen.
    await expect(bar.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
  },
};

export const OpensAllGroupsFromMoreOnAPhone: Story = {
  args: { navGroups: groups, bottomBar },
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: /^(more|المزيد)$/i });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    const drawer = await screen.findByRole('dialog', { name: sideNavName });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(nav.length);
    await expect(within(drawer).getByRole('list', { name: /^(shop|المتجر)$/i })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  },
};
