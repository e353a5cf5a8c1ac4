import { useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { failure } from '@dukkan/core';
import {
  addExtraItem,
  ApiRequestError,
  cancelOrder,
  createOrderJob,
  editOrderItem,
  isFinalStatus,
  removeExtraItem,
  removeOrderItem,
  requestOrderPayment,
  useAreaNames,
  useCarriers,
  useDeliveryJob,
  useDeliveryJobs,
  useDrivers,
  useShopOrder,
  type OrdersContext,
} from '@dukkan/data';
import { OrderDetailView, type OrderDeliveryProps } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { jobAssignee } from '../delivery/jobAssignee.ts';
import { deliveryUrls, jobDialog } from '../delivery/urls.ts';
import { ordersUrls } from './urls.ts';

const NO_SHOP = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' } as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The order's delivery job (decision 0067): for a delivery order and a person who may see
 * deliveries, its latest job from the shop's jobs (GET /vendor/cc/job), followed as it is now
 * (GET /cc/job/get, every 30 s), with who delivers it named; and "Send for delivery"
 * (POST /cc/job/create) for a person who may change deliveries while the order is open.
 */
function useOrderDelivery(orderId: string, shopId: string | undefined, enabled: boolean, open: boolean): OrderDeliveryProps | undefined {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const can = useCan();
  const shop = enabled && can('delivery:view') ? shopId : undefined;
  const jobs = useDeliveryJobs(shop);
  // The list is newest first: the order's latest job, cancelled or not.
  const latest = jobs.data?.find((job) => job.cart === orderId);
  const now = useDeliveryJob(shop, latest?.id);
  const job = now.data ?? latest;
  const drivers = useDrivers(job?.driver ? shop : undefined);
  const carriers = useCarriers(job?.carrier ? shop : undefined);
  if (!shop) return undefined;
  const status = jobs.status === 'error' || (latest && now.status === 'error') ? 'error' : jobs.status === 'ready' ? 'ready' : 'loading';
  const assignee = job ? jobAssignee(job, drivers.data, carriers.data) : undefined;
  const followable = job && (job.status === 'created' || job.status === 'assigned');
  return {
    job: {
      status,
      data: job
        ? {
            id: job.id,
            status: job.status,
            amountFils: job.amountFils,
            ...(assignee ? { assignee } : {}),
            ...(job.weightKg !== undefined ? { weightKg: job.weightKg } : {}),
          }
        : null,
      retry: () => {
        jobs.retry();
        if (latest) now.retry();
      },
    },
    canSend: open && can('delivery:update'),
    jobsHref: followable
      ? `${deliveryUrls.jobs()}?dialog=${encodeURIComponent(jobDialog({ kind: 'assign', id: job.id }))}`
      : deliveryUrls.jobs(),
    onSend: async (weightKg) => {
      const result = await createOrderJob({ client, mutate, shop }, orderId, weightKg);
      return result.error;
    },
  };
}

/** /orders/:id: one order, its edits, cancelling and payment requests, and its delivery job. */
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
  const isDelivery = !!order.data && !order.data.pickup && !order.data.dineIn;
  const delivery = useOrderDelivery(id, shopId, isDelivery, !!order.data && !isFinalStatus(order.data.status));

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
      delivery={delivery}
      ticketHref={ordersUrls.ticket(id)}
    />
  );
}
