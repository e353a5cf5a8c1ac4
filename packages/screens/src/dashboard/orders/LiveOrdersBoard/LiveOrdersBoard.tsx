import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, Order, OrderStatus } from '@dukkan/core';
import { Badge, Button, EmptyState, ErrorState, focusIsLost, InlineAlert, Page, Skeleton, Switch, type PageBreadcrumb } from '@dukkan/ui';
import { useNow } from '../shared/ordersEnvironment.tsx';
import { areaNameOf, refusalId, STATUS_LABEL_IDS, type AreaNames } from '../shared/orderText.ts';
import { LiveOrdersBoardCard } from './LiveOrdersBoardCard.tsx';
import {
  AlertActions,
  AlertBox,
  AlertText,
  Announcer,
  CardList,
  Column,
  ColumnEmpty,
  ColumnHeading,
  Columns,
  LtrText,
  MoreButton,
  Notices,
} from './LiveOrdersBoard.styles.ts';
import { useRinging, useTitleSignal } from './useRinging.ts';

export interface LiveOrdersBoardProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The open orders, newest first. */
  orders: readonly Order[];
  status: 'loading' | 'error' | 'ready';
  /** Why the board did not load, for the message. */
  error?: ApiError | null;
  onRetry: () => void;
  /** A later poll failed: the cards shown may be out of date (the board keeps trying). */
  refreshFailed?: boolean;
  /** New orders nobody at this device acknowledged yet, oldest first: they ring. */
  ringing: readonly Order[];
  onAcknowledge: (ids: string[]) => void;
  /** No sound on this device (the bell's banner and the tab title still show). */
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  /** Where an order may go next, nearest first; empty for a person who may not move orders. */
  movesOf: (order: Order) => readonly OrderStatus[];
  /** set-status: resolves with the refusal, or null when the server took it. */
  onMove: (order: Order, status: OrderStatus) => Promise<ApiError | null>;
  /** The order's page, for people who may open it. */
  orderHref?: (id: string) => string;
  /** The order's printable ticket (decision 0077): the kitchen prints from the board. */
  ticketHref?: (id: string) => string;
  /** Area names by id, for the cards of deliveries. */
  areaNames?: AreaNames;
}

/** The board's columns, in the order an order moves through them (final statuses leave the board). */
const COLUMNS = ['pending', 'accepted', 'preparing', 'ready', 'on_the_way'] as const satisfies readonly OrderStatus[];
type ColumnStatus = (typeof COLUMNS)[number];

/**
 * Cards a column shows at first and adds per "Show more" (decision 0080): the oldest orders,
 * the ones to serve first, are always on screen, and a busy day's board of 500 orders mounts
 * and moves cards fast (scripts/bench/live-board.ts) instead of rendering every card.
 */
export const COLUMN_PAGE = 20;
const FIRST_PAGES: Readonly<Record<ColumnStatus, number>> = {
  pending: COLUMN_PAGE,
  accepted: COLUMN_PAGE,
  preparing: COLUMN_PAGE,
  ready: COLUMN_PAGE,
  on_the_way: COLUMN_PAGE,
};

/**
 * Cards a column draws in the board's first paint: a desktop screen's worth (decision 0093). The
 * rest of each column's page follows at once in a transition, which React renders in slices
 * between frames, so the first cards are on screen without waiting for the hundred.
 */
export const FIRST_PAINT = 4;

interface Refusal {
  number: string;
  status: OrderStatus;
  error: ApiError | null;
}

function BoardSkeleton() {
  return (
    <Columns aria-hidden="true">
      {COLUMNS.slice(0, 4).map((status) => (
        <Column key={status} as="div">
          <Skeleton inlineSize="40%" blockSize="20px" />
          <Skeleton blockSize="140px" radius="md" />
          <Skeleton blockSize="140px" radius="md" />
        </Column>
      ))}
    </Columns>
  );
}

/**
 * The live orders board (issue #12, vendor spec §7 GET /broadcast/orders, POST set-status):
 * a column per open status, a card per order, the next step on each card. A new order rings
 * (sound, banner, tab title) until someone acknowledges it; a blocked sound asks for a click;
 * the bell can be muted on this device. A refused move leaves the card where it was and says
 * why.
 */
export function LiveOrdersBoard(props: LiveOrdersBoardProps) {
  const { orders, status, ringing, muted, movesOf, onMove, orderHref, onAcknowledge } = props;
  const intl = useIntl();
  const now = useNow();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [moved, setMoved] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [shown, setShown] = useState(FIRST_PAGES);
  // False until the board has painted its first cards; then the columns fill to their page.
  const [filled, setFilled] = useState(false);
  const columnsRef = useRef<HTMLDivElement>(null);
  /** The card to focus once "Show more" has rendered it (the first of the cards it added). */
  const focusNext = useRef<string | null>(null);
  /**
   * Where focus goes after a move or an acknowledgement took away what had it (the card's button
   * is disabled while it moves, then the card is drawn in another column; the bell's banner goes):
   * the order's card, or its old column when it left the board. Only while focus is lost.
   */
  const refocus = useRef<{ id: string; column: string; moved: boolean } | null>(null);

  // The cards are memoized: each gets the same `onMove` (the latest prop, read when called) and
  // `movesOf`, so a move or a poll re-renders only the cards whose order changed.
  const latest = useRef({ onMove, onMutedChange: props.onMutedChange });
  useLayoutEffect(() => {
    latest.current = { onMove, onMutedChange: props.onMutedChange };
  });

  const ringingIds = useMemo(() => new Set(ringing.map((o) => o.id)), [ringing]);
  const bell = useRinging(ringing.length > 0, muted);
  useTitleSignal(
    ringing.length > 0
      ? intl.formatMessage({ id: 'dashboard.orders.alert.tabTitle' }, { count: ringing.length, n: String(ringing.length) })
      : null,
  );

  // Announce each order that starts ringing, once.
  const announced = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const fresh = ringing.filter((o) => !announced.current.has(o.id));
    announced.current = ringingIds;
    if (fresh.length === 0) return;
    setAnnouncement(
      intl.formatMessage(
        { id: 'dashboard.orders.alert.announce' },
        { count: fresh.length, numbers: intl.formatList(fresh.map((o) => o.number)) },
      ),
    );
  }, [ringing, ringingIds, intl]);

  const byStatus = useMemo(() => {
    const columns = new Map<ColumnStatus, Order[]>(COLUMNS.map((s) => [s, []]));
    for (const order of orders) columns.get(order.status as ColumnStatus)?.push(order);
    // Oldest first within a column: the order waiting longest is served first.
    for (const list of columns.values()) list.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    return columns;
  }, [orders]);

  const move = useCallback(
    async (order: Order, next: OrderStatus) => {
      setBusy((current) => new Set(current).add(order.id));
      setRefusal(null);
      const error = await latest.current.onMove(order, next);
      setBusy((current) => {
        const copy = new Set(current);
        copy.delete(order.id);
        return copy;
      });
      refocus.current = { id: order.id, column: order.status, moved: !error };
      const values = { number: order.number, status: intl.formatMessage({ id: STATUS_LABEL_IDS[next] }) };
      if (error) setRefusal({ number: order.number, status: next, error });
      else setMoved(intl.formatMessage({ id: 'dashboard.orders.moved' }, values));
    },
    [intl],
  );

  const hasCards = status === 'ready' && orders.length > 0;
  useEffect(() => {
    if (hasCards && !filled) startTransition(() => setFilled(true));
  }, [hasCards, filled]);

  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    const card = columnsRef.current?.querySelector<HTMLElement>(`[aria-labelledby="order-card-${id}"]`);
    if (!card) return;
    card.tabIndex = -1;
    card.focus();
  }, [shown]);

  useEffect(() => {
    const target = refocus.current;
    if (!target || !focusIsLost()) return;
    const columns = columnsRef.current;
    const card = columns?.querySelector<HTMLElement>(`[aria-labelledby="order-card-${target.id}"]`);
    const oldColumn = columns?.querySelector<HTMLElement>(`[aria-labelledby="orders-column-${target.column}"]`);
    // A moved card is focused once the board draws it in its new column (or it left the board).
    if (card && target.moved && oldColumn?.contains(card)) return;
    const place = card ?? oldColumn;
    if (!place) return;
    refocus.current = null;
    place.tabIndex = -1;
    place.focus();
  });

  // Kept between renders (a move re-renders the board; the switch need not).
  const muteSwitch = useMemo(
    () => (
      <Switch checked={!muted} onChange={(on) => latest.current.onMutedChange(!on)}>
        <FormattedMessage id="dashboard.orders.sound.switch" />
      </Switch>
    ),
    [muted],
  );

  let body;
  if (status === 'loading') body = <BoardSkeleton />;
  else if (status === 'error')
    body = (
      <ErrorState
        title={<FormattedMessage id="dashboard.orders.board.error" />}
        description={
          <FormattedMessage
            id={props.error?.kind === 'network' ? 'dashboard.orders.refused.network' : 'dashboard.orders.board.error.message'}
          />
        }
        onRetry={props.onRetry}
      />
    );
  else if (orders.length === 0)
    body = (
      <EmptyState
        title={<FormattedMessage id="dashboard.orders.board.empty" />}
        description={<FormattedMessage id="dashboard.orders.board.empty.message" />}
      />
    );
  else
    body = (
      <Columns ref={columnsRef}>
        {COLUMNS.map((columnStatus) => {
          const list = byStatus.get(columnStatus) ?? [];
          const headingId = `orders-column-${columnStatus}`;
          const page = Math.min(list.length, shown[columnStatus]);
          const visible = list.slice(0, filled ? page : Math.min(page, FIRST_PAINT));
          const hidden = list.length - page;
          return (
            <Column key={columnStatus} aria-labelledby={headingId}>
              <ColumnHeading id={headingId}>
                <FormattedMessage id={STATUS_LABEL_IDS[columnStatus]} />
                <Badge tone={columnStatus === 'pending' && list.length > 0 ? 'warning' : 'neutral'}>
                  <LtrText>{list.length}</LtrText>
                </Badge>
              </ColumnHeading>
              {list.length === 0 ? (
                <ColumnEmpty>
                  <FormattedMessage id="dashboard.orders.column.empty" />
                </ColumnEmpty>
              ) : (
                <CardList>
                  {visible.map((order) => (
                    <li key={order.id}>
                      <LiveOrdersBoardCard
                        order={order}
                        now={now}
                        ringing={ringingIds.has(order.id)}
                        busy={busy.has(order.id)}
                        movesOf={movesOf}
                        onMove={move}
                        href={orderHref?.(order.id)}
                        ticketHref={props.ticketHref?.(order.id)}
                        area={areaNameOf(order, props.areaNames, intl.locale)}
                      />
                    </li>
                  ))}
                </CardList>
              )}
              {hidden > 0 ? (
                <MoreButton>
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => {
                      focusNext.current = list[page]?.id ?? null;
                      setShown((current) => ({ ...current, [columnStatus]: current[columnStatus] + COLUMN_PAGE }));
                    }}
                  >
                    {/* One run of text: the button lays its children out as separate items. */}
                    <span>
                      <FormattedMessage
                        id="dashboard.orders.column.more"
                        values={{
                          count: Math.min(hidden, COLUMN_PAGE),
                          n: <LtrText>{Math.min(hidden, COLUMN_PAGE)}</LtrText>,
                          hidden: <LtrText>{hidden}</LtrText>,
                        }}
                      />
                    </span>
                  </Button>
                </MoreButton>
              ) : null}
            </Column>
          );
        })}
      </Columns>
    );

  return (
    <Page
      title={<FormattedMessage id="dashboard.orders.board.title" />}
      description={<FormattedMessage id="dashboard.orders.board.description" />}
      breadcrumbs={props.breadcrumbs}
      secondaryActions={muteSwitch}
    >
      <Announcer aria-live="assertive">{announcement}</Announcer>
      <Announcer role="status">{moved}</Announcer>
      {ringing.length > 0 ? (
        <AlertBox role="region" aria-labelledby="orders-bell-title">
          <AlertText>
            <strong id="orders-bell-title">
              <FormattedMessage
                id="dashboard.orders.alert.title"
                values={{ count: ringing.length, n: <LtrText>{ringing.length}</LtrText> }}
              />
            </strong>
            <span>
              <FormattedMessage
                id="dashboard.orders.alert.numbers"
                values={{ numbers: <bdi>{intl.formatList(ringing.map((o) => o.number))}</bdi> }}
              />
            </span>
            {muted ? (
              <span>
                <FormattedMessage id="dashboard.orders.alert.muted" />
              </span>
            ) : null}
          </AlertText>
          <AlertActions>
            <Button
              onClick={() => {
                const first = ringing[0];
                if (first) refocus.current = { id: first.id, column: first.status, moved: false };
                onAcknowledge(ringing.map((o) => o.id));
              }}
            >
              <FormattedMessage id="dashboard.orders.alert.acknowledge" />
            </Button>
          </AlertActions>
        </AlertBox>
      ) : null}
      <Notices>
        {bell.blocked ? (
          <InlineAlert
            tone="warning"
            title={<FormattedMessage id="dashboard.orders.sound.blocked" />}
            action={{ label: <FormattedMessage id="dashboard.orders.sound.unlock" />, onAction: () => void bell.unlock() }}
          >
            <FormattedMessage id="dashboard.orders.sound.blocked.message" />
          </InlineAlert>
        ) : null}
        {refusal ? (
          <InlineAlert
            tone="critical"
            title={
              <FormattedMessage
                id="dashboard.orders.refused.title"
                values={{ number: <LtrText>{refusal.number}</LtrText>, status: <FormattedMessage id={STATUS_LABEL_IDS[refusal.status]} /> }}
              />
            }
            onDismiss={() => setRefusal(null)}
          >
            <FormattedMessage id={refusalId(refusal.error)} />
          </InlineAlert>
        ) : null}
        {props.refreshFailed && status === 'ready' ? (
          <InlineAlert tone="warning" title={<FormattedMessage id="dashboard.orders.board.stale" />}>
            <FormattedMessage id="dashboard.orders.board.stale.message" />
          </InlineAlert>
        ) : null}
      </Notices>
      {body}
    </Page>
  );
}
