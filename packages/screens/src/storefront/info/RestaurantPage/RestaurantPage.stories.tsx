import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { readShopInfo } from '@dukkan/core';
import { bareInfo, longInfo, storyInfo, storyMenu, storyShop } from '../shared/infoStoryData.ts';
import { narrowPhone } from '../shared/storyDecorators.tsx';
import { MENU_PREVIEW } from './RestaurantMenu.tsx';
import { RestaurantPage } from './RestaurantPage.tsx';

const menu = { categories: storyMenu, isLoading: false, onRetry: fn() };

const meta = {
  title: 'Storefront/Info/RestaurantPage',
  component: RestaurantPage,
  args: {
    info: storyInfo,
    isLoading: false,
    onRetry: fn(),
    opening: { state: 'open', closesAt: '23:00' },
    menu,
    categoryHref: (id: string) => `/categories/${id}`,
    productHref: (categoryId: string, productId: string) => `/categories/${categoryId}/products/${productId}`,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RestaurantPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabic = () => document.documentElement.lang === 'ar';

export const Default: Story = {};
export const Loading: Story = { args: { info: undefined, isLoading: true } };
export const LoadError: Story = { args: { info: undefined, error: new Error('HTTP 500') } };
/** Only a name: no picture, hours, delivery facts or products yet. */
export const NotSetUp: Story = { args: { info: bareInfo, opening: { state: 'unknown' }, menu: { ...menu, categories: [] } } };
export const ClosedUntilFriday: Story = {
  args: { opening: { state: 'closed', next: { inDays: 2, weekday: 5, time: '14:00' } } },
};
export const ClosedUntilTomorrow: Story = {
  args: { opening: { state: 'closed', next: { inDays: 1, weekday: 3, time: '07:00' } } },
};
/** Busy, open around the clock, pickup and dine-in only, no delivery time. */
export const BusyDineInOnly: Story = {
  args: {
    info: readShopInfo({
      ...storyShop,
      busy: true,
      deliveryTime: undefined,
      deliveryFee: undefined,
      deliveryMethods: ['pickup', 'dine_in'],
    }),
    opening: { state: 'open' },
  },
};
export const MenuLoading: Story = { args: { menu: { ...menu, categories: undefined, isLoading: true } } };
export const MenuLoadError: Story = { args: { menu: { ...menu, categories: undefined, error: new Error('HTTP 500') } } };
export const LongArabicContent: Story = { args: { info: longInfo } };
export const NarrowPhone: Story = { args: { menu: { ...menu, categories: storyMenu.slice(0, 2) } }, decorators: [narrowPhone] };

export const ShowsDeliveryTimeOpeningAndDineIn: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: arabic() ? storyInfo.name_ar : storyInfo.name })).toBeVisible();
    await expect(canvas.getByText(/^(open now|مفتوح الآن)$/i)).toBeVisible();
    const methods = canvas.getByRole('group', { name: /ways to get your order|طرق استلام طلبك/i });
    await expect(within(methods).getByText(/^(dine-in|تناول الطعام في المطعم)$/i)).toBeVisible();
    const time = canvas.getByText(
      (_, element) => element?.tagName === 'DD' && /^(About 45 minutes|45 دقيقة تقريبًا)$/.test(element.textContent ?? ''),
    );
    await expect(time).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /opening hours|ساعات العمل/i })).toBeVisible();
  },
};

export const LinksTheMenuToCategoriesAndProducts: Story = {
  play: async ({ canvas }) => {
    const category = storyMenu[0];
    const product = category?.gproducts[0];
    if (!category || !product) throw new Error('The story menu is empty');
    const menuSection = canvas.getByRole('region', { name: /^(menu|قائمة الطعام)$/i });
    await expect(within(menuSection).getAllByRole('heading', { level: 3 })).toHaveLength(storyMenu.length);
    const name = (item: { name: string; name_ar?: string }) => (arabic() && item.name_ar ? item.name_ar : item.name);
    await expect(within(menuSection).getByRole('link', { name: name(category) })).toHaveAttribute('href', `/categories/${category.id}`);
    await expect(within(menuSection).getByRole('link', { name: name(product.product) })).toHaveAttribute(
      'href',
      `/categories/${category.id}/products/${product.id}`,
    );
    // Each category shows its first products; its link leads to the rest.
    await expect(
      within(menuSection)
        .getAllByRole('listitem')
        .filter((li) => li.closest('ul ul')),
    ).toHaveLength(storyMenu.reduce((sum, c) => sum + Math.min(c.gproducts.length, MENU_PREVIEW), 0));
  },
};

export const RetriesTheMenu: Story = {
  args: { menu: { ...menu, categories: undefined, error: new Error('HTTP 503') } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.menu.onRetry).toHaveBeenCalledOnce();
  },
};
