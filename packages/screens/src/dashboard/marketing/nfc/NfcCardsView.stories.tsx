import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NfcCardsView } from './NfcCardsView.tsx';
import { chipLink, longNfcCards, storyNfcCards } from './nfcStoryData.ts';

const meta = {
  title: 'Dashboard/Marketing/NfcCardsView',
  component: NfcCardsView,
  parameters: { layout: 'fullscreen' },
  args: {
    cards: storyNfcCards,
    status: 'ready',
    onRetry: fn(),
    canEdit: true,
    chipLink,
    onAdd: fn(),
    onEdit: fn(),
    onRetarget: fn(),
    onDelete: fn(),
    onCopyLink: fn(),
  },
} satisfies Meta<typeof NfcCardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', cards: [] } };
export const Empty: Story = { args: { cards: [] } };
export const LoadError: Story = { args: { status: 'error', cards: [], error: { kind: 'network', status: 0, message: 'offline' } } };
export const LongArabicContent: Story = { args: { cards: longNfcCards } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** A cashier or kitchen user reads the cards and copies a link; nothing changes them. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(register a card|تسجيل بطاقة)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(edit|تعديل)/i })).toHaveLength(0);
    await expect(canvas.getAllByRole('button', { name: /^(copy link|نسخ الرابط)/i })).toHaveLength(3);
  },
};

/** Each card shows the link its chip carries and a QR code of exactly that link. */
export const ShowsTheChipLinkAndItsQrCode: Story = {
  play: async ({ canvas, args }) => {
    const qr = canvas.getByRole('img', { name: /huda saleh/i });
    await expect(qr).toHaveAttribute('data-qr-value', chipLink(storyNfcCards[0]!));
    await expect(canvas.getByText(chipLink(storyNfcCards[0]!))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^(copy link|نسخ الرابط).*huda saleh/i }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(chipLink(storyNfcCards[0]!));
  },
};

/** Every action names its card, so a screen reader user knows which card a button changes. */
export const ActionsNameTheirCard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(change where it leads|تغيير الوجهة).*سعيد المنصوري/i }));
    await expect(args.onRetarget).toHaveBeenCalledWith(storyNfcCards[1]);
    await userEvent.click(canvas.getByRole('button', { name: /^(delete|حذف).*counter card/i }));
    await expect(args.onDelete).toHaveBeenCalledWith(storyNfcCards[2]);
  },
};
