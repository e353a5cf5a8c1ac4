import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { longInfo, storyInfo, withAppsInfo } from '../shared/infoStoryData.ts';
import { narrowPhone } from '../shared/storyDecorators.tsx';
import { MobileAppPage } from './MobileAppPage.tsx';

const meta = {
  title: 'Storefront/Info/MobileAppPage',
  component: MobileAppPage,
  args: { info: storyInfo, isLoading: false, onRetry: fn(), homeHref: '/' },
} satisfies Meta<typeof MobileAppPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded shop has no app of its own: ordering from the phone's browser. */
export const Default: Story = {};
export const Loading: Story = { args: { info: undefined, isLoading: true } };
export const LoadError: Story = { args: { info: undefined, error: new Error('HTTP 500') } };
export const WithStoreLinks: Story = { args: { info: withAppsInfo } };
export const LongArabicContent: Story = { args: { info: longInfo } };
export const NarrowPhone: Story = { args: { info: withAppsInfo }, decorators: [narrowPhone] };

export const ExplainsTheWebWithoutDeadStoreLinks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /app store|google play/i })).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: /start shopping|ابدأ التسوّق/i })).toHaveAttribute('href', '/');
  },
};

export const OpensStoreLinksInANewTab: Story = {
  args: { info: withAppsInfo },
  play: async ({ canvas }) => {
    const ios = canvas.getByRole('link', { name: /app store/i });
    await expect(ios).toHaveAttribute('href', withAppsInfo.apps[0]?.href);
    await expect(ios).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /google play/i })).toHaveAttribute('href', withAppsInfo.apps[1]?.href);
  },
};
