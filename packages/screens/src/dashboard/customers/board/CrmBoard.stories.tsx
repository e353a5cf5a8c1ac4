import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormattedMessage } from 'react-intl';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ApiError } from '@dukkan/core';
import { fiveHundredCards, longCards, storyBoards, storyCards } from './crmBoardStoryData.ts';
import { CrmBoard, type CrmBoardProps } from './CrmBoard.tsx';

/** The board with the app's state around it: a move the server takes changes the card's stage. */
function BoardWithState({ cards: initial, onMove, ...props }: CrmBoardProps) {
  const [cards, setCards] = useState(initial);
  return (
    <CrmBoard
      {...props}
      cards={cards}
      onMove={async (card, stageId) => {
        setCards((current) => current.map((c) => (c.id === card.id ? { ...c, stageId } : c)));
        const error = await onMove(card, stageId);
        if (error) setCards((current) => current.map((c) => (c.id === card.id ? { ...c, stageId: card.stageId } : c)));
        return error;
      }}
    />
  );
}

const ok = async (): Promise<ApiError | null> => null;

const meta = {
  title: 'Dashboard/Customers/CrmBoard',
  component: CrmBoard,
  parameters: { layout: 'padded' },
  render: (args) => <BoardWithState {...args} />,
  args: {
    breadcrumbs: [{ id: 'crm', label: <FormattedMessage id="dashboard.customers.board.crumb" /> }],
    boards: storyBoards,
    boardsStatus: 'ready',
    boardId: 'story-board-leads',
    onBoardChange: fn(),
    cards: storyCards,
    cardsStatus: 'ready',
    onRetry: fn(),
    canEdit: true,
    onMove: fn(ok),
    onCreateBoard: fn(ok),
    onRenameBoard: fn(ok),
    onDeleteBoard: fn(ok),
    onCreateStage: fn(ok),
    onRenameStage: fn(ok),
    onMoveStage: fn(ok),
    onDeleteStage: fn(ok),
  },
} satisfies Meta<CrmBoardProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const NEW = /^(new|جديد)/i;
const CONTACTED = /^(contacted|تم التواصل)/i;
const column = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('region', { name });
const announcer = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-live="assertive"]')!;
const isArabic = () => document.documentElement.dir === 'rtl';

/** Every stage a column, every customer a card with phone, labels, next reminder and last order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(column(canvasElement, NEW)).getByRole('article', { name: 'Mariam Al Suwaidi' });
    await expect(within(card).getByText('+971 50 123 4567')).toHaveAttribute('dir', 'ltr');
    await expect(card).toHaveTextContent(/VIP/);
    await expect(card).toHaveTextContent(/Next reminder|التذكير التالي/);
    await expect(card).toHaveTextContent(/Last order|آخر طلب/);
    await expect(within(column(canvasElement, CONTACTED)).getAllByRole('article')).toHaveLength(2);
  },
};

export const Loading: Story = { args: { boardsStatus: 'loading', cards: [] } };

export const EmptyBoard: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/no customers on this board yet|لا يوجد عملاء على هذه اللوحة بعد/i)).toBeVisible();
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
  },
};

/** No board yet: the owner is asked to create one. */
export const NoBoards: Story = {
  args: { boards: [], boardId: null, cards: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(new board|لوحة جديدة)$/i }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // The English name comes first, the Arabic one beside it.
    await userEvent.type(dialog.getAllByRole('textbox')[0]!, 'Weddings');
    await userEvent.click(dialog.getByRole('button', { name: /^(create|إنشاء)$/i }));
    await expect(args.onCreateBoard).toHaveBeenCalledWith({ name: 'Weddings', name_ar: '' });
  },
};

export const LoadError: Story = {
  args: { boardsStatus: 'error', boards: [], cards: [], error: { kind: 'http', status: 500, message: 'Server error' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again|حاول مرة أخرى|أعد المحاولة/i }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const refused: ApiError = { kind: 'http', status: 500, message: 'The customer could not be moved.', code: 'internal' };

/** The server refuses a move: the card comes back to its stage and the board says why, in words people read. */
export const FailedMove: Story = {
  args: { onMove: fn(async () => refused) },
  play: async ({ canvasElement, args }) => {
    const handle = within(column(canvasElement, NEW)).getByRole('button', { name: /^(move|نقل) Omar Haddad/i });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard(isArabic() ? '{ArrowLeft}' : '{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus-2' }), 'st-contacted');
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(/Omar Haddad was not moved to Contacted|لم يُنقل Omar Haddad إلى «تم التواصل»/);
    await expect(alert).toHaveTextContent(/server could not make the change|تعذّر على الخادم إجراء التغيير/i);
    await waitFor(() => expect(within(column(canvasElement, NEW)).getByRole('article', { name: 'Omar Haddad' })).toBeVisible());
    await expect(announcer(canvasElement)).toHaveTextContent(/could not be moved|تعذّر نقل/);
    await waitFor(() =>
      expect(document.activeElement).toBe(within(column(canvasElement, NEW)).getByRole('button', { name: /Omar Haddad/ })),
    );
  },
};

export const LongContent: Story = { args: { cards: longCards } };

/** 500 customers: each column draws only the cards in its window. */
export const FiveHundredCards: Story = {
  args: { cards: fiveHundredCards },
  play: async ({ canvasElement }) => {
    const first = column(canvasElement, NEW);
    await expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('125');
    const drawn = within(first).getAllByRole('article').length;
    await expect(drawn).toBeGreaterThan(2);
    await expect(drawn).toBeLessThan(20);
  },
};

export const NarrowPhone: Story = {
  args: { cards: storyCards.slice(0, 4) },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/**
 * Keyboard alone: Space picks the card up, the arrow toward the next column moves it (ArrowLeft
 * in Arabic, where the columns run right to left), Enter drops it; every step is announced.
 */
export const MovesCustomerToStageWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(column(canvasElement, NEW)).getByRole('button', { name: /^(move|نقل) Omar Haddad/i });
    await expect(handle).toHaveAccessibleDescription(/arrow keys|الأسهم|سهمي/i);
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(announcer(canvasElement)).toHaveTextContent(
      /Picked up Omar Haddad, in New, stage 1 of 4|تم التقاط Omar Haddad في جديد، المرحلة 1 من 4/,
    );
    await userEvent.keyboard(isArabic() ? '{ArrowLeft}' : '{ArrowRight}');
    await expect(announcer(canvasElement)).toHaveTextContent(
      /Omar Haddad over Contacted, stage 2 of 4|Omar Haddad فوق تم التواصل، المرحلة 2 من 4/,
    );
    await expect(column(canvasElement, CONTACTED)).toHaveTextContent(/Drop Omar Haddad here|أفلت Omar Haddad هنا/);
    // The other arrow goes back, and Escape would cancel: go forward again and drop.
    await userEvent.keyboard(isArabic() ? '{ArrowRight}' : '{ArrowLeft}');
    await expect(announcer(canvasElement)).toHaveTextContent(/over New|فوق جديد/);
    await userEvent.keyboard(isArabic() ? '{ArrowLeft}' : '{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus-2' }), 'st-contacted');
    await expect(announcer(canvasElement)).toHaveTextContent(/Omar Haddad moved to Contacted|نُقل Omar Haddad إلى تم التواصل/);
    const moved = within(column(canvasElement, CONTACTED)).getByRole('button', { name: /Omar Haddad/ });
    await waitFor(() => expect(document.activeElement).toBe(moved));
    // Escape puts a picked-up card back where it was.
    await userEvent.keyboard(' ');
    await userEvent.keyboard(isArabic() ? '{ArrowLeft}' : '{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await expect(announcer(canvasElement)).toHaveTextContent(
      /Move cancelled. Omar Haddad stays in Contacted|أُلغي النقل. يبقى Omar Haddad في تم التواصل/,
    );
    await expect(args.onMove).toHaveBeenCalledOnce();
  },
};

function pointer(target: Element, type: string, at: Element) {
  const box = at.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, pointerId: 7, button: 0, isPrimary: true, pointerType: 'mouse' };
  target.dispatchEvent(new PointerEvent(type, { ...init, clientX: box.x + box.width / 2, clientY: box.y + Math.min(box.height / 2, 40) }));
}

/** A mouse drags Omar's card by its handle onto "Qualified" and lets go. */
export const MovesCustomerByDragging: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(column(canvasElement, NEW)).getByRole('button', { name: /^(move|نقل) Omar Haddad/i });
    const target = column(canvasElement, /^(qualified|مؤهل)/i);
    pointer(handle, 'pointerdown', handle);
    pointer(handle, 'pointermove', column(canvasElement, CONTACTED));
    pointer(handle, 'pointermove', target);
    await waitFor(() => expect(target).toHaveAttribute('data-over', 'true'));
    pointer(handle, 'pointerup', target);
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'cus-2' }), 'st-qualified');
    await waitFor(() => expect(within(target).getByRole('article', { name: 'Omar Haddad' })).toBeVisible());
    await expect(announcer(canvasElement)).toHaveTextContent(/Omar Haddad moved to Qualified|نُقل Omar Haddad إلى مؤهل/);
  },
};

/** A stage moves one place later from its menu, by keyboard. */
export const ReordersAStage: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = within(column(canvasElement, NEW)).getByRole('button', { name: /(stage new: actions|إجراءات المرحلة جديد)/i });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const item = await within(document.body).findByRole('menuitem', { name: /move one place later|تأخيرها مكاناً واحداً/i });
    await userEvent.click(item);
    await expect(args.onMoveStage).toHaveBeenCalledWith('st-new', 2);
  },
};

/** Deleting a stage asks first and says where its customers go. */
export const DeletesAStageAfterConfirming: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(column(canvasElement, CONTACTED)).getByRole('button', { name: /(contacted: actions|إجراءات المرحلة تم التواصل)/i }),
    );
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /^(delete|حذف)$/i }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByText(/Its 2 customers move to New|سينتقل عملاؤها الـ2 إلى جديد|عميلاها/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: /^(delete|حذف)$/i }));
    await expect(args.onDeleteStage).toHaveBeenCalledWith('st-contacted');
  },
};
