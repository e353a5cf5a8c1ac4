import useSWR from 'swr';
import type { Address, Order } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { selectFetcher } from '../../swr/select.ts';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '../shared/useDebounced.ts';
import { pageCountOf, type ListStatus } from '../shared/usePagedList.ts';
import { readCustomerAddresses, readCustomerDetail, readCustomerOrders, type CustomerDetail } from './detail.ts';
import {
  customerKeys,
  readCustomerFilterValues,
  readCustomersPage,
  type CustomerFilterValues,
  type CustomerListQuery,
  type CustomerRow,
  type CustomersPage,
} from './list.ts';

export interface CustomerList {
  rows: CustomerRow[];
  total: number;
  pageCount: number;
  /** The page asked for, brought back into range once the total is known. */
  page: number;
  status: ListStatus;
  error: unknown;
  /** A newer search or page is on its way while the previous rows stay on screen. */
  isRefreshing: boolean;
  retry: () => void;
}

/** One server page of the shop's customers that match the search and filters (no request without a shop). */
export function useCustomerList(shopId: string | undefined, query: CustomerListQuery): CustomerList {
  const client = useApiClient();
  const search = useDebounced(query.search, SEARCH_DEBOUNCE_MS);
  const key = shopId ? customerKeys.list(shopId, { ...query, search }) : null;
  const swr = useSWR<CustomersPage>(key, selectFetcher(client, readCustomersPage), { keepPreviousData: true });
  const total = swr.data?.total ?? 0;
  const pageCount = pageCountOf(total, query.size);
  return {
    rows: swr.data?.rows ?? [],
    total,
    pageCount,
    page: Math.min(Math.max(1, query.page), pageCount),
    status: swr.data ? 'ready' : swr.error ? 'error' : 'loading',
    error: swr.error,
    isRefreshing: swr.isValidating || search !== query.search,
    retry: () => void swr.mutate(),
  };
}

/** What the list's filters offer, with counts (GET /customer/filters/values). */
export function useCustomerFilterValues(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<CustomerFilterValues>(shopId ? customerKeys.filters(shopId) : null, selectFetcher(client, readCustomerFilterValues));
}

/** The customer's profile with notes and order totals; no request without shop or id. */
export function useCustomer(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<CustomerDetail>(shopId && id ? customerKeys.customer(shopId, id) : null, selectFetcher(client, readCustomerDetail));
}

/** The customer's orders at the shop. */
export function useCustomerOrders(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<Order[]>(shopId && id ? customerKeys.orders(shopId, id) : null, selectFetcher(client, readCustomerOrders));
}

/** The customer's saved addresses. */
export function useCustomerAddresses(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<Address[]>(shopId && id ? customerKeys.addresses(shopId, id) : null, selectFetcher(client, readCustomerAddresses));
}
