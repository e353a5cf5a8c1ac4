import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CartProduct, ShopProduct } from '@dukkan/core';
import { buildShopProduct, fixtures } from '@dukkan/mocks';
import { manyProductsListing, MANY_PRODUCTS, picks, seededListing } from '../catalogueStoryData.ts';
import { CategoryPage, type CategoryPageProps } from './CategoryPage.tsx';

/**
 * The app's side, played by the story: the cart's counts, and the listing call narrowed by
 * sub-category (the seeded catalogue filtered as the mock API filters it).
 */
function WithCartAndFilter(props: CategoryPageProps) {
  const { onAdd, onRemove, onSubCategoryChange } = props;
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [subCategoryId, setSubCategoryId] = useState(props.subCategoryId);
  const listing =
    props.listing && subCategoryId !== 'any'
      ? { ...props.listing, gproducts: props.listing.gproducts.filter((sp) => sp.product.subCategory === subCategoryId) }
      : props.listing;
  const { countOf } = props;
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
  return (
    <CategoryPage
      {...props}
      listing={listing}
      subCategoryId={subCategoryId}
      onSubCategoryChange={(id) => {
        onSubCategoryChange(id);
        setSubCategoryId(id);
      }}
      countOf={(id) => counts[id] ?? countOf(id)}
      onAdd={add}
      onRemove={remove}
    />
  );
}

const fruits = seededListing('cat-fruits');
const inCart: Record<string, number> = { 'sp-1001': 2, 'sp-1007': 3 };

const meta = {
  title: 'Storefront/Catalogue/CategoryPage',
  component: CategoryPage,
  args: {
    listing: fruits,
    subCategoryId: 'any',
    onSubCategoryChange: fn(),
    countOf: (id: string) => inCart[id] ?? 0,
    onAdd: fn(),
    onRemove: fn(),
    productHref: (id: string) => `/categories/cat-fruits/products/${id}`,
    isLoading: false,
    onRetry: fn(),
  },
  render: (args) => <WithCartAndFilter {...args} />,
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every card fits its row: the windowed grid places rows without measuring them. */
async function expectCardsToFit(canvasElement: HTMLElement) {
  const cards = [...canvasElement.querySelectorAll('li article')];
  await expect(cards.length).toBeGreaterThan(0);
  const overflowing = cards.filter((card) => card.scrollHeight > card.clientHeight + 1 || card.scrollWidth > card.clientWidth + 1);
  await expect(overflowing.map((card) => card.querySelector('h2')?.textContent)).toEqual([]);
}

export const Default: Story = {};
/** Meals: cards with add-on groups send the customer to the product page. */
export const WithOptions: Story = {
  args: { listing: seededListing('cat-meals'), productHref: (id: string) => `/categories/cat-meals/products/${id}` },
};
export const Loading: Story = { args: { listing: undefined, isLoading: true } };
/** Another sub-category loads: the title and filters stay, the grid waits. */
export const LoadingSection: Story = { args: { subCategoryId: 'sub-fruits-citrus', isLoading: true } };
export const Empty: Story = { args: { listing: { ...fruits, subCategories: [], gproducts: [] } } };
export const EmptySection: Story = { args: { listing: { ...fruits, gproducts: [] }, subCategoryId: 'sub-fruits-berries' } };
export const LoadError: Story = { args: { listing: undefined, error: new Error('HTTP 500') } };
export const SectionLoadError: Story = { args: { subCategoryId: 'sub-fruits-dates', error: new Error('HTTP 503') } };
export const LongContent: Story = {
  args: {
    listing: {
      ...fruits,
      name: 'Organic Fruits, Dates and Seasonal Gift Boxes from UAE, Jordan and Oman Farms',
      name_ar: 'فواكه عضوية وتمور وعلب هدايا موسمية من مزارع الإمارات والأردن وعُمان',
      subCategories: [
        ...fruits.subCategories,
        { id: 'sub-long', name: 'Premium Imported Berries and Exotic Tropical Fruits', name_ar: 'توت مستورد فاخر وفواكه استوائية نادرة' },
      ],
      gproducts: [
        fixtures.longArabicProduct,
        buildShopProduct({
          id: 'fx-sp-long-2',
          product: {
            id: 'fx-p-long-2',
            name: 'Sukkari Dates Premium Grade, Hand Sorted, Family Pack with Resealable Tray',
            name_ar: 'تمر سكري درجة أولى مفرز يدوياً، عبوة عائلية مع صينية قابلة لإعادة الإغلاق',
            unit: 'kg',
            pay_size: 250,
          },
          price: 1240.5,
          offerPrice: 999.75,
        }),
        picks.kgWithAddons,
        ...fruits.gproducts,
      ],
    },
  },
  play: async ({ canvasElement }) => expectCardsToFit(canvasElement),
};
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => expectCardsToFit(canvasElement),
};

/** 5,000 products in one category: only the rows near the viewport are in the page. */
export const ManyProducts: Story = {
  args: { listing: undefined, productHref: (id: string) => `/categories/cat-many/products/${id}` },
  // The picture is what fits on the screen, not a page hundreds of thousands of pixels tall.
  parameters: { visual: { frame: 'viewport' } },
  // Built in render, not args, so 5,000 products are not serialised to the Storybook manager.
  render: (args) => <WithCartAndFilter {...args} listing={manyProductsListing()} />,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: /5,000 products|5,000 منتج|5000/i });
    const items = () => within(list).getAllByRole('listitem');
    await expect(items().length).toBeLessThan(200);
    await expect(items()[0]).toHaveAttribute('aria-setsize', String(MANY_PRODUCTS));
    await expect(items()[0]).toHaveAttribute('aria-posinset', '1');
    await expectCardsToFit(canvasElement);
    try {
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      await waitFor(() => expect(list.querySelector(`li[aria-posinset="${MANY_PRODUCTS}"]`)).not.toBeNull());
      await expect(list.querySelector('li[aria-posinset="1"]')).toBeNull();
      await expect(items().length).toBeLessThan(200);
      await expectCardsToFit(canvasElement);
    } finally {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};

/** Tabbing past the last card on screen scrolls the next one in and renders the rows after it. */
export const TabsIntoRowsBelowTheWindow: Story = {
  ...ManyProducts,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    try {
      const rendered = () => [...list.querySelectorAll<HTMLElement>('li[aria-posinset]')];
      const last = () => Number(rendered().at(-1)?.getAttribute('aria-posinset'));
      const lastBefore = last();
      // Walk the keyboard to the last rendered card, then one more Tab.
      rendered().at(-1)?.querySelector<HTMLElement>('a')?.focus();
      // Focus scrolls the card in; the rows after it render on the next scroll frame, as they
      // do before a person's next key press. (Tabbing in the same task raced that frame.)
      await waitFor(() => expect(last()).toBeGreaterThan(lastBefore));
      await userEvent.tab();
      await userEvent.tab();
      const focused = document.activeElement?.closest('li');
      await expect(focused).not.toBeNull();
      await expect(Number(focused?.getAttribute('aria-posinset'))).toBe(lastBefore + 1);
      await waitFor(() => expect(last()).toBeGreaterThan(lastBefore + 1));
      // Scrolled in, and clear of where a sticky header would be.
      const box = document.activeElement?.getBoundingClientRect();
      await expect(box && box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
    } finally {
      window.scrollTo({ top: 0, behavior: 'instant' });
    }
  },
};

export const FiltersBySubCategory: Story = {
  play: async ({ canvas, args }) => {
    const filters = canvas.getByRole('group', { name: /filter by section|التصفية حسب القسم/i });
    await expect(within(filters).getByRole('button', { name: /^(all|الكل)$/i })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters).getByRole('button', { name: /berries|توت/i }));
    await expect(args.onSubCategoryChange).toHaveBeenCalledWith('sub-fruits-berries');
    await expect(within(filters).getByRole('button', { name: /berries|توت/i })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(/6/);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(filters).getByRole('button', { name: /^(all|الكل)$/i }));
    await expect(args.onSubCategoryChange).toHaveBeenLastCalledWith('any');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(fruits.gproducts.length);
  },
};

export const AddsAndRemovesFromCards: Story = {
  play: async ({ canvas, args }) => {
    const kiwi = within(canvas.getByRole('heading', { name: /^(kiwi|كيوي)$/i }).closest('article') as HTMLElement);
    // Three 500 g steps already in the cart; one more is 2000 G.
    await expect(kiwi.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '1500 G');
    await userEvent.click(kiwi.getByRole('button', { name: /increase|زيادة/i }));
    await expect(args.onAdd).toHaveBeenCalledWith(picks.kgOffer, expect.objectContaining({ id: 'sp-1007', unit: 'kg', paySize: 500 }));
    await expect(kiwi.getByRole('spinbutton')).toHaveAttribute('aria-valuetext', '2000 G');
    const papaya = within(canvas.getByRole('heading', { name: /^(papaya|بابايا)$/i }).closest('article') as HTMLElement);
    await userEvent.click(papaya.getByRole('button', { name: /add|أضف/i }));
    await expect(papaya.getByRole('spinbutton')).toHaveFocus();
    await userEvent.click(papaya.getByRole('button', { name: /remove|إزالة/i }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'sp-1006' }));
    await expect(papaya.getByRole('button', { name: /add|أضف/i })).toHaveFocus();
  },
};

export const ShowsAllFromAnEmptySection: Story = {
  ...EmptySection,
  render: (args) => <CategoryPage {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /show all products|عرض كل المنتجات/i }));
    await expect(args.onSubCategoryChange).toHaveBeenCalledWith('any');
  },
};

export const RetriesAfterAnError: Story = {
  ...LoadError,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
