import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buildMainCategory, buildShop, seedTables } from '@dukkan/mocks';
import { ShopHome } from './ShopHome.tsx';

const seededShop = seedTables().shops[0];

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
      headline: 'Fresh produce from UAE farms, halal meat cut to order, and Emirati dates delivered across Dubai and Sharjah within the hour',
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
