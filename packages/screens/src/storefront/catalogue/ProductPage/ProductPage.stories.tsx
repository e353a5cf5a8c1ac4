import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildShopProduct, fixtures } from '@dukkan/mocks';
import { picks, seededListing } from '../catalogueStoryData.ts';
import { ProductPage } from './ProductPage.tsx';

const meals = seededListing('cat-meals');
const fish = seededListing('cat-fish');
const fruits = seededListing('cat-fruits');

const meta = {
  title: 'Storefront/Catalogue/ProductPage',
  component: ProductPage,
  args: {
    product: picks.withAddons,
    category: meals,
    categoryHref: '/categories/cat-meals',
    isLoading: false,
    onRetry: fn(),
    onAddToCart: fn(),
    cartHref: '/cart',
  },
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Size replaces the price (override, required); Extras add to it (up to 3). */
export const Default: Story = {};
/** §9: a kg item is sold in pay_size steps (500 g), its price per step, with its offer. */
export const WeightOnOffer: Story = { args: { product: picks.kgOffer, category: fruits, categoryHref: '/categories/cat-fruits' } };
/** A kg item with per-kg add-ons (cleaning, required; cooking, optional) already in the cart. */
export const WeightWithOptions: Story = {
  args: { product: picks.kgWithAddons, category: fish, categoryHref: '/categories/cat-fish', countInCart: 2 },
};
export const PieceOnOffer: Story = {
  args: { product: picks.pieceOffer, category: fruits, categoryHref: '/categories/cat-fruits', countInCart: 3 },
};
export const Unavailable: Story = { args: { product: picks.unavailable, category: fruits, categoryHref: '/categories/cat-fruits' } };
export const Loading: Story = { args: { product: undefined, category: undefined, isLoading: true } };
export const LoadError: Story = { args: { product: undefined, category: undefined, error: new Error('HTTP 500') } };
export const NotFound: Story = { args: { product: undefined, notFound: true } };
export const LongContent: Story = {
  args: {
    product: buildShopProduct({
      ...fixtures.longArabicProduct,
      product: {
        ...fixtures.longArabicProduct.product,
        notes:
          'Hand-picked at dawn in the Jordan Valley, packed the same day with roasted almonds, cashews and pistachios. Keep in a cool, dry place.',
        notes_ar: 'تُقطف يدوياً عند الفجر في وادي الأردن، وتُعبأ في اليوم نفسه مع اللوز والكاجو والفستق المحمص. تُحفظ في مكان بارد وجاف.',
      },
      addons: fixtures.productWithAddons.addons,
    }),
    category: {
      id: 'cat-long',
      name: 'Dates, Nuts and Seasonal Gift Boxes from Local Farms',
      name_ar: 'تمور ومكسرات وعلب هدايا موسمية من المزارع المحلية',
    },
  },
};
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { product: picks.kgWithAddons, category: fish, categoryHref: '/categories/cat-fish' },
};

export const RequiresTheSizeBeforeAdding: Story = {
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: /add to cart|أضف إلى السلة/i });
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByText(/please choose an option for size|يرجى اختيار خيار من الحجم/i)).toBeVisible();
    // Focus goes to the group that needs a choice, which reads out its error.
    const small = canvas.getByRole('radio', { name: /small|صغير/i });
    await expect(small).toHaveFocus();
    await expect(canvas.getByRole('radiogroup', { name: /size|الحجم/i })).toHaveAccessibleDescription(
      /please choose an option for size|يرجى اختيار خيار من الحجم/i,
    );

    await userEvent.click(canvas.getByRole('radio', { name: /medium|وسط/i }));
    await expect(canvas.queryByText(/please choose an option for size|يرجى اختيار خيار من الحجم/i)).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: /extra cheese|جبنة إضافية/i }));
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    // (12.25 medium + 3.00 cheese) × 2
    await expect(canvas.getByText(/total|المجموع/i).parentElement).toHaveTextContent('30.50');
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith({
      product: args.product,
      cartProduct: expect.objectContaining({ id: 'sp-1320', priceFils: 900, offerFils: 0 }),
      addons: [
        { id: 'sp-1320-g1', type: 'override', options: [{ id: 'sp-1320-g1-o2', amountFils: 1225 }] },
        { id: 'sp-1320-g2', type: 'add', options: [{ id: 'sp-1320-g2-o1', amountFils: 300 }] },
      ],
      count: 2,
    });
    await expect(canvas.getByRole('status')).toHaveTextContent(
      /added 2 × chicken shawarma sandwich to your cart|تمت إضافة 2 × ساندويتش شاورما دجاج إلى سلتك/i,
    );
    await expect(within(canvas.getByRole('status')).getByRole('link', { name: /view cart|عرض السلة/i })).toHaveAttribute('href', '/cart');
  },
};

export const LimitsExtrasToTheirMaximum: Story = {
  play: async ({ canvas }) => {
    const extras = within(canvas.getByRole('group', { name: /extras|إضافات/i }));
    const boxes = extras.getAllByRole('checkbox');
    for (const box of boxes.slice(0, 3)) await userEvent.click(box);
    // Three chosen (max 3): the fourth cannot be ticked.
    await expect(boxes[3]).toBeDisabled();
    await userEvent.click(boxes[0] as HTMLElement);
    await expect(boxes[3]).toBeEnabled();
  },
};

export const StepsWeightInPaySize: Story = {
  ...WeightOnOffer,
  play: async ({ canvas, args }) => {
    const quantity = canvas.getByRole('spinbutton');
    await expect(quantity).toHaveAttribute('aria-valuetext', '500 G');
    const total = canvas.getByText(/total|المجموع/i).parentElement as HTMLElement;
    // 16.25 per kg on offer (18.00): 500 g is 8.13 (8.125 rounded once), was 9.00.
    await expect(total).toHaveTextContent('8.13');
    await expect(total).toHaveTextContent('9.00');
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    await expect(quantity).toHaveAttribute('aria-valuetext', '1500 G');
    await expect(canvas.getByText(/kg|كغ/)).toHaveTextContent('1.5');
    // Three 500 g steps at 8.13 each, as the server prices the line (decision 0086; 24.375 rounded once was 24.38).
    await expect(total).toHaveTextContent('24.39');
    await expect(total).toHaveTextContent('27.00');
    await userEvent.click(canvas.getByRole('button', { name: /add to cart|أضف إلى السلة/i }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ addons: undefined, count: 3, cartProduct: expect.objectContaining({ paySize: 500 }) }),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/1500 G/);
  },
};

export const CannotAddWhatIsOutOfStock: Story = {
  ...Unavailable,
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: /add to cart|أضف إلى السلة/i });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(/out of stock|نفد من المخزون/i);
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const LinksBackToTheCategory: Story = {
  play: async ({ canvas }) => {
    const crumbs = within(canvas.getByRole('navigation', { name: /breadcrumb|مسار التنقل/i }));
    await expect(crumbs.getByRole('link', { name: /ready meals|وجبات جاهزة/i })).toHaveAttribute('href', '/categories/cat-meals');
    await expect(crumbs.getByText(/chicken shawarma sandwich|ساندويتش شاورما دجاج/i)).toHaveAttribute('aria-current', 'page');
  },
};

export const RetriesAfterAnError: Story = {
  ...LoadError,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
