import { Fragment } from 'react';
import { FormattedMessage } from 'react-intl';
import { billFils, type BillField, type Fils, type Order } from '@dukkan/core';
import { Money } from '@dukkan/ui';

const BILL_IDS: Readonly<Record<BillField['rule'], string>> = {
  subtotal: 'dashboard.orders.bill.subtotal',
  delivery_fee: 'dashboard.orders.bill.delivery_fee',
  discount: 'dashboard.orders.bill.discount',
  wallet: 'dashboard.orders.bill.wallet',
  vat: 'dashboard.orders.bill.vat',
  total_amount: 'dashboard.orders.bill.total_amount',
};
const BILL_ORDER: readonly BillField['rule'][] = ['subtotal', 'delivery_fee', 'discount', 'vat', 'wallet', 'total_amount'];
/** Amounts taken off the bill are shown as minus. */
const SUBTRACTED = new Set<BillField['rule']>(['discount', 'wallet']);

export interface BillRowsProps {
  bill: Order['bill'];
  /** The size of the total's amount; the other rows are one step smaller. */
  totalSize: 'md' | 'lg';
}

/**
 * An order's bill as `<dt>`/`<dd>` pairs for the caller's `<dl>`: subtotal and total always,
 * the other rules only when not zero, in the order a receipt reads; the total marked
 * `data-total` for its styling.
 */
export function BillRows({ bill, totalSize }: BillRowsProps) {
  const rowSize = totalSize === 'lg' ? 'md' : 'sm';
  return (
    <>
      {BILL_ORDER.filter((rule) => rule === 'total_amount' || rule === 'subtotal' || billFils(bill, rule) !== 0).map((rule) => {
        const fils = billFils(bill, rule);
        const total = rule === 'total_amount';
        return (
          <Fragment key={rule}>
            <dt data-total={total || undefined}>
              <FormattedMessage id={BILL_IDS[rule]} />
            </dt>
            <dd data-total={total || undefined}>
              <Money fils={(SUBTRACTED.has(rule) ? -fils : fils) as Fils} size={total ? totalSize : rowSize} />
            </dd>
          </Fragment>
        );
      })}
    </>
  );
}
