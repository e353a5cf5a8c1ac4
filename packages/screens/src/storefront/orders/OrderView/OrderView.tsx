import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@dukkan/core';
import { Button, EmptyState, ErrorState, Link, Skeleton, SuccessIcon } from '@dukkan/ui';
import { OrderDate } from '../shared/OrderDate.tsx';
import { OrderStatusBadge } from '../shared/OrderStatusBadge.tsx';
import { OrderBill } from './OrderBill.tsx';
import { OrderFulfilment } from './OrderFulfilment.tsx';
import { OrderLines } from './OrderLines.tsx';
import { canPayByCard, OrderPayment } from './OrderPayment.tsx';
import { OrderProgress } from './OrderProgress.tsx';
import { BackLink, Banner, Header, HeaderActions, HeaderText, Meta, Page, Section, Title } from './OrderView.styles.ts';

export interface OrderViewProps {
  /** The order from `cart/get`; undefined while loading or after an error. */
  order: Order | undefined;
  isLoading: boolean;
  /** A failed load; an error whose `status` is 404 (ApiRequestError) shows "not found". */
  error?: unknown;
  onRetry: () => void;
  /** The order was placed a moment ago: a thank-you banner is announced. */
  justPlaced?: boolean;
  /** "Pay now" on an unpaid card order: the app opens the card payment dialog. */
  onPay: () => void;
  /** A payment is under way: "Pay now" shows a spinner and ignores clicks. */
  isPaying?: boolean;
  /** The order list (/orders), for the back link and from "not found". */
  ordersHref: string;
  /** "Order again": the app checks today's products and asks before the cart changes. No button without it. */
  onReorder?: () => void;
  /** The check for "Order again" is under way: the button shows a spinner and ignores clicks. */
  isReordering?: boolean;
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Order detail `/orders/{id}` (customer spec §2): status, lines, bill, delivery or pickup, payment. */
export function OrderView({
  order,
  isLoading,
  error,
  onRetry,
  justPlaced = false,
  onPay,
  isPaying = false,
  ordersHref,
  onReorder,
  isReordering = false,
}: OrderViewProps) {
  if (!order && error) {
    return (
      <Page id="main">
        {isNotFound(error) ? (
          <EmptyState
            title={<FormattedMessage id="storefront.orders.notFound.title" />}
            description={<FormattedMessage id="storefront.orders.notFound.description" />}
            action={
              <Link href={ordersHref}>
                <FormattedMessage id="storefront.orders.backToOrders" />
              </Link>
            }
          />
        ) : (
          <ErrorState onRetry={onRetry} />
        )}
      </Page>
    );
  }
  if (isLoading || !order) return <OrderViewSkeleton />;
  return (
    <Page id="main">
      <BackLink>
        <Link href={ordersHref}>
          <FormattedMessage id="storefront.orders.backToOrders" />
        </Link>
      </BackLink>
      {justPlaced ? (
        <Banner role="status">
          <SuccessIcon />
          <p>
            <strong>
              <FormattedMessage id="storefront.orders.justPlaced.title" />
            </strong>
            {canPayByCard(order) ? (
              <FormattedMessage id="storefront.orders.justPlaced.payByCard" />
            ) : (
              <FormattedMessage id="storefront.orders.justPlaced.description" />
            )}
          </p>
        </Banner>
      ) : null}
      <Header>
        <HeaderText>
          <Title>
            <FormattedMessage id="storefront.orders.number" values={{ number: <bdi dir="ltr">{order.number}</bdi> }} />
          </Title>
          <Meta>
            <FormattedMessage id="storefront.orders.placedOn" values={{ date: <OrderDate value={order.createdAt} /> }} />
          </Meta>
        </HeaderText>
        <HeaderActions>
          <OrderStatusBadge status={order.status} />
          {onReorder ? (
            <Button variant="secondary" size="sm" onClick={onReorder} loading={isReordering}>
              <FormattedMessage id="storefront.reorder.action" />
            </Button>
          ) : null}
        </HeaderActions>
      </Header>
      <OrderProgress order={order} />
      <OrderLines order={order} />
      <OrderBill order={order} />
      <OrderFulfilment order={order} />
      <OrderPayment order={order} onPay={onPay} isPaying={isPaying} />
    </Page>
  );
}

function OrderViewSkeleton() {
  const intl = useIntl();
  return (
    <Page id="main" aria-busy="true" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Skeleton inlineSize="min(280px, 70%)" blockSize="32px" />
      <Skeleton inlineSize="min(200px, 50%)" blockSize="16px" />
      {Array.from({ length: 3 }, (_, i) => (
        <Section key={i}>
          <Skeleton inlineSize="40%" blockSize="22px" />
          <Skeleton blockSize="16px" />
          <Skeleton inlineSize="80%" blockSize="16px" />
        </Section>
      ))}
    </Page>
  );
}
