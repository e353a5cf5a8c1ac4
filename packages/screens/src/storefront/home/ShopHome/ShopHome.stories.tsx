import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CategoryListing, ShopProduct } from '@dukkan/core';
import { buildMainCategory, buildShop, seedTables } from '@dukkan/mocks';
import type { HomeCatalogue } from './HomeProducts.tsx';
import { ShopHome } from './ShopHome.tsx';

const tables = seedTables();
const seededShop = tables.shops[0];
const seededSlider = tables.sliders.find((s) => s.shop === seededShop?.id);
const shopProducts: ShopProduct[] = tables.shopProducts.filter((p) => p.shop === seededShop?.id && !p.hidden);
const offers = shopProducts.filter((p) => p.isAvailable && p.offerPrice > 0).slice(0, 6);
const sections: CategoryListing[] = (seededShop?.mainCategories ?? []).slice(0, 2).map((category) => ({
  id: category.id,
  name: category.name,
  ...(category.name_ar ? { name_ar: category.name_ar } : {}),
  subCategories: category.subCategories,
  gproducts: shopProducts.filter((p) => p.product.category === category.id).slice(0, 4),
}));
const catalogue = (overrides: Partial<HomeCatalogue> = {}): HomeCatalogue => ({
  offers,
  countOf: (id) => (id === offers[0]?.id ? 2 : 0),
  onAdd: fn(),
  onRemove: fn(),
  productHref: (categoryId, productId) => `/categories/${categoryId}/products/${productId}`,
  ...overrides,
});

const meta = {
  title: 'Storefront/Home/ShopHome',
  component: ShopHome,
  args: {
    shop: seededShop,
    isLoading: false,
    onRetry: fn(),
    categoryHref: (id: string) => `/categories/${id}`,
  },
} satisfies Meta<typeof ShopHome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { shop: undefined, isLoading: true } };
export const LoadError: Story = { args: { shop: undefined, error: new Error('HTTP 500') } };
export const NoCategories: Story = { args: { shop: buildShop({ mainCategories: [] }) } };
export const LongNames: Story = {
  args: {
    shop: buildShop({
      name: 'Al Waha Fresh Market & Butchery — Organic Fruits, Vegetables, Dates and Arabic Sweets, Al Barsha Branch',
      name_ar: 'سوق الواحة الطازج والملحمة — فواكه وخضروات عضوية وتمور وحلويات عربية، فرع البرشاء',
      headline:
        'Fresh produce from UAE farms, halal meat cut to order, and Emirati dates delivered across Dubai and Sharjah within the hour',
      headline_ar: 'منتجات طازجة من مزارع الإمارات، ولحوم حلال تُقطَّع حسب الطلب، وتمور إماراتية تصلك في دبي والشارقة خلال ساعة',
      mainCategories: Array.from({ length: 14 }, (_, i) =>
        buildMainCategory({
          id: `long-${i}`,
          name: `Frozen Ready Meals, Pastries and Family-Size Party Platters ${i + 1}`,
          name_ar: `وجبات جاهزة مجمدة ومعجنات وصواني حفلات بحجم العائلة ${i + 1}`,
        }),
      ),
    }),
  },
};

export const LinksEveryCategory: Story = {
  play: async ({ canvas, args }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.length).toBe(args.shop?.mainCategories.length);
    await expect(links[0]).toHaveAttribute('href', `/categories/${args.shop?.mainCategories[0]?.id}`);
  },
};

export const RetriesAfterAnError: Story = {
  args: { shop: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Offers under the categories, with add and remove right on the cards. */
export const WithOffers: Story = {
  args: { catalogue: catalogue() },
  play: async ({ canvas, args }) => {
    const section = canvas.getByRole('region', { name: /^offers$|^العروض$/i });
    await expect(section).toBeVisible();
    const first = offers[0];
    if (!first) throw new Error('The seed has no offers');
    await expect(
      canvas.getAllByRole('link', {
        name: new RegExp(first.product.name_ar && document.documentElement.lang === 'ar' ? first.product.name_ar : first.product.name),
      })[0],
    ).toHaveAttribute('href', `/categories/${first.product.category}/products/${first.id}`);
    void args;
  },
};

/** A `special-1` shop lists every product by category on the home page (customer spec §3). */
export const SpecialOneShop: Story = {
  args: { shop: seededShop ? { ...seededShop, showType: 'special-1' } : undefined, catalogue: catalogue({ offers: [], sections }) },
  play: async ({ canvas }) => {
    for (const section of sections) {
      await expect(
        canvas.getByRole('heading', {
          level: 2,
          name: document.documentElement.lang === 'ar' && section.name_ar ? section.name_ar : section.name,
        }),
      ).toBeVisible();
    }
  },
};

export const WithOffersNarrowPhone: Story = {
  args: { catalogue: catalogue() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** The header slider the dashboard saved, between the shop's name and its categories; its button opens Fruits. */
export const WithHeaderSlider: Story = {
  args: {
    shop:
      seededShop && seededSlider
        ? {
            ...seededShop,
            slider: { id: seededSlider.id, displayType: seededSlider.displayType, slides: seededSlider.slides, cta: seededSlider.cta },
          }
        : seededShop,
    sliderCtaHref: '/categories/fruits',
  },
  play: async ({ canvas }) => {
    const slider = canvas.getByRole('region', { name: /^(highlights|أبرز ما في المتجر)$/i });
    await expect(slider).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^(shop fruits|تسوّق الفواكه)$/i })).toHaveAttribute('href', '/categories/fruits');
  },
};
