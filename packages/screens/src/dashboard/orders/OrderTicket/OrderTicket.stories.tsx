import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyAreaNames } from '../shared/ordersStoryData.ts';
import { OrderTicket } from './OrderTicket.tsx';
import { dineIn, longArabicOrder, newDelivery, scheduledPickup, ticketShop, weighedOrder } from './OrderTicketStoryData.ts';

const meta = {
  title: 'Dashboard/Orders/OrderTicket',
  component: OrderTicket,
  parameters: { layout: 'padded' },
  args: {
    breadcrumbs: [
      { id: 'live', label: <FormattedMessage id="dashboard.nav.liveOrders" />, href: '/orders/live' },
      { id: 'order', label: <FormattedMessage id="dashboard.orders.detail.crumb" />, href: '/orders/st-order-231' },
      { id: 'ticket', label: <FormattedMessage id="dashboard.ticket.crumb" /> },
    ],
    order: newDelivery,
    status: 'ready',
    onRetry: fn(),
    kind: 'kitchen',
    paper: '80mm',
    onKindChange: fn(),
    onPaperChange: fn(),
    onPrint: fn(),
    shop: ticketShop,
    areaNames: storyAreaNames,
    orderHref: '/orders/st-order-231',
  },
} satisfies Meta<typeof OrderTicket>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheetOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-ticket-sheet]')!;

/** The kitchen ticket of a delivery on an 80 mm roll: big number and barcode, lines with add-ons, the notes, no prices. */
export const KitchenDelivery: Story = {
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheetOf(canvasElement)).toHaveAttribute('data-ticket-sheet', 'kitchen');
    await expect(sheet.getByText('DK-10231')).toBeVisible();
    await expect(sheet.getByRole('img', { name: /DK-10231/ })).toBeVisible();
    await expect(sheet.getByText(/gift box|علبة هدية/i)).toBeVisible();
    await expect(sheet.getByText(/please call on arrival/i)).toBeVisible();
    await expect(sheet.getByText(/dubai marina|دبي مارينا/i)).toBeVisible();
    // The product's name in the other language, marked with its language.
    await expect(sheetOf(canvasElement).querySelector('[lang="ar"], [lang="en"]')).not.toBeNull();
    // The kitchen sees no money.
    await expect(sheetOf(canvasElement).textContent).not.toMatch(/AED|د\.إ/);
  },
};

/** The receipt on an 80 mm roll: the shop in both languages, lines and extra items with prices, the bill, how it is paid. */
export const Receipt: Story = {
  args: { kind: 'receipt' },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    // The shop's name in both languages, whichever the interface shows first.
    await expect(sheet.getByText('Al Noor Grocery', { exact: true })).toBeVisible();
    await expect(sheet.getByText('بقالة النور', { exact: true })).toBeVisible();
    await expect(sheet.getByText(/ice bag/i)).toBeVisible();
    await expect(sheet.getByText(/^(to pay|المطلوب دفعه)/i)).toBeVisible();
    await expect(sheet.getByText(/^(cash|نقدًا|نقدا)/i)).toBeVisible();
    await expect(sheet.getByText(/^(not paid|غير مدفوع)$/i)).toBeVisible();
    await expect(sheetOf(canvasElement).textContent).toMatch(/47\.00/);
  },
};

/** The kitchen ticket on A4: the same ticket, wider, with a larger barcode. */
export const KitchenA4: Story = {
  args: { paper: 'a4' },
  play: async ({ canvasElement }) => {
    await expect(sheetOf(canvasElement)).toHaveAttribute('data-paper', 'a4');
    await expect(within(sheetOf(canvasElement)).getByRole('img', { name: /DK-10231/ })).toHaveAttribute('height', '64');
  },
};

/** The receipt on A4. */
export const ReceiptA4: Story = { args: { kind: 'receipt', paper: 'a4' } };

/** Pickup, scheduled for a day and a time slot; paid by card. */
export const ScheduledPickup: Story = {
  args: { order: scheduledPickup, orderHref: '/orders/st-order-230' },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByText(/^(pickup|استلام من المتجر)$/i)).toBeVisible();
    await expect(sheet.getByText(/18:00–20:00/)).toBeVisible();
  },
};

/** Pickup paid by card, as its receipt. */
export const ScheduledPickupReceipt: Story = {
  args: { order: scheduledPickup, kind: 'receipt' },
  play: async ({ canvasElement }) => {
    await expect(within(sheetOf(canvasElement)).getByText(/^(paid|مدفوع)$/i)).toBeVisible();
  },
};

/** Dine-in, as soon as possible. */
export const DineIn: Story = {
  args: { order: dineIn },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByText(/as soon as possible|في أقرب وقت/i)).toBeVisible();
  },
};

/** A weighed line as grams, add-ons in two groups, notes on two lines. */
export const WeighedWithAddOnsAndNotes: Story = {
  args: { order: weighedOrder },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByText('750 G')).toHaveAttribute('dir', 'ltr');
    await expect(sheet.getByText(/marinade|تتبيلة/i)).toBeVisible();
    await expect(sheet.getByText(/no fat on the lamb/i)).toBeVisible();
    await expect(sheet.getByText(/mariam al suwaidi/i)).toBeVisible();
  },
};

/** Its receipt: a discount and the wallet taken off, VAT, not paid yet. */
export const ReceiptWithDiscountVatAndWallet: Story = {
  args: { order: weighedOrder, kind: 'receipt' },
  play: async ({ canvasElement }) => {
    const sheet = within(sheetOf(canvasElement));
    await expect(sheet.getByText(/^(vat|ضريبة القيمة المضافة)/i)).toBeVisible();
    await expect(sheetOf(canvasElement).textContent).toMatch(/44\.86/);
    // The discount and the wallet are taken off: shown with a true minus sign.
    await expect(sheetOf(canvasElement).textContent).toMatch(/\u2212[^0-9]*5\.00/);
    await expect(sheetOf(canvasElement).textContent).toMatch(/\u2212[^0-9]*10\.00/);
  },
};

/** Long Arabic names, add-ons, notes and a slot wrap inside the 80 mm roll. */
export const LongArabicContent: Story = {
  args: { order: longArabicOrder },
  play: async ({ canvasElement }) => {
    const sheet = sheetOf(canvasElement);
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth + 1);
    await expect(within(sheet).getByText(/^تمر خلاص القصيم/)).toBeVisible();
    await expect(within(sheet).getByText('Dates', { exact: true })).toBeVisible();
  },
};

/** Its receipt on A4. */
export const LongArabicReceiptA4: Story = { args: { order: longArabicOrder, kind: 'receipt', paper: 'a4' } };

/** The toggles say what to print and on what paper; Print opens the browser's print dialog. */
export const ChoosingAndPrinting: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /^(receipt|الإيصال)$/i }));
    await expect(args.onKindChange).toHaveBeenCalledWith('receipt');
    await userEvent.click(canvas.getByRole('radio', { name: /^(a4)$/i }));
    await expect(args.onPaperChange).toHaveBeenCalledWith('a4');
    await userEvent.click(canvas.getByRole('button', { name: /^(print|طباعة)$/i }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: /back to the order|العودة إلى الطلب/i })).toHaveAttribute('href', '/orders/st-order-231');
  },
};

export const Loading: Story = {
  args: { order: undefined, status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ticket-sheet]')).toBeNull();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** The server failed: a translated message and Retry. */
export const LoadFailed: Story = {
  args: { order: undefined, status: 'error', error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No such order: no Retry. */
export const NotFound: Story = {
  args: { order: undefined, status: 'error', error: { kind: 'http', status: 404, message: 'Not found' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i })).toBeNull();
  },
};
