import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bareInfo, longInfo, ownTextsInfo, storyInfo } from '../shared/infoStoryData.ts';
import { narrowPhone } from '../shared/storyDecorators.tsx';
import { SupportPage } from './SupportPage.tsx';

const meta = {
  title: 'Storefront/Info/SupportPage',
  component: SupportPage,
  args: { info: storyInfo, isLoading: false, onRetry: fn(), contactHref: '/contactus', ordersHref: '/orders' },
} satisfies Meta<typeof SupportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded shop wrote no help text: the standard answers, with its delivery time. */
export const Default: Story = {};
export const Loading: Story = { args: { info: undefined, isLoading: true } };
export const LoadError: Story = { args: { info: undefined, error: new Error('HTTP 500') } };
/** Nothing set up: the standard answers still help, without a delivery time. */
export const NotSetUp: Story = { args: { info: bareInfo } };
export const ShopsOwnHelp: Story = { args: { info: ownTextsInfo } };
export const LongArabicContent: Story = { args: { info: longInfo } };
export const NarrowPhone: Story = { decorators: [narrowPhone] };

export const AnswersWithTheShopsDeliveryTimeAndLinksOn: Story = {
  play: async ({ canvas }) => {
    const answer = canvas.getByText(
      (_, element) => element?.tagName === 'P' && /about 45 minutes|خلال 45 دقيقة/.test(element.textContent ?? ''),
    );
    await expect(answer).toBeVisible();
    await expect(canvas.getByRole('link', { name: /my orders|طلباتي/i })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: /contact the shop|تواصل مع المتجر/i })).toHaveAttribute('href', '/contactus');
  },
};

export const ShowsTheShopsOwnHelpInsteadOfTheDefaults: Story = {
  args: { info: ownTextsInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/7 am and 11 pm|من السابعة صباحًا/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: /how do i order|كيف أطلب/i })).toBeNull();
  },
};
