import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * Delivery as the app runs it (issue #15 item 4): the real route, the area list through its SWR
 * hook against the MSW mock API, signed in as the demo shop owner. The screens have their own
 * stories; these show the page wired to the calls.
 */
const meta = {
  title: 'Apps/Dashboard/Delivery',
  component: ConnectedDashboardRoute,
  args: { path: '/delivery/areas', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

/** The seeded shop's delivery areas with their terms, and the map. */
export const Areas: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(delivery areas|مناطق التوصيل)$/i }, WAIT);
    const table = await canvas.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
    await expect(canvas.getByRole('img', { name: /map of the delivery areas|خريطة مناطق التوصيل/i })).toBeVisible();
  },
};

/** "Edit" opens the area's settings from the URL's dialog, filled with what the server holds. */
export const EditsAnAreaFromTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await canvas.findByRole('button', { name: /^(edit delivery to dubai marina|تعديل التوصيل إلى دبي مارينا)$/i }, WAIT);
    await userEvent.click(edit);
    const dialog = within(await within(document.body).findByRole('dialog', {}, WAIT));
    await expect(dialog.getByRole('textbox', { name: /^(minimum order|الحد الأدنى للطلب)/i })).toHaveValue('30');
  },
};

/** The seeded shop's drivers on the map, with who is free, delivering or off duty. */
export const Drivers: Story = {
  args: { path: '/delivery/drivers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(drivers|السائقون)$/i }, WAIT);
    const table = await canvas.findByRole('table', {}, WAIT);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(8), WAIT);
    await expect(canvas.getByRole('img', { name: /map of the drivers|خريطة السائقين/i })).toBeVisible();
  },
};
