import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { failure } from '@dukkan/core';
import {
  addExtraItem,
  ApiRequestError,
  cancelOrder,
  editOrderItem,
  isFinalStatus,
  removeExtraItem,
  removeOrderItem,
  requestOrderPayment,
  useAreaNames,
  useShopOrder,
  type OrdersContext,
} from '@dukkan/data';
import { OrderDetailView } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

const NO_SHOP = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' } as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** /orders/:id: one order, its edits, cancelling and payment requests. */
export function OrderDetailRoute() {
  const { id = '' } = useParams();
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const order = useShopOrder(shopId, id);
  const areaNames = useAreaNames(Boolean(order.data?.address?.area));
  const ctx: OrdersContext | null = shopId ? { api: client.api, mutate, shop: shopId } : null;

  return (
    <OrderDetailView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      order={order.data}
      status={order.data ? 'ready' : order.error ? 'error' : 'loading'}
      error={order.error instanceof ApiRequestError ? order.error.error : null}
      onRetry={() => void order.mutate()}
      canEdit={can('orders:update') && !!order.data && !isFinalStatus(order.data.status)}
      onCancel={(reason) => (ctx ? cancelOrder(ctx, id, reason) : Promise.resolve(NO_SHOP))}
      onEditItem={(lineId, values) => (ctx ? editOrderItem(ctx, id, lineId, values) : Promise.resolve(NO_SHOP))}
      onRemoveItem={(lineId) => (ctx ? removeOrderItem(ctx, id, lineId) : Promise.resolve(NO_SHOP))}
      onAddExtra={(extra) => (ctx ? addExtraItem(ctx, id, extra) : Promise.resolve(NO_SHOP))}
      onRemoveExtra={(extraId) => (ctx ? removeExtraItem(ctx, id, extraId) : Promise.resolve(NO_SHOP))}
      onRequestPayment={(amount) => (ctx ? requestOrderPayment(ctx, id, amount) : Promise.resolve(failure(NO_SHOP)))}
      onCopy={copyText}
      areaNames={areaNames.data}
    />
  );
}
