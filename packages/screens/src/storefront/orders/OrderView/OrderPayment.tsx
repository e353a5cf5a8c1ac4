import { useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import type { Order, PaymentType } from '@dukkan/core';
import { Badge, Button, Link, Money } from '@dukkan/ui';
import { openPaymentRequests, orderTotalFils } from '../shared/orderFacts.ts';
import { Section, SectionTitle } from './OrderView.styles.ts';
import { BillList, BillRow } from '../../shared/bill.styles.ts';
import { PayRow, Requests } from './OrderPayment.styles.ts';

const PAYMENT_TYPE_MESSAGES = defineMessages<PaymentType>({
  cash: { id: 'storefront.orders.payment.type.cash' },
  card: { id: 'storefront.orders.payment.type.card' },
  wallet: { id: 'storefront.orders.payment.type.wallet' },
});

/** An unpaid card order that is still going ahead can be paid from here. */
export function canPayByCard(order: Pick<Order, 'payment_type' | 'paid' | 'status'>): boolean {
  return order.payment_type === 'card' && !order.paid && order.status !== 'cancelled';
}

export interface OrderPaymentProps {
  order: Order;
  onPay: () => void;
  isPaying: boolean;
}

/**
 * How the order is paid, whether it is, "Pay now" for an unpaid card order, and the payments the
 * shop asked for since (a weighed item's difference), each with its payment link.
 */
export function OrderPayment({ order, onPay, isPaying }: OrderPaymentProps) {
  const headingId = useId();
  const typeMessage = PAYMENT_TYPE_MESSAGES[order.payment_type];
  const requests = openPaymentRequests(order);
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <FormattedMessage id="storefront.orders.payment.heading" />
      </SectionTitle>
      <BillList>
        <BillRow>
          <dt>
            <FormattedMessage id="storefront.orders.payment.method" />
          </dt>
          <dd>{typeMessage ? <FormattedMessage {...typeMessage} /> : order.payment_type}</dd>
        </BillRow>
        <BillRow>
          <dt>
            <FormattedMessage id="storefront.orders.payment.state" />
          </dt>
          <dd>
            {order.paid ? (
              <Badge tone="success">
                <FormattedMessage id="storefront.orders.payment.paid" />
              </Badge>
            ) : (
              <Badge tone="warning">
                <FormattedMessage id="storefront.orders.payment.unpaid" />
              </Badge>
            )}
          </dd>
        </BillRow>
      </BillList>
      {canPayByCard(order) ? (
        <PayRow>
          <Button onClick={onPay} loading={isPaying}>
            <FormattedMessage id="storefront.orders.payment.payNow" />
          </Button>
          <span>
            <FormattedMessage id="storefront.orders.payment.due" values={{ amount: <Money fils={orderTotalFils(order)} /> }} />
          </span>
        </PayRow>
      ) : null}
      {requests.length > 0 ? (
        <Requests>
          {requests.map((request) => (
            <li key={request.id}>
              <FormattedMessage id="storefront.orders.payment.request" values={{ amount: <Money fils={request.amountFils} /> }} />
              <Link href={request.url} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="storefront.orders.payment.request.pay" values={{ amount: <Money fils={request.amountFils} /> }} />
              </Link>
            </li>
          ))}
        </Requests>
      ) : null}
    </Section>
  );
}
