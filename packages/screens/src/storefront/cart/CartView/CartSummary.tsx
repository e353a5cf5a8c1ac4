import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CheckoutResult, Fils } from '@dukkan/core';
import { ErrorState, Skeleton } from '@dukkan/ui';
import { BillLines } from '../../shared/BillLines.tsx';
import { CartPlaceOrder, type CartPlaceOrderProps } from './CartPlaceOrder.tsx';
import { CartWarnings } from './CartWarnings.tsx';
import { splitWarnings } from './warnings.ts';
import { PanelTitle, SummaryPanel } from './CartView.styles.ts';
import { BillArea, Updating } from './CartSummary.styles.ts';

export interface CartSummaryProps extends CartPlaceOrderProps {
  checkout: CheckoutResult | undefined;
  checkoutLoading: boolean;
  checkoutError?: unknown;
  onRetryCheckout: () => void;
  minOrderFils?: Fils;
}

/**
 * The bill of the last checkout answer, the warnings that stop the order, and Place order.
 * While checkout re-prices, the last bill stays, marked busy; a failed checkout offers a retry.
 */
export function CartSummary({ checkout, checkoutLoading, checkoutError, onRetryCheckout, minOrderFils, ...place }: CartSummaryProps) {
  const intl = useIntl();
  const titleId = useId();
  const failed = Boolean(checkoutError) && !checkoutLoading;
  const { blocking, notices } = splitWarnings(failed ? undefined : checkout);
  return (
    <SummaryPanel aria-labelledby={titleId}>
      <PanelTitle id={titleId}>
        <FormattedMessage id="storefront.cart.summary.title" />
      </PanelTitle>
      <Updating role="status">{checkoutLoading ? <FormattedMessage id="storefront.cart.summary.updating" /> : null}</Updating>
      {failed ? (
        <ErrorState
          title={<FormattedMessage id="storefront.cart.summary.errorTitle" />}
          description={<FormattedMessage id="storefront.cart.summary.errorDescription" />}
          onRetry={onRetryCheckout}
        />
      ) : checkout ? (
        <BillArea aria-busy={checkoutLoading} aria-label={intl.formatMessage({ id: 'storefront.cart.summary.bill' })} role="group">
          <BillLines bill={checkout.bill} />
        </BillArea>
      ) : (
        <BillArea aria-busy="true" aria-label={intl.formatMessage({ id: 'storefront.cart.summary.bill' })} role="group">
          <Skeleton blockSize="20px" />
          <Skeleton blockSize="20px" />
          <Skeleton blockSize="32px" />
        </BillArea>
      )}
      <div role="alert">
        <CartWarnings warnings={blocking} blocking minOrderFils={minOrderFils} />
      </div>
      <div role="status">
        <CartWarnings warnings={notices} blocking={false} minOrderFils={minOrderFils} />
      </div>
      <CartPlaceOrder {...place} />
    </SummaryPanel>
  );
}
