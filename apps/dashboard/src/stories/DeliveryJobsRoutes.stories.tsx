import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * Delivery jobs and carriers as the app runs them (issue #15 item 4): the real routes, the jobs,
 * drivers, rates and carriers calls through their SWR hooks against the MSW mock API, signed in
 * as the demo shop owner. The screens have their own stories; these show the pages wired to the calls.
 */
const meta = {
  title: 'Apps/Dashboard/DeliveryJobs',
  component: ConnectedDashboardRoute,
  args: { path: '/delivery/jobs', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };
/** The page's breadcrumb, drawn once the route's handle is matched: the picture waits for it. */
const CRUMBS = /^(breadcrumb|مسار التنقل)$/i;

/** The seeded shop's open jobs, each with who delivers it once the names are known. */
export const Jobs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(delivery jobs|مهام التوصيل)$/i }, WAIT);
    await canvas.findByRole('navigation', { name: CRUMBS }, WAIT);
    const table = await canvas.findByRole('table', {}, WAIT);
    // Nine open jobs in the seed: three waiting, three assigned, three picked up.
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(10), WAIT);
    await waitFor(() => expect(table).not.toHaveTextContent(/driver-|carrier-/), WAIT);
  },
};

/** "Assign" on a waiting job: its free drivers nearest first and the carriers' prices, from the calls. */
export const AssignsAWaitingJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: CRUMBS }, WAIT);
    const assign = await canvas.findAllByRole('button', { name: /^(assign the delivery to|إسناد التوصيل إلى)/i }, WAIT);
    await userEvent.click(assign[0]!);
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    const drivers = await dialog.findByRole('radiogroup', { name: /^(your free drivers|سائقوك المتاحون)/i }, WAIT);
    await waitFor(() => expect(within(drivers).getAllByRole('radio').length).toBeGreaterThan(0), WAIT);
    const carriers = await dialog.findByRole('radiogroup', { name: /^(carriers|شركات التوصيل)/i }, WAIT);
    await expect(within(carriers).getAllByRole('radio')).toHaveLength(2);
  },
};

/** The shop's own fleet and the platform's carriers, two of them on. */
export const Carriers: Story = {
  args: { path: '/delivery/carriers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(carriers|شركات التوصيل)$/i }, WAIT);
    await canvas.findByRole('navigation', { name: CRUMBS }, WAIT);
    await waitFor(() => expect(canvas.getAllByRole('switch')).toHaveLength(4), WAIT);
    await expect(canvas.getByRole('switch', { name: /^(aramex|أرامكس)$/i })).toBeChecked();
    // The drivers' count comes from its own call, which may answer after the carriers.
    await expect(await canvas.findByText(/8 drivers|٨ سائقين|8 سائقين/i, {}, WAIT)).toBeVisible();
    // The picture starts at the top of the page, whatever scrolled the content pane while it loaded.
    for (const element of canvasElement.querySelectorAll<HTMLElement>('*')) if (element.scrollTop > 0) element.scrollTop = 0;
  },
};
