import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order } from '@dukkan/core';
import { BillLines } from '../../shared/BillLines.tsx';
import { Section, SectionTitle } from './OrderView.styles.ts';

/** The bill as the server computed it; zero discount, wallet and VAT lines are left out. */
export function OrderBill({ order }: { order: Order }) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <FormattedMessage id="storefront.orders.bill.heading" />
      </SectionTitle>
      <BillLines bill={order.bill} hideZero />
    </Section>
  );
}
