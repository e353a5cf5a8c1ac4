import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { bareInfo, hostileInfo, longInfo, storyInfo } from '../shared/infoStoryData.ts';
import { narrowPhone } from '../shared/storyDecorators.tsx';
import { AboutPage } from './AboutPage.tsx';

const meta = {
  title: 'Storefront/Info/AboutPage',
  component: AboutPage,
  args: { info: storyInfo, isLoading: false, onRetry: fn(), contactHref: '/contactus', homeHref: '/' },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = () => document.documentElement.lang === 'ar';

export const Default: Story = {};
export const Loading: Story = { args: { info: undefined, isLoading: true } };
export const LoadError: Story = { args: { info: undefined, error: new Error('HTTP 500') } };
export const NotSetUp: Story = { args: { info: bareInfo } };
export const LongArabicContent: Story = { args: { info: longInfo } };
export const NarrowPhone: Story = { args: { info: longInfo }, decorators: [narrowPhone] };

export const ShowsTheShopsOwnWordsInTheReadersLanguage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: arabic() ? storyInfo.name_ar : storyInfo.name })).toBeVisible();
    const firstWords = (arabic() ? storyInfo.info_ar : storyInfo.info)?.slice(0, 30) ?? '';
    await expect(canvas.getByText((text) => text.startsWith(firstWords))).toBeVisible();
    await expect(canvas.getByText(arabic() ? (storyInfo.address_ar ?? '') : (storyInfo.address ?? ''))).toBeVisible();
    await expect(canvas.getByRole('link', { name: /contact the shop|تواصل مع المتجر/i })).toHaveAttribute('href', '/contactus');
  },
};

export const SaysItIsNotSetUpAndLeadsBackToTheShop: Story = {
  args: { info: bareInfo },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /not set up yet|لم يُعدّ بعد/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /back to the shop|العودة إلى المتجر/i })).toHaveAttribute('href', '/');
  },
};

export const ShowsHostileTextAsText: Story = {
  args: { info: hostileInfo },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/<script>window.__dukkanXss=1<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('main script, main img[onerror], main b, main [href^="javascript"]')).toBeNull();
    await expect((window as unknown as Record<string, unknown>).__dukkanXss).toBeUndefined();
  },
};

export const RetriesAfterAnError: Story = {
  args: { info: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
