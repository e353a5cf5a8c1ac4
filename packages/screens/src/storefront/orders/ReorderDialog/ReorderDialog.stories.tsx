import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { buildOrderLine } from '@dukkan/mocks';
import { storyLines } from '../shared/orderStoryData.ts';
import { ReorderDialog, type ReorderDialogItem, type ReorderDialogPlan } from './ReorderDialog.tsx';

const { dates, shawarma, laban } = storyLines;

/** A line added as ordered, at the price it had. */
const same = (line: typeof dates, count = line.count): ReorderDialogItem => ({
  line,
  count,
  oldFils: Math.round(line.price * 100),
  newFils: Math.round(line.price * 100),
  priceChanged: false,
});

const allAvailable: ReorderDialogPlan = { available: [same(dates), same(shawarma), same(laban)], unavailable: [] };
const someUnavailable: ReorderDialogPlan = {
  available: [same(dates), same(laban)],
  unavailable: [{ line: shawarma, reason: 'outOfStock' }],
};
const priceChanged: ReorderDialogPlan = {
  available: [
    { ...same(dates), newFils: 6400, priceChanged: true },
    { ...same(laban, 2), quantity: { ordered: { unit: 'piece', amount: 3 }, added: { unit: 'piece', amount: 2 } } },
  ],
  unavailable: [{ line: shawarma, reason: 'optionsChanged' }],
};
const noneAvailable: ReorderDialogPlan = {
  available: [],
  unavailable: [
    { line: dates, reason: 'notSold' },
    { line: shawarma, reason: 'outOfStock' },
    { line: laban, reason: 'unreadable' },
  ],
};
const longNames: ReorderDialogPlan = {
  available: [
    {
      ...same(
        buildOrderLine({
          id: 'st-reorder-long-1',
          name: 'Organic Medjool Dates from Al Ain Farms, Premium Jumbo Size, Hand-Picked and Packed the Same Day',
          name_ar: 'تمر مجدول عضوي من مزارع العين، حجم جامبو ممتاز، مقطوف يدويًا ومعبأ في اليوم نفسه ومغلف بعناية فائقة',
          count: 12,
          price: 348,
        }),
      ),
      newFils: 1_234_567,
      priceChanged: true,
    },
    same(shawarma),
  ],
  unavailable: [
    {
      line: buildOrderLine({
        id: 'st-reorder-long-2',
        unit: 'piece',
        pay_size: undefined,
        name: 'Freshly Squeezed Orange and Carrot Juice with Ginger, Family Size Bottle',
        name_ar: 'عصير برتقال وجزر طازج مع الزنجبيل، عبوة عائلية كبيرة الحجم بدون سكر مضاف',
      }),
      reason: 'notSold',
    },
  ],
};

const meta = {
  title: 'Storefront/Orders/ReorderDialog',
  component: ReorderDialog,
  parameters: { layout: 'centered' },
  args: {
    state: { kind: 'ready', plan: someUnavailable },
    orderNumber: 'DK-10231',
    onConfirm: fn(),
    onCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReorderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function dialog() {
  return within(await screen.findByRole('dialog', { name: /order dk-10231 again|اطلب الطلب dk-10231 مرة أخرى/i }));
}

const CONFIRM = /^add \d+ items? to cart$|^أضف .+ إلى السلة$/i;

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('status')).toHaveTextContent(/checking|نتحقق/i);
    await expect(body.queryByRole('button', { name: CONFIRM })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: /^cancel$|^إلغاء$/i }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const AllAvailable: Story = {
  args: { state: { kind: 'ready', plan: allAvailable } },
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('status')).toHaveTextContent(/all 3 items are available|جميع المنتجات الـ3 متوفرة/i);
    await expect(body.queryByRole('list', { name: /not available|غير متوفر/i })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: CONFIRM }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const SomeUnavailable: Story = {
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('status')).toHaveTextContent(/2 of 3 items can be added|يمكن إضافة 2 من 3/i);
    const missing = body.getByRole('list', { name: /not available now \(1\)|غير متوفر الآن \(1\)/i });
    await expect(missing).toHaveTextContent(/chicken shawarma sandwich|ساندويتش شاورما دجاج/i);
    await expect(missing).toHaveTextContent(/out of stock|غير متوفر في المخزون/i);
    await expect(body.getByRole('list', { name: /to add to your cart \(2\)|يُضاف إلى سلتك \(2\)/i })).not.toHaveTextContent(
      /shawarma|شاورما/i,
    );
    // Cancel changes nothing: only onCancel is called.
    await userEvent.click(body.getByRole('button', { name: /^cancel$|^إلغاء$/i }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PriceChanged: Story = {
  args: { state: { kind: 'ready', plan: priceChanged } },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('status')).toHaveTextContent(/1 has a new price|تغيّر سعر منتج واحد/i);
    const toAdd = body.getByRole('list', { name: /to add to your cart|يُضاف إلى سلتك/i });
    // Spoken as "was … now …"; both amounts are bidi-isolated Money.
    await expect(toAdd).toHaveTextContent(/was .*58\.00.*, now .*64\.00|كان .*58\.00.*، وأصبح .*64\.00/i);
    await expect(toAdd).toHaveTextContent(/ordered qty 3, adding qty 2|طلبتَ الكمية: 3، ويُضاف الكمية: 2/i);
    await expect(body.getByRole('list', { name: /not available|غير متوفر/i })).toHaveTextContent(/options have changed|تغيّرت خياراته/i);
  },
};

export const AllUnavailable: Story = {
  args: { state: { kind: 'ready', plan: noneAvailable } },
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('status')).toHaveTextContent(/none of these 3 items|لا يتوفر أيٌّ من هذه المنتجات/i);
    await expect(body.queryByRole('button', { name: CONFIRM })).toBeNull();
    // The footer's Close, after the header's cross of the same name.
    const closers = body.getAllByRole('button', { name: /^close$|^إغلاق$/i });
    await expect(closers).toHaveLength(2);
    await userEvent.click(closers[1] as HTMLElement);
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { state: { kind: 'error' } },
  play: async ({ args }) => {
    const body = await dialog();
    const alert = body.getByRole('alert');
    await expect(alert).toHaveTextContent(/your cart hasn't changed|لم تتغيّر سلتك/i);
    await userEvent.click(within(alert).getByRole('button', { name: /try again|حاول مرة أخرى/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(body.queryByRole('button', { name: CONFIRM })).toBeNull();
  },
};

export const Adding: Story = {
  args: { state: { kind: 'ready', plan: allAvailable }, isAdding: true },
  play: async ({ args }) => {
    const body = await dialog();
    await expect(body.getByRole('button', { name: CONFIRM })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ args }) => {
    await dialog();
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const LongArabicNames: Story = {
  args: { state: { kind: 'ready', plan: longNames }, orderNumber: 'DK-1002345678' },
};

export const NarrowPhone: Story = {
  args: { state: { kind: 'ready', plan: priceChanged } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
};
