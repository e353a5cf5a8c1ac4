import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtures } from '@dukkan/mocks';
import { picks } from '../catalogueStoryData.ts';
import { ProductCard, type ProductCardProps } from './ProductCard.tsx';

/** The cart owns the count; here the story keeps it, so the card can be driven end to end. */
function WithCart(props: ProductCardProps) {
  const [count, setCount] = useState(props.count);
  return (
    <ProductCard
      {...props}
      count={count}
      onAdd={(product, cartProduct) => {
        props.onAdd(product, cartProduct);
        setCount((c) => c + 1);
      }}
      onRemove={(product) => {
        props.onRemove(product);
        setCount((c) => c - 1);
      }}
    />
  );
}

const meta = {
  title: 'Storefront/Catalogue/ProductCard',
  component: ProductCard,
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 200, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    product: picks.pieceOffer,
    count: 0,
    href: '/categories/cat-fruits/products/sp-1008',
    onAdd: fn(),
    onRemove: fn(),
  },
  render: (args) => <WithCart {...args} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** §9: kg items show the price of one pay_size step and "per 500 G"; the offer is floored (9%). */
export const WeightOnOffer: Story = { args: { product: picks.kgOffer } };
export const Weight: Story = { args: { product: picks.kg } };
export const Box: Story = { args: { product: picks.box } };
export const InCart: Story = { args: { count: 3 } };
export const WeightInCart: Story = { args: { product: picks.kgOffer, count: 3 } };
export const WithOptions: Story = { args: { product: picks.withAddons, href: '/categories/cat-meals/products/sp-1320' } };
export const WithOptionsInCart: Story = { args: { product: picks.withAddons, count: 2 } };
export const Unavailable: Story = { args: { product: picks.unavailable } };
/** It can still be taken out of the cart, not topped up. */
export const UnavailableInCart: Story = { args: { product: picks.unavailable, count: 2 } };
export const PriceUnavailable: Story = { args: { product: { ...picks.pieceOffer, price: Number.NaN, offerPrice: 0 } } };
export const LongContent: Story = { args: { product: fixtures.longArabicProduct } };
export const NarrowPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 156 }}>
        <Story />
      </div>
    ),
  ],
  args: { product: picks.kgOffer, count: 12 },
};

export const AddsAndRemovesFromTheCard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /add hass avocado to cart|أضف أفوكادو/i }));
    await expect(args.onAdd).toHaveBeenCalledWith(
      args.product,
      expect.objectContaining({ id: 'sp-1008', priceFils: 450, offerFils: 375, unit: 'piece' }),
    );
    // The stepper replaces the button, and focus follows it.
    const quantity = canvas.getByRole('spinbutton');
    await expect(quantity).toHaveFocus();
    await expect(quantity).toHaveAttribute('aria-valuenow', '1');
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    await expect(quantity).toHaveAttribute('aria-valuenow', '2');
    quantity.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(quantity).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onRemove).toHaveBeenCalledWith(args.product);
    await userEvent.click(canvas.getByRole('button', { name: /remove|إزالة/i }));
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: /add hass avocado to cart|أضف أفوكادو/i })).toHaveFocus();
  },
};

export const StopsAtThePerOrderLimit: Story = {
  args: { count: 5 },
  play: async ({ canvas, args }) => {
    const increase = canvas.getByRole('button', { name: /increase|زيادة/i });
    await userEvent.click(increase);
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuenow', '6');
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const CountsWeightInPaySizeSteps: Story = {
  args: { product: picks.kgOffer, count: 1 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(/per|لكل/)).toHaveTextContent('500 G');
    const quantity = canvas.getByRole('spinbutton');
    await expect(quantity).toHaveAttribute('aria-valuetext', '500 G');
    await userEvent.click(canvas.getByRole('button', { name: /increase|زيادة/i }));
    await expect(quantity).toHaveAttribute('aria-valuetext', '1000 G');
    // 18.00 -> 16.25 per kg is 9.7% off, floored to 9 (§9).
    await expect(canvasElement).toHaveTextContent(/\b9\s?[%٪]/);
  },
};

export const SendsItemsWithOptionsToTheProductPage: Story = {
  args: { product: picks.withAddons, href: '/categories/cat-meals/products/sp-1320', count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /add|أضف/i })).toBeNull();
    await expect(canvas.getByRole('link', { name: /choose options|اختر الخيارات/i })).toHaveAttribute(
      'href',
      '/categories/cat-meals/products/sp-1320',
    );
    await expect(canvas.getByRole('link', { name: /^(chicken shawarma sandwich|ساندويتش شاورما دجاج)$/i })).toHaveAttribute(
      'href',
      '/categories/cat-meals/products/sp-1320',
    );
  },
};

export const CannotAddWhatIsOutOfStock: Story = {
  args: { product: picks.unavailable },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: /add pineapple|أضف أناناس/i });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(/out of stock|نفد من المخزون/i);
    await userEvent.click(add);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};
