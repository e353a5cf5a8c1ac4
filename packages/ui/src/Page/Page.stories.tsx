import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { EmptyState } from '../State/index.ts';
import { Page } from './Page.tsx';

const orderNumber = <bdi dir="ltr">#1042</bdi>;

const meta = {
  title: 'UI/Page',
  component: Page,
  parameters: { layout: 'padded' },
  args: {
    title: <FormattedMessage id="ui.story.overlays.pageOrder" values={{ number: orderNumber }} />,
    description: <FormattedMessage id="ui.story.overlays.pageOrderDescription" values={{ time: <bdi dir="ltr">10:24</bdi> }} />,
    breadcrumbs: [
      { id: 'home', href: '#dashboard', label: <FormattedMessage id="ui.story.overlays.navDashboard" /> },
      { id: 'orders', href: '#orders', label: <FormattedMessage id="ui.story.overlays.navOrders" /> },
      { id: 'order', label: <FormattedMessage id="ui.story.overlays.pageOrder" values={{ number: orderNumber }} /> },
    ],
    secondaryActions: (
      <Button variant="secondary" onClick={fn()}>
        <FormattedMessage id="ui.story.overlays.menuPrint" />
      </Button>
    ),
    primaryAction: (
      <Button onClick={fn()}>
        <FormattedMessage id="ui.story.overlays.pageMarkReady" />
      </Button>
    ),
    children: (
      <p>
        <FormattedMessage id="ui.story.overlays.termsParagraph" />
      </p>
    ),
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutBreadcrumbs: Story = { args: { breadcrumbs: undefined } };
export const WithoutActions: Story = { args: { primaryAction: undefined, secondaryActions: undefined, description: undefined } };
export const Loading: Story = {
  args: { loading: true, children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(/loading|جارٍ التحميل|جار التحميل/i);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.navOrders" />,
    breadcrumbs: undefined,
    description: undefined,
    children: (
      <EmptyState
        title={<FormattedMessage id="ui.story.empty.title" />}
        description={<FormattedMessage id="ui.story.empty.description" />}
      />
    ),
  },
};
export const LongArabicText: Story = {
  args: {
    title: <FormattedMessage id="ui.story.overlays.longTitle" />,
    description: <FormattedMessage id="ui.story.overlays.longDescription" />,
    breadcrumbs: [
      { id: 'home', href: '#dashboard', label: <FormattedMessage id="ui.story.overlays.navDashboard" /> },
      { id: 'zones', href: '#zones', label: <FormattedMessage id="ui.story.overlays.navDeliveryZones" /> },
      { id: 'zone', label: <FormattedMessage id="ui.story.overlays.longTitle" /> },
    ],
  },
};

/** The trail is a named nav; the current page is marked; the chevrons point along the reading direction. */
export const MarksTheCurrentBreadcrumb: Story = {
  play: async ({ canvas }) => {
    const trail = canvas.getByRole('navigation', { name: /breadcrumb|مسار التنقل/i });
    const links = within(trail).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(within(trail).getByText(/1042/).closest('[aria-current="page"]')).not.toBeNull();
    const chevron = trail.querySelector('[data-icon="ChevronNext"]') as Element;
    const rtl = document.documentElement.dir === 'rtl';
    await expect(getComputedStyle(chevron).transform !== 'none').toBe(rtl);
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
  },
};
