import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order, OrderStatus } from '@dukkan/core';
import { Badge, Button, Link, Menu, Money, MoreIcon, VisuallyHidden } from '@dukkan/ui';
import { OrderAge } from '../shared/OrderAge.tsx';
import { OrderSchedule } from '../shared/OrderSchedule.tsx';
import { FULFILMENT_IDS, fulfilmentOf, itemCount, MOVE_LABEL_IDS, paymentId, totalFils } from '../shared/orderText.ts';
import { Age, CardActions, CardBox, CardHeader, CardNumber, Facts, LtrText, Tags } from './LiveOrdersBoard.styles.ts';

export interface LiveOrdersBoardCardProps {
  order: Order;
  now: number;
  ringing: boolean;
  busy: boolean;
  /** The statuses an order may move to, nearest first; empty when the person may not move it (a stable function). */
  movesOf: (order: Order) => readonly OrderStatus[];
  onMove: (order: Order, status: OrderStatus) => void;
  /** Where the number links to (the order's page); none for a person who may not open it. */
  href?: string;
  /** The order's printable ticket. */
  ticketHref?: string;
  /** The area the order goes to, in the interface language. */
  area?: string;
}

const FULFILMENT_TONES = { delivery: 'info', pickup: 'neutral', dineIn: 'success' } as const;

/** One order on the board: what the kitchen and the counter need at a glance, and its next step. */
export const LiveOrdersBoardCard = memo(function LiveOrdersBoardCard({
  order,
  now,
  ringing,
  busy,
  movesOf,
  onMove,
  href,
  ticketHref,
  area,
}: LiveOrdersBoardCardProps) {
  const intl = useIntl();
  const headingId = `order-card-${order.id}`;
  const fulfilment = fulfilmentOf(order);
  const [next, ...others] = movesOf(order);
  const number = <LtrText>{order.number}</LtrText>;

  return (
    <CardBox aria-labelledby={headingId} data-ringing={ringing || undefined} data-busy={busy || undefined}>
      <CardHeader>
        <CardNumber id={headingId}>{href ? <Link href={href}>{number}</Link> : number}</CardNumber>
        <Age>
          <OrderAge createdAt={order.createdAt} now={now} />
        </Age>
      </CardHeader>
      <Tags>
        {ringing ? (
          <Badge tone="warning">
            <FormattedMessage id="dashboard.orders.card.new" />
          </Badge>
        ) : null}
        <Badge tone={FULFILMENT_TONES[fulfilment]}>
          <FormattedMessage id={FULFILMENT_IDS[fulfilment]} />
        </Badge>
        {order.paid ? (
          <Badge tone="success">
            <FormattedMessage id="dashboard.orders.card.paid" />
          </Badge>
        ) : null}
      </Tags>
      <Facts>
        <dt>
          <FormattedMessage id="dashboard.orders.card.when" />
        </dt>
        <dd>
          <OrderSchedule order={order} />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.orders.card.items" />
        </dt>
        <dd>
          <FormattedMessage
            id="dashboard.orders.card.itemCount"
            values={{ count: itemCount(order), n: <LtrText>{itemCount(order)}</LtrText> }}
          />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.orders.card.total" />
        </dt>
        <dd>
          <FormattedMessage
            id="dashboard.orders.card.totalPaid"
            values={{
              total: <Money fils={totalFils(order)} size="sm" />,
              payment: <FormattedMessage id={paymentId(order.payment_type)} />,
            }}
          />
        </dd>
        {fulfilment === 'delivery' ? (
          <>
            <dt>
              <FormattedMessage id="dashboard.orders.card.area" />
            </dt>
            <dd>{area ? <bdi>{area}</bdi> : <FormattedMessage id="dashboard.orders.card.areaUnknown" />}</dd>
          </>
        ) : null}
      </Facts>
      {next || ticketHref ? (
        <CardActions>
          {next ? (
            <Button size="sm" onClick={() => onMove(order, next)} loading={busy} disabled={busy}>
              <FormattedMessage id={MOVE_LABEL_IDS[next]} />
              <VisuallyHidden>
                <FormattedMessage id="dashboard.orders.card.ofOrder" values={{ number: order.number }} />
              </VisuallyHidden>
            </Button>
          ) : null}
          {others.length > 0 ? (
            <Menu
              label={intl.formatMessage({ id: 'dashboard.orders.card.otherMoves' }, { number: order.number })}
              icon={<MoreIcon />}
              iconOnly
              isDisabled={busy}
              placement="bottom end"
              items={others.map((status) => ({ id: status, label: intl.formatMessage({ id: MOVE_LABEL_IDS[status] }) }))}
              onAction={(id) => {
                const status = others.find((s) => s === id);
                if (status) onMove(order, status);
              }}
            />
          ) : null}
          {ticketHref ? (
            <Link href={ticketHref}>
              <FormattedMessage id="dashboard.ticket.open" />
              <VisuallyHidden>
                <FormattedMessage id="dashboard.orders.card.ofOrder" values={{ number: order.number }} />
              </VisuallyHidden>
            </Link>
          ) : null}
        </CardActions>
      ) : null}
    </CardBox>
  );
});
