import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { storyCarriers } from '../jobsStoryData.ts';
import type { CarrierItem } from '../types.ts';
import { CarriersView } from './CarriersView.tsx';

const ready = (data: CarrierItem[]) => ({ status: 'ready' as const, data, retry: fn() });

const meta = {
  title: 'Dashboard/Delivery/CarriersView',
  component: CarriersView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'carriers', label: 'Carriers' },
    ],
    fleet: { status: 'ready', data: { drivers: 8, available: 3 }, retry: fn() },
    carriers: ready(storyCarriers),
    canEdit: true,
    driversHref: '/delivery/drivers',
    onToggle: fn(async (): Promise<ApiError | null> => null),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CarriersView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shop's own drivers, and each carrier on or off. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /^(aramex|أرامكس)$/i })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /^(emirates post|بريد الإمارات)$/i })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: /manage drivers|إدارة السائقين/i })).toHaveAttribute('href', '/delivery/drivers');
  },
};

export const Loading: Story = {
  args: { fleet: { status: 'loading', data: undefined, retry: fn() }, carriers: { status: 'loading', data: undefined, retry: fn() } },
};

export const Empty: Story = { args: { carriers: ready([]) } };

export const LoadError: Story = {
  args: { carriers: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.carriers.retry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = {
  args: {
    carriers: ready([
      ...storyCarriers.slice(0, 2),
      { id: 'carrier-long', name: 'Emirates Express', name_ar: 'شركة الإمارات السريعة للتوصيل والشحن داخل الدولة وخارجها', enabled: true },
    ]),
  },
};

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A person who may only read sees the carriers, switches that cannot be changed. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /^(aramex|أرامكس)$/i })).toBeDisabled();
  },
};

/** Turning a carrier on sends once and says so. */
export const TurnsACarrierOn: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /^(emirates post|بريد الإمارات)$/i }));
    await waitFor(() => expect(args.onToggle).toHaveBeenCalledOnce());
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'carrier-emirates-post' }), true);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^(emirates post is turned on\.|شُغّلت بريد الإمارات\.)/i));
  },
};

/** The server refuses: it says so and the switch goes back. */
export const SaveFailed: Story = {
  args: { onToggle: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async ({ canvas }) => {
    const aramex = canvas.getByRole('switch', { name: /^(aramex|أرامكس)$/i });
    await userEvent.click(aramex);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/^(aramex was not changed|لم تتغير أرامكس)/i));
    await expect(aramex).toBeChecked();
  },
};
