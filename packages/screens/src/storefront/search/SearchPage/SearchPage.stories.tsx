import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CartProduct, ShopProduct } from '@dukkan/core';
import { searchMany, searchSeeded } from '../searchStoryData.ts';
import { SearchPage, type SearchPageProps } from './SearchPage.tsx';

/** The app's side, played by the story: the cart's counts follow the adds and removes. */
function WithCart(props: SearchPageProps) {
  const { onAdd, onRemove, countOf } = props;
  const [counts, setCounts] = useState<Record<string, number>>({});
  const add = useCallback(
    (product: ShopProduct, cartProduct: CartProduct) => {
      onAdd(product, cartProduct);
      setCounts((c) => ({ ...c, [product.id]: (c[product.id] ?? countOf(product.id)) + 1 }));
    },
    [onAdd, countOf],
  );
  const remove = useCallback(
    (product: ShopProduct) => {
      onRemove(product);
      setCounts((c) => ({ ...c, [product.id]: Math.max(0, (c[product.id] ?? countOf(product.id)) - 1) }));
    },
    [onRemove, countOf],
  );
  return <SearchPage {...props} countOf={(id) => counts[id] ?? countOf(id)} onAdd={add} onRemove={remove} />;
}

const meta = {
  title: 'Storefront/Search/SearchPage',
  component: SearchPage,
  render: (args) => <WithCart {...args} />,
  args: {
    query: 'chicken',
    results: searchSeeded('chicken'),
    isLoading: false,
    error: undefined,
    onRetry: fn(),
    countOf: (id: string) => (id === 'sp-1001' ? 1 : 0),
    onAdd: fn(),
    onRemove: fn(),
    productHref: (id: string) => `/categories/cat/products/${id}`,
    homeHref: '/',
  },
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const offline = { kind: 'network', status: 0, message: 'Failed to fetch' };

export const Default: Story = {};
export const ArabicQuery: Story = { args: { query: 'اجنحه دجاج', results: searchSeeded('اجنحه دجاج') } };
export const Loading: Story = { args: { results: undefined, isLoading: true } };
export const NoQuery: Story = { args: { query: '   ', results: [] } };
export const Empty: Story = { args: { query: 'saffron ice cream', results: searchSeeded('saffron ice cream') } };
export const LoadError: Story = { args: { results: undefined, error: offline } };
export const LongArabicQuery: Story = {
  args: {
    query: 'لحم ضأن باكستاني مقطع للكاري مع عظم طازج يوميًا من المزرعة إلى المطبخ',
    results: searchSeeded('لحم ضأن باكستاني مقطع للكاري مع عظم طازج يوميًا من المزرعة إلى المطبخ'),
  },
};
export const ThousandsOfResults: Story = {
  args: { query: 'pack', results: searchMany('pack') },
  parameters: { visual: { frame: 'viewport' } },
};
export const HostileQuery: Story = {
  args: { query: '<img src=x onerror="window.__hacked=1">', results: searchSeeded('<img src=x onerror="window.__hacked=1">') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('<img src=x onerror="window.__hacked=1">');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  },
};
export const NarrowPhone: Story = {
  args: { query: 'دجاج', results: searchSeeded('دجاج') },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

export const AnnouncesHowManyProductsMatch: Story = {
  args: { query: 'اجنحه', results: searchSeeded('اجنحه') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/1 product found|وجدنا منتجًا واحدًا/);
    const list = canvas.getByRole('list', { name: /1 product found|وجدنا منتجًا واحدًا/ });
    await expect(within(list).getByRole('link', { name: /^(Chicken Wings|أجنحة دجاج)$/ })).toBeVisible();
  },
};

export const AddsAProductFromTheResults: Story = {
  args: { query: 'Chicken Wings', results: searchSeeded('Chicken Wings') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(add chicken wings to cart|أضف أجنحة دجاج إلى السلة)$/i }));
    await waitFor(() => expect(args.onAdd).toHaveBeenCalledTimes(1));
    const [product] = (args.onAdd as ReturnType<typeof fn>).mock.calls[0] as [ShopProduct];
    await expect(product.product.name).toBe('Chicken Wings');
  },
};

export const OffersToBrowseWhenNothingMatches: Story = {
  args: { query: 'zzz', results: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /nothing matches “zzz”|لا توجد نتائج تطابق «zzz»/i })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /browse the shop|تصفح المتجر/i })).toHaveAttribute('href', '/');
  },
};

export const RetriesAfterAnError: Story = {
  args: { results: undefined, error: offline },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
