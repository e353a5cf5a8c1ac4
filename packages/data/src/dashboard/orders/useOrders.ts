import useSWR from 'swr';
import type { ApiClient, Order } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import type { ApiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import { LIVE_PAGE_LIMIT, ordersKeys } from './keys.ts';
import { readOrderDetail, readOrdersPage } from './read.ts';

/** The open orders of the shop, newest first, with the count the server reported. */
export interface LiveOrders {
  orders: Order[];
  total: number;
}

/** A shop has a few dozen open orders; 10 pages of 100 is a generous ceiling for one board. */
export const LIVE_MAX_PAGES = 10;

export interface LivePolling {
  /** While the tab is visible (decision 0046: 10 s). */
  visibleMs: number;
  /** While the tab is hidden: slower, but never off, so a background tab still rings. */
  hiddenMs: number;
}

export const LIVE_POLLING: LivePolling = { visibleMs: 10_000, hiddenMs: 30_000 };

/** How long until the next poll, for the page's visibility now. */
export function liveRefreshInterval(visibility: DocumentVisibilityState | undefined, polling: LivePolling = LIVE_POLLING): number {
  return visibility === 'hidden' ? polling.hiddenMs : polling.visibleMs;
}

/** Reads every page of the live board (one call when the shop has at most 100 open orders). */
export function liveOrdersFetcher(client: Pick<ApiClient, 'call'>) {
  return async ([name, args]: ApiKey): Promise<LiveOrders> => {
    const orders: Order[] = [];
    let total = 0;
    for (let page = 1; page <= LIVE_MAX_PAGES; page += 1) {
      const result = await client.call(name, { ...args, query: { ...args?.query, page } });
      if (result.error) throw new ApiRequestError(result.error);
      const answer = readOrdersPage(result.data);
      total = answer.total;
      const known = new Set(orders.map((o) => o.id));
      // An order placed between two page calls shifts the pages: never list it twice.
      orders.push(...answer.items.filter((o) => !known.has(o.id)));
      if (answer.items.length < LIVE_PAGE_LIMIT || orders.length >= total) break;
    }
    return { orders, total };
  };
}

/**
 * The live board's data: polled every `visibleMs`, every `hiddenMs` while the tab is hidden,
 * and at once when the tab comes back (SWR revalidates on focus and visibility).
 */
export function useLiveOrders(shopId: string | undefined, polling: LivePolling = LIVE_POLLING) {
  const client = useApiClient();
  return useSWR<LiveOrders>(shopId ? ordersKeys.live(shopId) : null, liveOrdersFetcher(client), {
    refreshInterval: () => liveRefreshInterval(typeof document === 'undefined' ? undefined : document.visibilityState, polling),
    refreshWhenHidden: true,
    keepPreviousData: true,
  });
}

/** One order with its lines, extra items and bill; no request without shop or id. */
export function useShopOrder(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<Order>(shopId && id ? ordersKeys.order(shopId, id) : null, selectFetcher(client, readOrderDetail));
}
