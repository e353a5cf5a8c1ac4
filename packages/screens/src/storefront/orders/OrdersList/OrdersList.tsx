import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@dukkan/core';
import { Button, Card, EmptyState, ErrorState, Link, LoadMore, Money, Skeleton } from '@dukkan/ui';
import { OrderDate } from '../shared/OrderDate.tsx';
import { orderItemCount, orderTotalFils } from '../shared/orderFacts.ts';
import { OrderStatusBadge } from '../shared/OrderStatusBadge.tsx';
import { Facts, List, Page, ReorderRow, Summary, Title, When } from './OrdersList.styles.ts';

export interface OrdersListProps {
  /** The orders loaded so far, newest first as the API gives them; undefined before the first page. */
  orders: readonly Order[] | undefined;
  isLoading: boolean;
  /** The first page failed; shows an error with retry. */
  error?: unknown;
  onRetry: () => void;
  /** More pages exist: shows "Load more". */
  hasMore: boolean;
  onLoadMore: () => void;
  isLoadingMore: boolean;
  orderHref: (orderId: string) => string;
  /** The shop's home, offered when there are no orders yet. */
  homeHref: string;
  /** "Order again" under each order (outside its link card); no button without it. */
  onReorder?: (order: Order) => void;
  /** The order whose "Order again" check is under way. */
  reorderingId?: string | null;
}

/** The customer's orders `/orders` (customer spec §2): one link card per order. */
export function OrdersList({
  orders,
  isLoading,
  error,
  onRetry,
  hasMore,
  onLoadMore,
  isLoadingMore,
  orderHref,
  homeHref,
  onReorder,
  reorderingId = null,
}: OrdersListProps) {
  const intl = useIntl();
  // "No more orders" is only worth saying after the customer asked for more.
  const [pagedOnce, setPagedOnce] = useState(false);
  const heading = (
    <Title>
      <FormattedMessage id="storefront.orders.list.title" />
    </Title>
  );
  if (!orders && error) {
    return (
      <Page id="main">
        {heading}
        <ErrorState onRetry={onRetry} />
      </Page>
    );
  }
  if (isLoading || !orders) return <OrdersListSkeleton heading={heading} />;
  if (orders.length === 0) {
    return (
      <Page id="main">
        {heading}
        <EmptyState
          title={<FormattedMessage id="storefront.orders.list.empty.title" />}
          description={<FormattedMessage id="storefront.orders.list.empty.description" />}
          action={
            <Link href={homeHref}>
              <FormattedMessage id="storefront.orders.list.empty.action" />
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <Page id="main">
      {heading}
      <List>
        {orders.map((order) => (
          <li key={order.id}>
            <Card
              titleLevel={2}
              title={<FormattedMessage id="storefront.orders.number" values={{ number: <bdi dir="ltr">{order.number}</bdi> }} />}
              href={orderHref(order.id)}
              footer={
                <Summary>
                  <span>
                    <FormattedMessage id="storefront.orders.list.itemCount" values={{ count: orderItemCount(order) }} />
                  </span>
                  <span>
                    <FormattedMessage id="storefront.orders.list.total" values={{ amount: <Money fils={orderTotalFils(order)} /> }} />
                  </span>
                </Summary>
              }
            >
              <Facts>
                <When>
                  <FormattedMessage id="storefront.orders.placedOn" values={{ date: <OrderDate value={order.createdAt} /> }} />
                </When>
                <OrderStatusBadge status={order.status} />
              </Facts>
            </Card>
            {onReorder ? (
              <ReorderRow>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage({ id: 'storefront.reorder.actionFor' }, { number: order.number })}
                  loading={reorderingId === order.id}
                  onClick={() => onReorder(order)}
                >
                  <FormattedMessage id="storefront.reorder.action" />
                </Button>
              </ReorderRow>
            ) : null}
          </li>
        ))}
      </List>
      {hasMore || pagedOnce ? (
        <LoadMore
          loading={isLoadingMore}
          done={!hasMore}
          onLoadMore={() => {
            setPagedOnce(true);
            onLoadMore();
          }}
        />
      ) : null}
    </Page>
  );
}

function OrdersListSkeleton({ heading }: { heading: ReactNode }) {
  const intl = useIntl();
  return (
    <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      {heading}
      <List>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Card>
              <Skeleton inlineSize="40%" blockSize="20px" />
              <Skeleton inlineSize="70%" blockSize="16px" />
            </Card>
          </li>
        ))}
      </List>
    </Page>
  );
}
