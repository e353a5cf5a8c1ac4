import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { readShopInfo } from '@dukkan/core';
import { bareInfo, hostileInfo, longInfo, storyInfo, storyShop } from '../shared/infoStoryData.ts';
import { narrowPhone } from '../shared/storyDecorators.tsx';
import { ContactPage } from './ContactPage.tsx';

const meta = {
  title: 'Storefront/Info/ContactPage',
  component: ContactPage,
  args: { info: storyInfo, isLoading: false, onRetry: fn(), onCopyPhone: fn(async () => true), homeHref: '/' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const copyButton = /copy the phone number|نسخ رقم الهاتف/i;

export const Default: Story = {};
export const Loading: Story = { args: { info: undefined, isLoading: true } };
export const LoadError: Story = { args: { info: undefined, error: new Error('HTTP 500') } };
export const NotSetUp: Story = { args: { info: bareInfo } };
/** Links and an address, but no phone yet: the phone section says so. */
export const NoPhoneYet: Story = { args: { info: readShopInfo({ ...storyShop, phone: undefined }) } };
export const LongArabicContent: Story = { args: { info: longInfo } };
export const NarrowPhone: Story = { args: { info: longInfo }, decorators: [narrowPhone] };

export const CopiesThePhoneAndReportsIt: Story = {
  play: async ({ canvas, args }) => {
    const call = canvas.getByRole('link', { name: '+971 4 345 6789' });
    await expect(call).toHaveAttribute('href', 'tel:+97143456789');
    await expect(call.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: copyButton }));
    await expect(args.onCopyPhone).toHaveBeenCalledOnce();
    await expect(args.onCopyPhone).toHaveBeenCalledWith({ tel: '+97143456789', display: '+971 4 345 6789' });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/phone number copied|تم نسخ رقم الهاتف/i));
  },
};

export const SaysSoWhenTheCopyFails: Story = {
  args: { onCopyPhone: fn(async () => false) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: copyButton }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/could not copy|تعذّر النسخ/i));
  },
};

export const OpensSocialLinksInANewTab: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: /new tab|علامة تبويب جديدة/i });
    await expect(links).toHaveLength(storyInfo.social.length);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
      await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  },
};

export const DropsLinksThatAreNotWebLinks: Story = {
  args: { info: hostileInfo },
  play: async ({ canvas, canvasElement }) => {
    const hrefs = Array.from(canvasElement.querySelectorAll('main a[href]'), (a) => a.getAttribute('href') ?? '');
    await expect(hrefs).toEqual(['tel:+97143456789', 'https://youtube.com/@alwaha']);
    await expect(canvas.getByText('<a href="javascript:alert(1)">Al Barsha</a>')).toBeVisible();
  },
};
