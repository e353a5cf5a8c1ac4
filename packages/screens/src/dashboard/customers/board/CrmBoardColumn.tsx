import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Menu, MoreIcon, type MenuItemSpec } from '@dukkan/ui';
import { CrmBoardCard, type CrmCardHandlers } from './CrmBoardCard.tsx';
import { CardList, CardRow, CardWindow, Column, ColumnEmpty, ColumnHeader, ColumnHeading, DropHint, ROW_PX } from './CrmBoard.styles.ts';
import type { CrmCardData } from './types.ts';

/** Rows drawn above and below the ones in view, so a quick scroll shows no gap. */
const OVERSCAN = 3;
/** The window's height before it is measured (36rem). */
const FIRST_VIEW_PX = 576;

export type StageAction = 'rename' | 'earlier' | 'later' | 'delete';

interface Props {
  stageId: string;
  index: number;
  stageCount: number;
  name: string;
  color: string;
  cards: readonly CrmCardData[];
  movingId: string | null;
  /** This column is where the moving card would land. */
  over: boolean;
  /** The moving card's name, for the drop hint. */
  movingName: string | null;
  canMove: boolean;
  canEdit: boolean;
  instructionsId: string;
  handlers: CrmCardHandlers;
  /** A card to bring into view and focus (after a keyboard move), with a counter so each request is new. */
  focusRequest: { cardId: string; n: number } | null;
  onStageAction: (stageId: string, action: StageAction) => void;
}

/**
 * One stage: its heading with the count and the stage's menu, and its cards in a window that
 * draws only the rows in view (a column of 500 cards puts about a dozen in the page).
 */
function CrmBoardColumnInner(props: Props) {
  const { stageId, index, stageCount, name, cards, canEdit, focusRequest } = props;
  const intl = useIntl();
  const windowRef = useRef<HTMLDivElement>(null);
  // The rows in view (plus the overscan), not the scroll offset: scrolling inside a row renders nothing.
  const [view, setView] = useState({ first: 0, end: Math.ceil(FIRST_VIEW_PX / ROW_PX) + OVERSCAN });
  const headingId = `crm-stage-${stageId}`;

  const measure = useCallback(() => {
    const box = windowRef.current;
    if (!box) return;
    const first = Math.max(0, Math.floor(box.scrollTop / ROW_PX) - OVERSCAN);
    const end = Math.ceil((box.scrollTop + (box.clientHeight || FIRST_VIEW_PX)) / ROW_PX) + OVERSCAN;
    setView((current) => (current.first === first && current.end === end ? current : { first, end }));
  }, []);

  useEffect(() => {
    const box = windowRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  // Bring the requested card into the window, then give it focus once it is drawn.
  const wanted = focusRequest ? cards.findIndex((c) => c.id === focusRequest.cardId) : -1;
  useLayoutEffect(() => {
    const box = windowRef.current;
    if (!box || wanted < 0) return;
    const top = wanted * ROW_PX;
    if (top < box.scrollTop || top + ROW_PX > box.scrollTop + box.clientHeight) {
      box.scrollTop = Math.max(0, top - ROW_PX);
      measure();
    }
  }, [wanted, focusRequest, measure]);
  // Once per request, when the card's handle is drawn: focusing on every render forced a style
  // and layout pass on each step of the next move (and took focus back from wherever it went).
  const focused = useRef<Props['focusRequest']>(null);
  useEffect(() => {
    if (wanted < 0 || !focusRequest || focused.current === focusRequest) return;
    const handle = windowRef.current?.querySelector<HTMLElement>(`[data-card-handle="${CSS.escape(focusRequest.cardId)}"]`);
    if (!handle) return;
    focused.current = focusRequest;
    handle.focus();
  });

  const first = Math.min(view.first, cards.length);
  const last = Math.min(cards.length, view.end);
  // The card being moved stays drawn even when scrolled away, so its handle keeps focus.
  const movingIndex = props.movingId ? cards.findIndex((c) => c.id === props.movingId) : -1;
  const rows: number[] = [];
  for (let i = first; i < last; i += 1) rows.push(i);
  if (movingIndex >= 0 && (movingIndex < first || movingIndex >= last)) rows.push(movingIndex);

  const menuItems: MenuItemSpec[] = [
    { id: 'rename', label: intl.formatMessage({ id: 'dashboard.customers.board.stage.rename' }) },
    { id: 'earlier', label: intl.formatMessage({ id: 'dashboard.customers.board.stage.earlier' }), isDisabled: index === 0 },
    { id: 'later', label: intl.formatMessage({ id: 'dashboard.customers.board.stage.later' }), isDisabled: index === stageCount - 1 },
    {
      id: 'delete',
      label: intl.formatMessage({ id: 'dashboard.customers.board.stage.delete' }),
      destructive: true,
      isDisabled: stageCount === 1,
    },
  ];

  return (
    <Column
      aria-labelledby={headingId}
      data-stage-index={index}
      data-over={props.over || undefined}
      style={{ '--stage-color': props.color } as CSSProperties}
    >
      <ColumnHeader>
        <ColumnHeading id={headingId}>
          <span>{name}</span>
          <Badge tone="neutral">
            <bdi dir="ltr">{cards.length}</bdi>
          </Badge>
        </ColumnHeading>
        {canEdit ? (
          <Menu
            label={intl.formatMessage({ id: 'dashboard.customers.board.stage.menu' }, { name })}
            icon={<MoreIcon />}
            iconOnly
            placement="bottom end"
            items={menuItems}
            onAction={(action) => props.onStageAction(stageId, action as StageAction)}
          />
        ) : null}
      </ColumnHeader>
      {props.over && props.movingName ? (
        <DropHint>
          <FormattedMessage id="dashboard.customers.board.dropHere" values={{ name: props.movingName }} />
        </DropHint>
      ) : null}
      {cards.length === 0 ? (
        <ColumnEmpty>
          <FormattedMessage id="dashboard.customers.board.column.empty" />
        </ColumnEmpty>
      ) : (
        <CardWindow
          ref={windowRef}
          onScroll={measure}
          // Without handles (a reader), the window itself takes focus so the keyboard can scroll it.
          tabIndex={props.canMove ? undefined : 0}
          aria-labelledby={props.canMove ? undefined : headingId}
          role={props.canMove ? undefined : 'group'}
        >
          <CardList style={{ blockSize: cards.length * ROW_PX }}>
            {rows.map((i) => {
              const card = cards[i]!;
              return (
                <CardRow key={card.id} style={{ insetBlockStart: i * ROW_PX }} aria-posinset={i + 1} aria-setsize={cards.length}>
                  <CrmBoardCard
                    card={card}
                    moving={props.movingId === card.id}
                    canMove={props.canMove}
                    instructionsId={props.instructionsId}
                    handlers={props.handlers}
                  />
                </CardRow>
              );
            })}
          </CardList>
        </CardWindow>
      )}
    </Column>
  );
}

/**
 * The board rebuilds every column's card list when any card moves; a column whose cards are the
 * same ones, in the same order, keeps its render (with 500 cards, a move redraws two columns).
 */
function sameProps(before: Props, after: Props): boolean {
  for (const key of Object.keys(after) as (keyof Props)[]) {
    if (key === 'cards') continue;
    if (before[key] !== after[key]) return false;
  }
  return before.cards.length === after.cards.length && before.cards.every((card, i) => card === after.cards[i]);
}

export const CrmBoardColumn = memo(CrmBoardColumnInner, sameProps);
