import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { handlersFor, scenarios } from '@dukkan/mocks';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * The statistics area as the app runs it (issue #15): the real route, the seven statistics calls
 * through their SWR hooks against the MSW mock API, signed in as the demo shop owner (or the
 * cashier, who may not open it). The pictures are the top of the page; the charts have their own
 * stories.
 */
const meta = {
  title: 'Apps/Dashboard/Statistics',
  component: ConnectedDashboardRoute,
  args: { path: '/statistics', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
const figure = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement)
    .findByRole('figure', { name }, WAIT)
    .then((f) => within(f));
const SALES = /^(sales|المبيعات)$/i;
const ORDER_TYPES = /^(order types|أنواع الطلبات)$/i;
const RETRY = /try again|أعد المحاولة|حاول مرة أخرى/i;

/** Every chart has its answer (none is still a skeleton) and the visit counter shows the seeded 1,284. */
const allLoaded = (canvasElement: HTMLElement) =>
  waitFor(async () => {
    await expect(canvasElement.querySelectorAll('figure[aria-busy="true"]')).toHaveLength(0);
    await expect(within(canvasElement).getByText('1,284')).toBeVisible();
  }, WAIT);

export const ShowsTheShopStatistics: Story = {
  play: async ({ canvasElement }) => {
    const sales = await figure(canvasElement, SALES);
    await expect(await sales.findByRole('img', {}, WAIT)).toBeVisible();
    const types = await figure(canvasElement, ORDER_TYPES);
    await expect(await types.findByRole('img', {}, WAIT)).toBeVisible();
    await allLoaded(canvasElement);
  },
};

/** Week by week: the sales table lists 12 weeks, each starting on the shop's week start day. */
export const SwitchesToWeekByWeek: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await (await figure(canvasElement, SALES)).findByRole('img', {}, WAIT);
    await userEvent.click(await canvas.findByText(/^(week by week \(12 weeks\)|أسبوعًا بأسبوع \(12 أسبوعًا\))$/i));
    await waitFor(async () => {
      const sales = await figure(canvasElement, SALES);
      await expect(sales.getByRole('columnheader', { name: /^(week starting|الأسبوع الذي يبدأ في)$/i })).toBeInTheDocument();
      await expect(sales.getAllByRole('row')).toHaveLength(13);
    }, WAIT);
    await allLoaded(canvasElement);
  },
};

/** A custom range from the URL: October day by day (sales/orders), compared with the 31 days before it. */
export const ShowsACustomRange: Story = {
  args: { path: '/statistics?f.period=custom&f.from=2026-10-01&f.to=2026-10-31' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sales = await figure(canvasElement, SALES);
    await sales.findByRole('img', {}, WAIT);
    await expect(canvas.getByRole('radio', { name: /^(custom dates|تواريخ مخصّصة)$/i })).toBeChecked();
    await userEvent.click(sales.getByRole('button', { name: /show as table|عرض كجدول/i }));
    await expect(sales.getAllByRole('row')).toHaveLength(32);
    await waitFor(() => expect(canvas.getAllByText(/vs the previous period|مقارنةً بالفترة السابقة/i)).toHaveLength(2), WAIT);
    await allLoaded(canvasElement);
  },
};

/** The order-type call fails: its charts offer a retry, and the sales chart still shows. */
export const OneChartFails: Story = {
  parameters: { msw: { handlers: handlersFor({ vendorStatistics: scenarios.vendorStatistics?.orderTypeFails ?? [] }) } },
  play: async ({ canvasElement }) => {
    const types = await figure(canvasElement, ORDER_TYPES);
    await expect(await types.findByRole('button', { name: RETRY }, WAIT)).toBeVisible();
    const sales = await figure(canvasElement, SALES);
    await expect(await sales.findByRole('img', {}, WAIT)).toBeVisible();
    await allLoaded(canvasElement);
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: handlersFor({ vendorStatistics: scenarios.vendorStatistics?.serverError ?? [] }) } },
  play: async ({ canvasElement }) => {
    const sales = await figure(canvasElement, SALES);
    await expect(await sales.findByRole('button', { name: RETRY }, WAIT)).toBeVisible();
  },
};

/** The cashier's role has no money area: no link in the navigation, and the URL shows "No access". */
export const CashierHasNoAccess: Story = {
  args: { as: 'cashier' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: /no access to this page|لا يمكنك فتح هذه الصفحة/i }, WAIT),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /^(statistics|الإحصاءات)$/i })).toBeNull();
  },
};
