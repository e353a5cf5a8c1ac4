import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useOrder } from '@dukkan/data';
import { CardPaymentDialog, OrderView, ReorderDialog } from '@dukkan/screens';
import { urls } from '../../urls.ts';
import { useCardPayment } from './useCardPayment.ts';
import { useReorder } from './useReorder.tsx';

/**
 * `/orders/{id}` (login required, `/grocery/cart/get`). Right after placing (`?placed=1`) it
 * thanks the customer, and an unpaid card order opens the card payment at once. "Order again"
 * checks today's products and asks before the cart changes (decision 0047).
 */
export function OrderRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const justPlaced = params.get('placed') === '1';
  const { data: order, error, isLoading, mutate } = useOrder(id);
  const payment = useCardPayment(order);
  const reorder = useReorder();
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
        onReorder={() => {
          if (order) reorder.start(order);
        }}
        isReordering={reorder.checkingId !== null}
      />
      <CardPaymentDialog {...payment.dialog} />
      <ReorderDialog {...reorder.dialog} />
    </>
  );
}
