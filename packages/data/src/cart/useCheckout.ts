import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { isRecord, own, type CheckoutQuery, type CheckoutResult, type Order } from '@dukkan/core';
import { useApiClient } from '../swr/ApiClientContext.ts';
import { invalidAnswer, pick, selectFetcher, whole } from '../swr/select.ts';
import { cartKeys } from './keys.ts';

/** The server's price of the cart (bill, lines, warnings); null query = nothing to price. */
export function useCheckout(query: CheckoutQuery | null) {
  const client = useApiClient();
  return useSWR<CheckoutResult>(query ? cartKeys.checkout(query) : null, selectFetcher(client, whole<CheckoutResult>), {
    keepPreviousData: true,
  });
}

/** One order (GET /grocery/cart/get with id -> order). */
export function useOrder(id: string | null | undefined) {
  const client = useApiClient();
  return useSWR<Order>(id ? cartKeys.order(id) : null, selectFetcher(client, pick<Order>('order')));
}

export interface OrdersPage {
  items: Order[];
  page: number;
  limit: number;
  total: number;
}

/** One page of the order list: `{items, page, limit, total}`, checked before a screen sees it. */
export function readOrdersPage(data: unknown): OrdersPage {
  const items = isRecord(data) ? own(data, 'items') : undefined;
  if (!isRecord(data) || !Array.isArray(items) || !items.every(isRecord)) throw invalidAnswer();
  const number = (key: string) => {
    const value = own(data, key);
    return typeof value === 'number' && Number.isFinite(value) ? value : 0;
  };
  return { items: items as unknown as Order[], page: number('page'), limit: number('limit'), total: number('total') };
}

export const ORDERS_PAGE_SIZE = 20;

/** The customer's orders, newest first, a page at a time ("Load more"); login required. */
export function useOrders(enabled: boolean, limit = ORDERS_PAGE_SIZE) {
  const client = useApiClient();
  const pages = useSWRInfinite<OrdersPage>(
    (index, previous: OrdersPage | null) => {
      if (!enabled) return null;
      if (previous && previous.page * previous.limit >= previous.total) return null;
      return cartKeys.orders(index + 1, limit);
    },
    selectFetcher(client, readOrdersPage),
  );
  const orders = pages.data?.flatMap((page) => page.items) ?? [];
  const last = pages.data?.at(-1);
  const hasMore = !!last && last.page * last.limit < last.total;
  const isLoadingMore = pages.isLoading || (pages.size > 0 && pages.data?.[pages.size - 1] === undefined && !pages.error);
  return { ...pages, orders, hasMore, isLoadingMore, loadMore: () => void pages.setSize(pages.size + 1) };
}
