import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longAreas, storyAreas } from '../shared/areasStoryData.ts';
import type { DeliveryAreaItem } from '../shared/types.ts';
import { DeliveryAreasView } from './DeliveryAreasView.tsx';

const ready = (data: DeliveryAreaItem[]) => ({ status: 'ready' as const, data, retry: fn() });
const body = () => within(document.body);

const meta = {
  title: 'Dashboard/Delivery/DeliveryAreasView',
  component: DeliveryAreasView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'areas', label: 'Delivery areas' },
    ],
    areas: ready(storyAreas),
    canEdit: true,
    onAdd: fn(),
    onEdit: fn(),
    onRemove: fn(async (): Promise<ApiError | null> => null),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof DeliveryAreasView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The areas the shop delivers to with their terms, and all the areas on the map. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table'));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(
      canvas.getByRole('img', { name: /3 areas you deliver to, 3 other areas|3 مناطق توصل إليها، و3 مناطق أخرى/i }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { areas: { status: 'loading', data: undefined, retry: fn() } } };

export const Empty: Story = {
  args: { areas: ready(storyAreas.map(({ settings: _settings, ...area }) => area)) },
  play: async ({ canvas, args }) => {
    await canvas.findByText(/you do not deliver anywhere yet|لا توصل إلى أي منطقة بعد/i);
    const adds = canvas.getAllByRole('button', { name: /^(deliver to an area|التوصيل إلى منطقة)$/i });
    await userEvent.click(adds[adds.length - 1]!);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { areas: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.areas.retry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = { args: { areas: ready(longAreas) } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A person who may only read sees the terms without add, edit or remove. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await expect(canvas.queryByRole('button', { name: /deliver to an area|التوصيل إلى منطقة/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(edit|تعديل)/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /stop delivering|إيقاف التوصيل/i })).toBeNull();
  },
};

/** The removal was refused: the page says so and why, and the area stays. */
export const SaveFailed: Story = {
  args: { onRemove: fn(async (): Promise<ApiError | null> => ({ kind: 'network', status: 0, message: 'offline' })) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(stop delivering to downtown dubai|إيقاف التوصيل إلى وسط مدينة دبي)$/i }));
    await userEvent.click(await body().findByRole('button', { name: /^(stop delivering|إيقاف التوصيل)$/i }));
    await waitFor(() =>
      expect(canvasElement).toHaveTextContent(/delivery to downtown dubai was not stopped|لم يُوقف التوصيل إلى وسط مدينة دبي/i),
    );
    await expect(canvas.getByText(/no connection|لا يوجد اتصال/i)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^(edit delivery to downtown dubai|تعديل التوصيل إلى وسط مدينة دبي)$/i }),
    ).toBeVisible();
  },
};

/** "Edit" names its area and opens that area's settings. */
export const EditsAnArea: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(edit delivery to al barsha|تعديل التوصيل إلى البرشاء)$/i }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 'area-3' }));
  },
};

/** Stopping delivery asks first; cancelling sends nothing, confirming removes once and says so. */
export const AsksBeforeItStopsDeliveringToAnArea: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const remove = /^(stop delivering to dubai marina|إيقاف التوصيل إلى دبي مارينا)$/i;
    await userEvent.click(canvas.getByRole('button', { name: remove }));
    await userEvent.click(await body().findByRole('button', { name: /^(cancel|إلغاء)$/i }));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: remove }));
    const confirm = await body().findByRole('button', { name: /^(stop delivering|إيقاف التوصيل)$/i });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledOnce());
    await waitFor(() => expect(canvasElement).toHaveTextContent(/you no longer deliver to dubai marina|لم تعد توصل إلى دبي مارينا/i));
  },
};
