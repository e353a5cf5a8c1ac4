import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SocialCardsView } from './SocialCardsView.tsx';
import { longSocialCard, storySocialCards, tenSocialCards } from './socialStoryData.ts';

const meta = {
  title: 'Dashboard/Marketing/SocialCardsView',
  component: SocialCardsView,
  parameters: { layout: 'fullscreen' },
  args: { cards: storySocialCards, status: 'ready', onRetry: fn(), canEdit: true, onAdd: fn(), onEdit: fn() },
} satisfies Meta<typeof SocialCardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { status: 'loading', cards: [] } };
export const Empty: Story = { args: { cards: [] } };
export const LoadError: Story = { args: { status: 'error', cards: [], error: { kind: 'http', status: 500, message: 'boom' } } };
export const LongArabicContent: Story = { args: { cards: [longSocialCard] } };
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(add a card|إضافة بطاقة)$/i })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^(edit|تعديل)/i })).toHaveLength(0);
  },
};

/** Ten cards is the most a shop keeps: "Add a card" stays focusable, says why it does nothing, and does nothing. */
export const FullAtTenCards: Story = {
  args: { cards: tenSocialCards },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: /^(add a card|إضافة بطاقة)$/i });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(/the most a shop can keep|الحد الأقصى/i);
    await userEvent.click(add);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The edit button names its card. */
export const EditsTheCardItNames: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /دكان: خضار وفواكه/ }));
    await expect(args.onEdit).toHaveBeenCalledWith(storySocialCards[1]);
  },
};
