import { useOrders } from '@dukkan/data';
import { OrdersList, ReorderDialog } from '@dukkan/screens';
import { useUserState } from '@dukkan/shell';
import { urls } from '../../urls.ts';
import { useReorder } from './useReorder.tsx';

/** `/orders` (login required): the customer's orders, newest first, a page at a time, each with "Order again". */
export function OrdersRoute() {
  const { isLoggedIn } = useUserState();
  const { orders, data, error, isLoading, hasMore, isLoadingMore, loadMore, mutate } = useOrders(isLoggedIn);
  const reorder = useReorder();
  return (
    <>
      <OrdersList
        orders={data ? orders : undefined}
        isLoading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        hasMore={hasMore}
        onLoadMore={loadMore}
        isLoadingMore={isLoadingMore && !isLoading}
        orderHref={(id) => urls.order(id)}
        homeHref={urls.home()}
        onReorder={reorder.start}
        reorderingId={reorder.checkingId}
      />
      <ReorderDialog {...reorder.dialog} />
    </>
  );
}
