import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAttributes, storyLongAttributes } from '../attributesStoryData.ts';
import { AttributesView } from './AttributesView.tsx';

const meta = {
  title: 'Dashboard/Customers/Attributes/AttributesView',
  component: AttributesView,
  parameters: { layout: 'fullscreen' },
  args: {
    attributes: storyAttributes,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    customersHref: (id: string, value?: string) =>
      `/customers?f.attribute=${id}${value ? `&f.attributeValue=${encodeURIComponent(value)}` : ''}`,
  },
} satisfies Meta<typeof AttributesView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each attribute with its type; a choice's options link to the customers who have each. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const list = within(canvas.getByRole('list', { name: /^(the shop's attributes|سمات المتجر)$/i }));
    await expect(list.getAllByRole('listitem', { name: undefined }).length).toBeGreaterThanOrEqual(5);
    await expect(canvas.getByRole('link', { name: /preferred delivery slot.*evening/i })).toHaveAttribute(
      'href',
      '/customers?f.attribute=attr-1&f.attributeValue=Evening',
    );
    await userEvent.click(canvas.getByRole('button', { name: /^(edit the attribute|تعديل السمة) household size$/i }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'attr-2' }));
    await userEvent.click(canvas.getByRole('button', { name: /^(delete the attribute|حذف السمة) birthday$/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'attr-3' }));
  },
};

export const LongContent: Story = {
  args: { attributes: storyLongAttributes, canEdit: false },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Empty: Story = {
  args: { attributes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(no attributes yet|لا سمات بعد)$/i)).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', attributes: [] } };

export const LoadError: Story = {
  args: { status: 'error', attributes: [], error: { kind: 'http', status: 500, message: 'boom' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/^(the attributes could not be loaded\.|تعذّر تحميل السمات\.)$/i)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(try again|حاول مرة أخرى)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
