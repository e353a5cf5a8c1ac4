import { useParams, useSearchParams } from 'react-router';
import { ApiRequestError, useAreaNames, useShopDetails, useShopOrder } from '@dukkan/data';
import { OrderTicket, type TicketKind, type TicketPaper } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { ordersUrls } from './urls.ts';

/**
 * /orders/:id/ticket?kind=kitchen|receipt&paper=80mm|a4: an order's printable kitchen ticket or
 * receipt (decision 0077). The order is GET /grocery/shop/cart/get, as on the order's page; the
 * receipt's shop name is GET /shop/a/details, asked only for the receipt. What to print and the
 * paper live in the URL, so a bookmarked or shared link prints the same sheet.
 */
export function OrderTicketRoute() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const kind: TicketKind = params.get('kind') === 'receipt' ? 'receipt' : 'kitchen';
  const paper: TicketPaper = params.get('paper') === 'a4' ? 'a4' : '80mm';
  const order = useShopOrder(shopId, id);
  const details = useShopDetails(kind === 'receipt' ? shopId : undefined);
  const areaNames = useAreaNames(Boolean(order.data?.address?.area));

  const choose = (key: 'kind' | 'paper', value: string, fallback: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === fallback) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const shop = details.data?.shop;
  return (
    <OrderTicket
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      order={order.data}
      status={order.data ? 'ready' : order.error ? 'error' : 'loading'}
      error={order.error instanceof ApiRequestError ? order.error.error : null}
      onRetry={() => void order.mutate()}
      kind={kind}
      paper={paper}
      onKindChange={(value) => choose('kind', value, 'kitchen')}
      onPaperChange={(value) => choose('paper', value, '80mm')}
      onPrint={() => window.print()}
      shop={shop ? { name: shop.name, ...(shop.name_ar ? { name_ar: shop.name_ar } : {}) } : undefined}
      areaNames={areaNames.data}
      orderHref={can('orders:view') ? ordersUrls.order(id) : undefined}
    />
  );
}
