import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyLabels, storyLongLabels } from '../labelsStoryData.ts';
import { LabelsView } from './LabelsView.tsx';

const meta = {
  title: 'Dashboard/Customers/Labels/LabelsView',
  component: LabelsView,
  parameters: { layout: 'fullscreen' },
  args: {
    labels: storyLabels,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    customersHref: (id: string) => `/customers?f.label=${id}`,
  },
} satisfies Meta<typeof LabelsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const LIST = /^(the shop's labels|تصنيفات المتجر)$/i;

/** Each chip with its count (a label nobody carries has no link); Edit and Delete name the label. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: LIST }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent(/(18 customers|18 عميلاً)/);
    await expect(within(rows[0]!).getByRole('link', { name: /(vip)/i })).toHaveAttribute('href', '/customers?f.label=label-1');
    await expect(within(rows[3]!).queryByRole('link')).toBeNull();
    await expect(rows[4]).toHaveTextContent(/1,250/);
    await userEvent.click(list.getByRole('button', { name: /^(edit the label|تعديل التصنيف) wholesale$/i }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'label-2' }));
    await userEvent.click(list.getByRole('button', { name: /^(delete the label|حذف التصنيف) late payer$/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'label-4' }));
  },
};

export const LongContent: Story = {
  args: { labels: storyLongLabels },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** Someone who may only read: no add, edit or delete, the links stay. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(new label|تصنيف جديد)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(edit the label|تعديل التصنيف)/i })).toHaveLength(0);
    await expect(canvas.getAllByRole('link', { name: /(show customers|عرض العملاء)/i }).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  args: { labels: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no labels yet|لا تصنيفات بعد)$/i)).toBeVisible();
    const add = canvas.getAllByRole('button', { name: /^(new label|تصنيف جديد)$/i });
    await userEvent.click(add.at(-1)!);
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading', labels: [] } };

export const LoadError: Story = {
  args: { status: 'error', labels: [], error: { kind: 'network', status: 0, message: 'offline' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(no connection|لا يوجد اتصال)/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
