import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { closeToasts } from '@dukkan/ui/testing';
import { ConnectedDashboardRoute } from './ConnectedDashboardRoute.tsx';

/**
 * Reviews as the app runs them (issue #14 item 5, decision 0062): the real routes, the reviews
 * calls through their SWR hooks against the MSW mock API, signed in as the demo shop owner. The
 * pictures are the top of the page; the screens have their own stories.
 */
const meta = {
  title: 'Apps/Dashboard/Reviews',
  component: ConnectedDashboardRoute,
  args: { path: '/marketing/reviews', as: 'seller' },
  parameters: { layout: 'fullscreen', visual: { frame: 'viewport' } },
} satisfies Meta<typeof ConnectedDashboardRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

const WAIT = { timeout: 15000 };

/** The seeded review requests, newest first: drafts offer Publish, published ones Send again. */
export const Requests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(reviews|التقييمات)$/i }, WAIT);
    const list = await canvas.findByRole('list', { name: /^(review requests|طلبات التقييم)$/i }, WAIT);
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(10), WAIT);
    await expect(canvas.getAllByRole('button', { name: /^(publish|نشر)/i }).length).toBeGreaterThan(0);
  },
};

/** The shop's review figures, the answers per rating and the requests per language. */
export const Statistics: Story = {
  args: { path: '/marketing/reviews/statistics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /^(review statistics|إحصاءات التقييمات)$/i }, WAIT);
    await waitFor(() => expect(canvas.getByTestId('review-stat-total')).toHaveTextContent('30'), WAIT);
  },
};

/** One published review: its details, products, questions and the customer's answer. */
export const Request: Story = {
  args: { path: '/marketing/reviews/rev-1001-06' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: /DK-/ }, WAIT);
    await canvas.findByRole('group', { name: /^(questions the customer is asked|الأسئلة التي تُطرح على العميل)/i }, WAIT);
  },
};

/** The question templates. */
export const Templates: Story = {
  args: { path: '/marketing/reviews/templates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: /after delivery/i }, WAIT);
  },
};

/** The invitation messages in both languages and the promotional SMS switch. */
export const Settings: Story = {
  args: { path: '/marketing/reviews/settings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: /^(english message|الرسالة بالإنجليزية)/i }, WAIT);
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toContain('{link}'), WAIT);
  },
};

/** A counter sale reviewed by hand: the bill number, the customer and the phone; the new draft is listed, not published. */
export const AddsAReviewByHand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(await canvas.findByRole('button', { name: /^(add a review by hand|إضافة تقييم يدوياً)$/i }, WAIT));
    const dialog = within(await body.findByRole('dialog', {}, WAIT));
    const bill = await dialog.findByRole('textbox', { name: /^(bill number|رقم الفاتورة)/i }, WAIT);
    await userEvent.type(bill, 'SHOP-7781');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(customer’s full name|الاسم الكامل للعميل)/i }), 'Mariam Al Suwaidi');
    await userEvent.type(dialog.getByRole('textbox', { name: /^(customer’s mobile number|رقم جوال العميل)/i }), '050 123 9876');
    await userEvent.click(dialog.getByRole('button', { name: /^(add review|إضافة التقييم)$/i }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
    await body.findByText(/(review added for bill|أُضيف تقييم للفاتورة)/i, {}, WAIT);
    const list = await canvas.findByRole('list', { name: /^(review requests|طلبات التقييم)$/i }, WAIT);
    await waitFor(() => expect(within(list).getAllByText('SHOP-7781').length).toBeGreaterThan(0), WAIT);
    // It is a draft: the published view leaves it out (and the picture shows no date of today).
    await userEvent.click(canvas.getByRole('button', { name: /(show|عرض)$/i }));
    await userEvent.click(await body.findByRole('option', { name: /^(published|المنشورة)$/i }));
    await waitFor(() => {
      const published = within(canvas.getByRole('list', { name: /^(review requests|طلبات التقييم)$/i }));
      expect(published.queryAllByText('SHOP-7781')).toHaveLength(0);
      expect(published.getAllByRole('listitem').length).toBeGreaterThan(0);
    }, WAIT);
    // The owner closes the confirmation, so the picture never catches it mid-fade (it was once).
    await closeToasts(WAIT);
  },
};
