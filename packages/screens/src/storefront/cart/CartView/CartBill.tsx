import { FormattedMessage } from 'react-intl';
import { toFils, type BillField } from '@dukkan/core';
import { Money } from '@dukkan/ui';
import { BillList, BillRow } from './CartSummary.styles.ts';

const BILL_LABELS: Readonly<Record<BillField['rule'], string>> = {
  subtotal: 'storefront.cart.bill.subtotal',
  delivery_fee: 'storefront.cart.bill.deliveryFee',
  discount: 'storefront.cart.bill.discount',
  wallet: 'storefront.cart.bill.wallet',
  vat: 'storefront.cart.bill.vat',
  total_amount: 'storefront.cart.bill.total',
};

/** Amounts taken off the total (docs/decisions/0021): shown with a minus sign. */
const DEDUCTIONS: ReadonlySet<BillField['rule']> = new Set(['discount', 'wallet']);

/** Every bill field of the checkout answer, in the server's order; a rule it does not know is skipped. */
export function CartBill({ bill }: { bill: readonly BillField[] }) {
  const rows = bill.flatMap((field) => {
    const fils = toFils(field.value);
    return Object.hasOwn(BILL_LABELS, field.rule) && fils !== null ? [{ rule: field.rule, fils }] : [];
  });
  return (
    <BillList>
      {rows.map(({ rule, fils }) => (
        <BillRow key={rule} data-total={rule === 'total_amount' || undefined}>
          <dt>
            <FormattedMessage id={BILL_LABELS[rule]} />
          </dt>
          <dd>
            <Money fils={DEDUCTIONS.has(rule) && fils > 0 ? -fils : fils} size={rule === 'total_amount' ? 'lg' : 'md'} />
          </dd>
        </BillRow>
      ))}
    </BillList>
  );
}
