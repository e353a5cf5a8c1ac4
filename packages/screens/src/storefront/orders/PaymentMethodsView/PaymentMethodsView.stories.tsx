import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { buildPaymentSource } from '@dukkan/mocks';
import { storyCards } from '../shared/orderStoryData.ts';
import { PaymentMethodsView } from './PaymentMethodsView.tsx';

const meta = {
  title: 'Storefront/Payment/PaymentMethodsView',
  component: PaymentMethodsView,
  args: {
    sources: [storyCards.visa, storyCards.mastercard, storyCards.amex],
    isLoading: false,
    onRetry: fn(),
    onDelete: fn(),
  },
} satisfies Meta<typeof PaymentMethodsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { sources: undefined, isLoading: true } };
export const Empty: Story = { args: { sources: [] } };
export const LoadError: Story = { args: { sources: undefined, error: new Error('HTTP 500') } };
export const Deleting: Story = { args: { deletingId: storyCards.mastercard.id } };
/** A light `sources` answer carries no expiry: the card is shown without one. */
export const WithoutExpiry: Story = {
  args: { sources: [buildPaymentSource({ id: 'st-src-light', brand: 'mastercard', last4: '4444', expiry: '' })] },
};
export const LongContent: Story = {
  args: {
    sources: Array.from({ length: 8 }, (_, i) =>
      buildPaymentSource({
        id: `st-src-many-${i}`,
        brand: (['visa', 'mastercard', 'amex'] as const)[i % 3],
        last4: String(1000 + i * 1111).slice(-4),
        expiry: `0${(i % 9) + 1}/3${i % 10}`,
      }),
    ),
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
};

export const DeletesACard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: /delete mastercard ending in 5454|حذف بطاقة ماستركارد المنتهية بالأرقام 5454/i }),
    );
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(storyCards.mastercard);
  },
};

export const ListsEachCardByName: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[2]).toHaveTextContent(/american express ending in 0005, expires 03\/29|أمريكان إكسبريس المنتهية بالأرقام 0005/i);
  },
};

export const RetriesAfterAnError: Story = {
  args: { sources: undefined, error: new Error('HTTP 503') },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
