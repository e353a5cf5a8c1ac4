import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useOrder } from '@dukkan/data';
import { CardPaymentDialog, OrderView } from '@dukkan/screens';
import { urls } from '../../urls.ts';
import { useCardPayment } from './useCardPayment.ts';

/**
 * `/orders/{id}` (login required, `/grocery/cart/get`). Right after placing (`?placed=1`) it
 * thanks the customer, and an unpaid card order opens the card payment at once.
 */
export function OrderRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const justPlaced = params.get('placed') === '1';
  const { data: order, error, isLoading, mutate } = useOrder(id);
  const payment = useCardPayment(order);
  const payable = !!order && order.payment_type === 'card' && !order.paid && order.status !== 'cancelled';
  const offered = useRef(false);
  useEffect(() => {
    if (!justPlaced || !payable || offered.current) return;
    offered.current = true;
    payment.open();
  }, [justPlaced, payable, payment]);
  return (
    <>
      <OrderView
        order={order}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        justPlaced={justPlaced}
        onPay={payment.open}
        isPaying={payment.dialog.isPending}
        ordersHref={urls.orders()}
      />
      <CardPaymentDialog {...payment.dialog} />
    </>
  );
}
