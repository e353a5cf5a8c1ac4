import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longRequests, storyRequests } from '../requestsStoryData.ts';
import { RequestsListView } from './RequestsListView.tsx';

const meta = {
  title: 'Dashboard/Orders/Requests/RequestsListView',
  component: RequestsListView,
  parameters: { layout: 'fullscreen' },
  args: {
    requests: storyRequests,
    status: 'ready',
    onRetry: fn(),
    filter: 'all',
    onFilterChange: fn(),
    detailHref: (request) => `/orders/requests/${request.id}`,
  },
} satisfies Meta<typeof RequestsListView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', requests: [] } };
export const Empty: Story = { args: { requests: [] } };

/** No request has the chosen status: the empty state names it. */
export const EmptyFilter: Story = {
  args: { requests: [], filter: 'approved' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/(“approved”|«موافق عليه»)/i)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', requests: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /^(try again|حاول مرة أخرى|إعادة المحاولة)$/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongArabicContent: Story = { args: { requests: longRequests } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };

/** Each card says its status in words, the phone left to right, the quoted price, and links to its page by name. */
export const SaysEachRequestInWords: Story = {
  play: async ({ canvas }) => {
    const list = within(canvas.getByRole('list', { name: /^(service requests|طلبات الخدمة)$/i }));
    const cards = list.getAllByRole('listitem');
    await expect(cards).toHaveLength(storyRequests.length);
    const first = within(cards[0]!);
    await expect(first.getByText(/^(new|جديد)$/i)).toBeVisible();
    const phone = first.getByText('+971 50 123 4567');
    await expect(phone.closest('bdi')).toHaveAttribute('dir', 'ltr');
    const priced = within(cards[1]!);
    await expect(priced.getByText(/^(replied|تم الرد)$/i)).toBeVisible();
    await expect(priced.getByText(/450\.50/)).toBeVisible();
    await expect(within(cards[2]!).getByText(/^(by message, no price yet|برسالة، دون سعر بعد)$/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(open request from|فتح الطلب من) Huda Saleh$/i })).toHaveAttribute(
      'href',
      '/orders/requests/req-1001-01',
    );
  },
};

/** The filter offers every status and hands the choice back. */
export const FiltersByStatus: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /(show|عرض)/i }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options).toHaveLength(8);
    await userEvent.click(within(document.body).getByRole('option', { name: /^(approved|موافق عليه)$/i }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('approved');
  },
};
