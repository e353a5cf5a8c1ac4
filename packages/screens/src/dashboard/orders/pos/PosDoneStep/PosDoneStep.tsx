import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, Link, Money, SuccessIcon } from '@dukkan/ui';
import type { PosDone } from '../types.ts';
import { Actions, Done, Facts } from './PosDoneStep.styles.ts';

export interface PosDoneStepProps {
  done: PosDone;
  /** The receipt and the kitchen ticket of the order (the ticket page, decision 0077). */
  receiptHref: string;
  kitchenTicketHref: string;
  onNewSale: () => void;
}

/**
 * After the sale: the order number and the total the server charged (the ticket's total was an
 * estimate), how it was paid and served, links to print the receipt and the kitchen ticket, and
 * "New sale". The heading takes focus, so a screen reader hears the sale was placed.
 */
export function PosDoneStep({ done, receiptHref, kitchenTicketHref, onNewSale }: PosDoneStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Done aria-labelledby="pos-done-title" data-pos-done="">
      <h2 id="pos-done-title" ref={heading} tabIndex={-1}>
        <SuccessIcon />
        <FormattedMessage id="dashboard.pos.done.title" values={{ number: <bdi dir="ltr">{done.number}</bdi> }} />
      </h2>
      <Facts>
        <dt>
          <FormattedMessage id="dashboard.pos.done.total" />
        </dt>
        <dd data-pos-total="">
          <Money fils={done.totalFils} size="lg" />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.pos.done.payment" />
        </dt>
        <dd>
          <FormattedMessage id={done.payment === 'card' ? 'dashboard.pos.payment.card' : 'dashboard.pos.payment.cash'} />
        </dd>
        <dt>
          <FormattedMessage id="dashboard.pos.done.fulfilment" />
        </dt>
        <dd>
          {done.dineIn ? (
            <FormattedMessage id="dashboard.pos.done.table" values={{ table: <bdi dir="ltr">{done.table}</bdi> }} />
          ) : (
            <FormattedMessage id="dashboard.pos.fulfilment.pickup" />
          )}
        </dd>
      </Facts>
      <Actions>
        <Link href={receiptHref}>
          <FormattedMessage id="dashboard.pos.done.receipt" />
        </Link>
        <Link href={kitchenTicketHref}>
          <FormattedMessage id="dashboard.pos.done.kitchen" />
        </Link>
        <Button variant="primary" onClick={onNewSale} data-new-sale="">
          <FormattedMessage id="dashboard.pos.done.newSale" />
        </Button>
      </Actions>
    </Done>
  );
}
