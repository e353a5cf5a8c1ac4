import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComplaintsView } from './ComplaintsView.tsx';
import { longComplaints, storyComplaints, storyLabels, storyQrCodes } from './complaintsStoryData.ts';

const meta = {
  title: 'Dashboard/Customers/Complaints/ComplaintsView',
  component: ComplaintsView,
  parameters: { layout: 'fullscreen' },
  args: {
    complaints: storyComplaints,
    qrCodes: storyQrCodes,
    labels: storyLabels,
    status: 'ready',
    onRetry: fn(),
    filters: {},
    onFiltersChange: fn(),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onAssignLabel: fn(),
    onManageLabels: fn(),
    qrCodesHref: '/customers/complaints/qr-codes',
  },
} satisfies Meta<typeof ComplaintsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', complaints: [] } };
export const Empty: Story = { args: { complaints: [] } };
export const NoMatches: Story = {
  args: { complaints: [], filters: { typeComplain: 'delivery' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(clear filters|مسح عوامل التصفية)$/i }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
  },
};
export const LoadError: Story = { args: { status: 'error', complaints: [], error: { kind: 'network', status: 0, message: 'offline' } } };
export const LongArabicContent: Story = { args: { complaints: longComplaints } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** Without `customers:update` the labels are chips and nothing changes a complaint. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(record a complaint|تسجيل شكوى)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(delete|حذف)/i })).toHaveLength(0);
    await expect(canvas.getAllByText('Call back').length).toBeGreaterThan(0);
    await expect(canvas.queryAllByRole('button', { name: /^(label of|تصنيف شكوى)/i })).toHaveLength(0);
  },
};

/** The phone is always +971 and reads left to right inside Arabic. */
export const ShowsTheUaeNumber: Story = {
  play: async ({ canvas }) => {
    const phone = canvas.getByText('+971 559998877');
    await expect(phone).toHaveAttribute('dir', 'ltr');
  },
};

/** A label is chosen from the row's own select, which names the customer. */
export const AssignsALabel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(label of|تصنيف شكوى) rohan pillai/i }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Refunded' }));
    await expect(args.onAssignLabel).toHaveBeenCalledWith(storyComplaints[2], 'cl-3');
  },
};

/** Choosing a kind filters the list (the caller keeps it in the URL). */
export const FiltersByKind: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /kind|النوع/i }));
    await userEvent.click(within(document.body).getByRole('option', { name: /^(delivery|التوصيل)$/i }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ typeComplain: 'delivery' });
  },
};
