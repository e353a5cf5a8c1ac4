import { useId } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { toFilsOr, type BillField, type Order } from '@dukkan/core';
import { Money } from '@dukkan/ui';
import { Section, SectionTitle } from './OrderView.styles.ts';
import { BillList, BillRow } from './OrderBill.styles.ts';

/** One literal id per bill rule (customer §3 "Bill field"). */
const BILL_LABELS = defineMessages<BillField['rule']>({
  subtotal: { id: 'storefront.orders.bill.subtotal' },
  delivery_fee: { id: 'storefront.orders.bill.delivery_fee' },
  discount: { id: 'storefront.orders.bill.discount' },
  wallet: { id: 'storefront.orders.bill.wallet' },
  vat: { id: 'storefront.orders.bill.vat' },
  total_amount: { id: 'storefront.orders.bill.total_amount' },
});

/** Lines that only matter when they are not zero. */
const HIDDEN_WHEN_ZERO: ReadonlySet<BillField['rule']> = new Set(['discount', 'wallet', 'vat']);
/** Amounts taken off the total: shown with a minus sign. */
const DEDUCTED: ReadonlySet<BillField['rule']> = new Set(['discount', 'wallet']);

function isKnownRule(rule: string): rule is BillField['rule'] {
  return Object.prototype.hasOwnProperty.call(BILL_LABELS, rule);
}

/** The bill as the server computed it, in its order; lines this app does not know are left out. */
export function OrderBill({ order }: { order: Order }) {
  const headingId = useId();
  const rows = order.bill
    .filter((field) => isKnownRule(field.rule))
    .map((field) => ({ rule: field.rule, fils: toFilsOr(field.value, 0) }))
    .filter((row) => !(HIDDEN_WHEN_ZERO.has(row.rule) && row.fils === 0));
  return (
    <Section aria-labelledby={headingId}>
      <SectionTitle id={headingId}>
        <FormattedMessage id="storefront.orders.bill.heading" />
      </SectionTitle>
      <BillList>
        {rows.map((row) => (
          <BillRow key={row.rule} data-total={row.rule === 'total_amount' || undefined}>
            <dt>
              <FormattedMessage {...BILL_LABELS[row.rule]} />
            </dt>
            <dd>
              <Money fils={DEDUCTED.has(row.rule) ? -Math.abs(row.fils) : row.fils} size={row.rule === 'total_amount' ? 'lg' : 'md'} />
            </dd>
          </BillRow>
        ))}
      </BillList>
    </Section>
  );
}
