import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bareInfo, hostileInfo, longInfo, ownTextsInfo, storyInfo } from '../shared/infoStoryData.ts';
import { narrowPhone } from '../shared/storyDecorators.tsx';
import { TermsPage } from './TermsPage.tsx';

const meta = {
  title: 'Storefront/Info/TermsPage',
  component: TermsPage,
  args: { info: storyInfo, isLoading: false, onRetry: fn(), contactHref: '/contactus' },
} satisfies Meta<typeof TermsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = () => document.documentElement.lang === 'ar';

/** The seeded shop wrote no terms: the standard terms, naming the shop. */
export const Default: Story = {};
export const Loading: Story = { args: { info: undefined, isLoading: true } };
export const LoadError: Story = { args: { info: undefined, error: new Error('HTTP 500') } };
export const NotSetUp: Story = { args: { info: bareInfo } };
export const ShopsOwnTerms: Story = { args: { info: ownTextsInfo } };
export const LongArabicContent: Story = { args: { info: longInfo } };
export const NarrowPhone: Story = { decorators: [narrowPhone] };

export const NamesTheShopInTheStandardTerms: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(arabic() ? (storyInfo.name_ar ?? '') : storyInfo.name)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /contact the shop|تواصل مع المتجر/i })).toHaveAttribute('href', '/contactus');
  },
};

export const ShowsHostileTermsAsText: Story = {
  args: { info: hostileInfo },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<script>window.__dukkanXss=1<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('main script, main img')).toBeNull();
    await expect((window as unknown as Record<string, unknown>).__dukkanXss).toBeUndefined();
  },
};
