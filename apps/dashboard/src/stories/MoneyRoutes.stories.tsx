import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * Transactions and wallets as the app runs them (issue #15 items 2 and 3): the real routes, the
 * ledger and wallet calls through their SWR hooks against the MSW mock API, signed in as the demo
 * shop owner. The pictures are the top of the page; the screens have their own stories.
 */
const meta = {
  title: 'Apps/Dashboard/Money',
  component: ConnectedDashboardRoute,
  // A fixed range ending on the seed's day, so the picture does not move with the calendar.
  args: { path: '/transactions?f.from=2026-08-04&f.to=2026-11-01', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

/** The seeded ledger's last 90 days: rows in the table and the range's totals above it. */
export const Transactions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(transactions|المعاملات)$/i }, WAIT);
    const table = await canvas.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
    await expect(canvas.getByLabelText(/^(totals of the chosen dates|إجماليات الفترة المختارة)$/i)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /export csv|تصدير CSV/i })).not.toHaveAttribute('aria-disabled', 'true');
  },
};

/** The shop's wallet and what each driver of its delivery service holds. */
export const Wallet: Story = {
  args: { path: '/wallet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(wallet|المحفظة)$/i }, WAIT);
    const drivers = await canvas.findByRole('table', { name: /^(what each driver holds|ما يحمله كل سائق)$/i }, WAIT);
    await waitFor(() => expect(within(drivers).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
  },
};
