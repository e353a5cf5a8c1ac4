import { useSWRConfig } from 'swr';
import { apiError, type ApiError } from '@dukkan/core';
import { setShopCarriers, useCarriers, useDeliveryServices, type JobsContext } from '@dukkan/data';
import { CarriersView, type CarrierItem, type OwnFleetItem } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { deliveryUrls } from './urls.ts';

const NO_SHOP: ApiError = apiError('client', 400, 'No working shop', 'missing_param');

/**
 * /delivery/carriers (vendor spec §7 Delivery: /cc/shop/{shop}/ccs, /cc/carriers,
 * /delivery-services/manage; issue #15 item 4): the shop's own fleet and the platform carriers,
 * each turned on or off for the shop.
 */
export function CarriersRoute() {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const carriers = useCarriers(shopId);
  const services = useDeliveryServices(shopId);
  const ctx: JobsContext | null = shopId ? { client, mutate, shop: shopId } : null;
  const own = services.data?.find((s) => s.kind === 'fleet');
  const fleet: OwnFleetItem | undefined = own ? { drivers: own.drivers ?? 0, available: own.available ?? 0 } : undefined;

  async function toggle(carrier: CarrierItem, enabled: boolean): Promise<ApiError | null> {
    if (!ctx || !carriers.data) return NO_SHOP;
    // The call sets the whole list: the carriers on now, with this one turned on or off.
    const on = carriers.data.filter((c) => (c.id === carrier.id ? enabled : c.enabled)).map((c) => c.id);
    return (await setShopCarriers(ctx, on)).error;
  }

  return (
    <CarriersView
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      fleet={{ data: fleet, status: services.status === 'ready' && !fleet ? 'error' : services.status, retry: services.retry }}
      carriers={carriers}
      canEdit={can('delivery:update')}
      driversHref={deliveryUrls.drivers()}
      onToggle={toggle}
    />
  );
}
