import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { DetailPage } from './DetailPage.tsx';
import { ControlledDetailPage, longTabs, orderTabs } from './DetailPage.storyKit.tsx';

const orderNumber = <bdi dir="ltr">#1042</bdi>;

const meta = {
  title: 'UI/Templates/DetailPage',
  component: DetailPage,
  parameters: { layout: 'padded' },
  render: (args) => <ControlledDetailPage {...args} />,
  args: {
    title: <FormattedMessage id="ui.story.overlays.pageOrder" values={{ number: orderNumber }} />,
    subtitle: <FormattedMessage id="ui.story.overlays.pageOrderDescription" values={{ time: <bdi dir="ltr">10:24</bdi> }} />,
    badge: { label: <FormattedMessage id="ui.story.data.badgePreparing" />, tone: 'info' },
    breadcrumbs: [
      { id: 'home', href: '#dashboard', label: <FormattedMessage id="ui.story.overlays.navDashboard" /> },
      { id: 'orders', href: '#orders', label: <FormattedMessage id="ui.story.overlays.navOrders" /> },
      { id: 'order', label: <FormattedMessage id="ui.story.overlays.pageOrder" values={{ number: orderNumber }} /> },
    ],
    actions: (
      <>
        <Button variant="secondary" onClick={fn()}>
          <FormattedMessage id="ui.story.overlays.menuPrint" />
        </Button>
        <Button onClick={fn()}>
          <FormattedMessage id="ui.story.overlays.pageMarkReady" />
        </Button>
      </>
    ),
    tabs: orderTabs,
    selectedTab: 'items',
    onTabChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/loading|جارٍ التحميل/i);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const LoadError: Story = {
  args: { status: 'error', error: <FormattedMessage id="ui.story.templates.orderError" /> },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const LongArabicContent: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.longTitle" />,
    subtitle: <FormattedMessage id="ui.story.overlays.longDescription" />,
    badge: { label: <FormattedMessage id="ui.story.data.badgeLongStatus" />, tone: 'warning' },
    tabs: longTabs,
  },
};
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** The caller's tab (from the URL) is the one shown, and the status badge names itself as the status. */
export const OpensTheTabNamedByTheUrl: Story = {
  args: { selectedTab: 'timeline' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tab', { name: /timeline|سجل الطلب/i })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(/Accepted by the shop|قبِل المتجر الطلب/);
    await expect(canvas.getByText(/^(Status|الحالة)/)).toBeInTheDocument();
    await expect(args.onTabChange).not.toHaveBeenCalled();
  },
};

/** Next is ArrowRight in English and ArrowLeft in Arabic; the disabled tab is skipped; each change goes to the caller. */
export const SwitchesTabWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const rtl = document.documentElement.dir === 'rtl';
    const next = rtl ? '{ArrowLeft}' : '{ArrowRight}';
    const tabs = canvas.getAllByRole('tab');
    tabs[0]?.focus();
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard(next);
    await expect(tabs[1]).toHaveFocus();
    await expect(args.onTabChange).toHaveBeenLastCalledWith('customer');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('+971 50 123 4567');
    await userEvent.keyboard(next);
    await expect(args.onTabChange).toHaveBeenLastCalledWith('timeline');
    await userEvent.keyboard(next);
    // Refunds is disabled: the focus wraps round to the first tab.
    await expect(tabs[0]).toHaveFocus();
    await expect(tabs[3]).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onTabChange).toHaveBeenLastCalledWith('items');
  },
};
