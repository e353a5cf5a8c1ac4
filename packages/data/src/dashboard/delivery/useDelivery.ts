import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import type { ListStatus } from '../shared/usePagedList.ts';
import { deliveryKeys } from './keys.ts';
import { readDrivers, type DeliveryDriver } from './drivers.ts';
import { readDeliveryAreas, type DeliveryAreaRow } from './read.ts';

export interface DeliveryState<T> {
  data: T | undefined;
  status: ListStatus;
  error: unknown;
  retry: () => void;
}

/** The platform areas with the shop's delivery settings (GET /area/list). */
export function useDeliveryAreas(shopId: string | undefined): DeliveryState<DeliveryAreaRow[]> {
  const client = useApiClient();
  const swr = useSWR<DeliveryAreaRow[]>(shopId ? deliveryKeys.areas(shopId) : null, selectFetcher(client, readDeliveryAreas));
  const status: ListStatus = swr.error ? 'error' : swr.data ? 'ready' : 'loading';
  return { data: status === 'ready' ? swr.data : undefined, status, error: swr.error, retry: () => void swr.mutate() };
}

/** Every driver of the shop, with where each is (GET available-drivers, all=true). */
export function useDrivers(shopId: string | undefined): DeliveryState<DeliveryDriver[]> {
  const client = useApiClient();
  const swr = useSWR<DeliveryDriver[]>(shopId ? deliveryKeys.drivers(shopId) : null, selectFetcher(client, readDrivers));
  const status: ListStatus = swr.error ? 'error' : swr.data ? 'ready' : 'loading';
  return { data: status === 'ready' ? swr.data : undefined, status, error: swr.error, retry: () => void swr.mutate() };
}
