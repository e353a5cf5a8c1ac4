import useSWR from 'swr';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import type { ListStatus } from '../shared/usePagedList.ts';
import { deliveryKeys } from './keys.ts';
import { readDrivers, type DeliveryDriver } from './drivers.ts';
import { readDeliveryAreas, type DeliveryAreaRow } from './read.ts';
import {
  readCarriers,
  readFreeDrivers,
  readJob,
  readJobs,
  readRates,
  readServices,
  type CarrierRate,
  type CarrierRow,
  type DeliveryJobRow,
  type DeliveryServiceRow,
  type FreeDriver,
} from './jobs.ts';

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

function useDeliveryCall<T>(key: unknown, read: (data: unknown) => T): DeliveryState<T> {
  const client = useApiClient();
  const swr = useSWR<T>(key as never, selectFetcher(client, read));
  const status: ListStatus = swr.error ? 'error' : swr.data ? 'ready' : 'loading';
  return { data: status === 'ready' ? swr.data : undefined, status, error: swr.error, retry: () => void swr.mutate() };
}

/** The shop's delivery jobs, newest first (GET /vendor/cc/job). */
export function useDeliveryJobs(shopId: string | undefined): DeliveryState<DeliveryJobRow[]> {
  return useDeliveryCall(shopId ? deliveryKeys.jobs(shopId) : null, readJobs);
}

/**
 * One job as it is now (GET /cc/job/get): the order page follows its order's job while it is open,
 * reading it again every 30 s (a driver picks it up, delivers it) and when the tab comes back.
 */
export function useDeliveryJob(shopId: string | undefined, job: string | undefined): DeliveryState<DeliveryJobRow> {
  const client = useApiClient();
  const swr = useSWR<DeliveryJobRow>(shopId && job ? deliveryKeys.job(shopId, job) : null, selectFetcher(client, readJob), {
    refreshInterval: 30_000,
  });
  const status: ListStatus = swr.error ? 'error' : swr.data ? 'ready' : 'loading';
  return { data: status === 'ready' ? swr.data : undefined, status, error: swr.error, retry: () => void swr.mutate() };
}

/**
 * The free drivers (GET available-drivers), nearest to a job's address first when it has one;
 * `enabled` false asks nothing (no job being assigned).
 */
export function useFreeDrivers(
  shopId: string | undefined,
  enabled: boolean,
  at?: { lat: number; lng: number },
): DeliveryState<FreeDriver[]> {
  return useDeliveryCall(shopId && enabled ? deliveryKeys.freeDrivers(shopId, at) : null, readFreeDrivers);
}

/** Each enabled carrier's price for a job (GET /cc/job/get-rates); null job: nothing asked. */
export function useCarrierRates(shopId: string | undefined, job: string | null): DeliveryState<CarrierRate[]> {
  return useDeliveryCall(shopId && job ? deliveryKeys.rates(shopId, job) : null, readRates);
}

/** Every platform carrier and whether the shop enabled it (GET /cc/carriers). */
export function useCarriers(shopId: string | undefined): DeliveryState<CarrierRow[]> {
  return useDeliveryCall(shopId ? deliveryKeys.carriers(shopId) : null, readCarriers);
}

/** The shop's delivery services: its own fleet and the carriers it enabled (GET /cc/shop/{shop}/ccs). */
export function useDeliveryServices(shopId: string | undefined): DeliveryState<DeliveryServiceRow[]> {
  return useDeliveryCall(shopId ? deliveryKeys.services(shopId) : null, readServices);
}
