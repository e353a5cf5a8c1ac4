import { FormattedMessage } from 'react-intl';
import { billFils, type BillField } from '@dukkan/core';
import { Money } from '@dukkan/ui';
import { BillList, BillRow } from './bill.styles.ts';

/** One literal message id per bill rule (customer §3 "Bill field"). */
const BILL_LABELS: Readonly<Record<BillField['rule'], string>> = {
  subtotal: 'storefront.bill.subtotal',
  delivery_fee: 'storefront.bill.delivery_fee',
  discount: 'storefront.bill.discount',
  wallet: 'storefront.bill.wallet',
  vat: 'storefront.bill.vat',
  total_amount: 'storefront.bill.total_amount',
};

/** Amounts taken off the total (docs/decisions/0027): shown with a minus sign. */
const DEDUCTED: ReadonlySet<BillField['rule']> = new Set(['discount', 'wallet']);
/** Lines that only matter when they are not zero (with `hideZero`). */
const OPTIONAL: ReadonlySet<BillField['rule']> = new Set(['discount', 'wallet', 'vat']);

function isKnownRule(rule: string): rule is BillField['rule'] {
  return Object.hasOwn(BILL_LABELS, rule);
}

export interface BillLinesProps {
  bill: readonly BillField[];
  /** Leave out discount, wallet and VAT lines that are zero (a placed order's bill). */
  hideZero?: boolean;
}

/** The bill as the server computed it, in its order, for the cart and the order page; unknown rules are left out. */
export function BillLines({ bill, hideZero = false }: BillLinesProps) {
  const rows = bill
    .filter((field) => isKnownRule(field.rule))
    .map((field) => ({ rule: field.rule, fils: billFils([field], field.rule) }))
    .filter((row) => !(hideZero && OPTIONAL.has(row.rule) && row.fils === 0));
  return (
    <BillList>
      {rows.map(({ rule, fils }) => (
        <BillRow key={rule} data-total={rule === 'total_amount' || undefined}>
          <dt>
            <FormattedMessage id={BILL_LABELS[rule]} />
          </dt>
          <dd>
            <Money fils={DEDUCTED.has(rule) ? -Math.abs(fils) : fils} size={rule === 'total_amount' ? 'lg' : 'md'} />
          </dd>
        </BillRow>
      ))}
    </BillList>
  );
}
