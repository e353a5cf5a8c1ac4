import { apiKey } from '../../swr/keys.ts';

/** Orders asked for per page of the live board; the mock and the platform cap `limit` at 100. */
export const LIVE_PAGE_LIMIT = 100;

/**
 * Keys of the orders area (vendor spec §7 Orders and cart). Each carries the working shop, so a
 * lead who switches shops never sees the other shop's orders from the cache.
 */
export const ordersKeys = {
  /** GET /broadcast/orders (shop, page, limit, archive=false): every open order, all pages. */
  live: (shop: string) => apiKey('broadcastOrders', { query: { shop, archive: false, limit: LIVE_PAGE_LIMIT } }),
  /** GET /grocery/shop/cart/get (id, shop): one order with its lines, extra items and bill. */
  order: (shop: string, id: string) => apiKey('groceryShopCartGet', { query: { id, shop } }),
};
