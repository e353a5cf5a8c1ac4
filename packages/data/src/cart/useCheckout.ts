import useSWR from 'swr';
import type { CheckoutQuery, CheckoutResult } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { selectFetcher, whole } from '../swr/select.ts';
import { cartKeys } from './keys.ts';

/** The server's price of the cart (bill, lines, warnings); null query = nothing to price. */
export function useCheckout(query: CheckoutQuery | null) {
  const client = useApiClient();
  return useSWR<CheckoutResult>(query ? cartKeys.checkout(query) : null, selectFetcher(client, whole<CheckoutResult>), { keepPreviousData: true });
}

/** One order; the answer's shape is not shown by the spec, so it is passed through. */
export function useOrder(id: string | null | undefined) {
  const client = useApiClient();
  return useSWR<Record<string, unknown>>(id ? cartKeys.order(id) : null, selectFetcher(client, whole<Record<string, unknown>>));
}

export function useOrders(enabled: boolean, page = 1, limit = 20) {
  const client = useApiClient();
  return useSWR<Record<string, unknown>>(enabled ? cartKeys.orders(page, limit) : null, selectFetcher(client, whole<Record<string, unknown>>));
}
