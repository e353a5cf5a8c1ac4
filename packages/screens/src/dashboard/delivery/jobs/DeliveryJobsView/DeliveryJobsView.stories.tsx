import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { longJobs, storyJobs } from '../jobsStoryData.ts';
import type { DeliveryJobItem } from '../types.ts';
import { DeliveryJobsView } from './DeliveryJobsView.tsx';

const ready = (data: DeliveryJobItem[]) => ({ status: 'ready' as const, data, retry: fn() });
const body = () => within(document.body);

const meta = {
  title: 'Dashboard/Delivery/DeliveryJobsView',
  component: DeliveryJobsView,
  args: {
    breadcrumbs: [
      { id: 'home', label: 'Overview', href: '/' },
      { id: 'jobs', label: 'Delivery jobs' },
    ],
    jobs: ready(storyJobs),
    filter: 'open',
    onFilterChange: fn(),
    canEdit: true,
    onCreate: fn(),
    onAssign: fn(),
    onPickup: fn(async (): Promise<ApiError | null> => null),
    onCancel: fn(async (): Promise<ApiError | null> => null),
  },
  parameters: { layout: 'padded', visual: { frame: 'viewport' } },
} satisfies Meta<typeof DeliveryJobsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The open jobs: waiting, assigned to a driver, picked up by a carrier; each with what it needs next. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(
      canvas.getByRole('button', { name: /^(assign the delivery to layla haddad|إسناد التوصيل إلى layla haddad)$/i }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: /^(mark the delivery to omar al suwaidi picked up|تم الاستلام: التوصيل إلى omar al suwaidi)$/i }),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { jobs: { status: 'loading', data: undefined, retry: fn() } } };

export const Empty: Story = {
  args: { jobs: ready([]) },
  play: async ({ canvas, args }) => {
    await canvas.findByText(/^(no delivery jobs yet|لا توجد مهام توصيل بعد)$/i);
    const creates = canvas.getAllByRole('button', { name: /^(new free job|مهمة حرة جديدة)$/i });
    await userEvent.click(creates[creates.length - 1]!);
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const LoadError: Story = {
  args: { jobs: { status: 'error', data: undefined, retry: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.jobs.retry).toHaveBeenCalledOnce();
  },
};

export const LongArabicContent: Story = { args: { jobs: ready(longJobs) } };

export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** A person who may only read sees the jobs without create, assign, pickup or cancel. */
export const ReadOnly: Story = {
  args: { canEdit: false, filter: 'all' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table');
    await expect(canvas.queryByRole('button', { name: /new free job|مهمة حرة جديدة/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(assign|إسناد)/i })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^(cancel|إلغاء)/i })).toBeNull();
  },
};

/** A job picked up meanwhile cannot be cancelled: the page says why and keeps the job. */
export const SaveFailed: Story = {
  args: {
    onCancel: fn(async (): Promise<ApiError | null> => ({ kind: 'http', status: 409, message: 'closed', code: 'job_closed' })),
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(cancel the delivery to layla haddad|إلغاء التوصيل إلى layla haddad)$/i }));
    await userEvent.click(await body().findByRole('button', { name: /^(cancel job|إلغاء المهمة)$/i }));
    await waitFor(() => expect(canvasElement).toHaveTextContent(/was not cancelled|لم يُلغَ التوصيل/i));
    await expect(canvas.getByText(/picked up, delivered or cancelled meanwhile|استُلمت هذه المهمة أو وُصِّلت أو أُلغيت/i)).toBeVisible();
  },
};

/** Cancelling asks first; keeping the job sends nothing, confirming cancels once and says so. */
export const AsksBeforeItCancelsAJob: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const cancel = /^(cancel the delivery to omar al suwaidi|إلغاء التوصيل إلى omar al suwaidi)$/i;
    await userEvent.click(canvas.getByRole('button', { name: cancel }));
    await expect(await body().findByText(/let them know not to collect it|أبلغهم بعدم استلامها/i)).toBeVisible();
    await userEvent.click(body().getByRole('button', { name: /^(keep the job|الإبقاء على المهمة)$/i }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: cancel }));
    await userEvent.dblClick(await body().findByRole('button', { name: /^(cancel job|إلغاء المهمة)$/i }));
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(canvasElement).toHaveTextContent(/the delivery to omar al suwaidi was cancelled|أُلغي التوصيل إلى omar al suwaidi/i),
    );
  },
};

/** "Picked up" marks an assigned job collected; "Assign" opens the assignment for that job. */
export const MarksAJobPickedUpAndOpensAssign: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /^(mark the delivery to omar al suwaidi picked up|تم الاستلام: التوصيل إلى omar al suwaidi)$/i }),
    );
    await waitFor(() => expect(args.onPickup).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-2' })));
    await canvas.findByText(/is on its way|في الطريق/i);
    await userEvent.click(canvas.getByRole('button', { name: /^(assign the delivery to layla haddad|إسناد التوصيل إلى layla haddad)$/i }));
    await expect(args.onAssign).toHaveBeenCalledWith(expect.objectContaining({ id: 'job-1' }));
  },
};

/** All jobs, with the delivered and cancelled ones; the filter is offered by name. */
export const ShowsEveryJob: Story = {
  args: { filter: 'all' },
  play: async ({ canvas, args }) => {
    const table = await canvas.findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: /show|عرض/i }));
    await userEvent.click(await body().findByRole('option', { name: /^(delivered|تم التوصيل)$/i }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('delivered');
  },
};
