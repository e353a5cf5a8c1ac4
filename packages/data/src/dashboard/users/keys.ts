import { apiKey } from '../../swr/keys.ts';

/**
 * Keys of the point-of-sale users area (vendor spec §7 Users). Each carries the shop it was
 * asked for, so a lead who switches shops never sees the other shop's staff from the cache.
 */
export const usersKeys = {
  /** GET /pos/users (shop), no /api prefix: the whole list, filtered and paged in the browser. */
  list: (shop: string) => apiKey('posUsers', { query: { shop } }),
  /** GET /management/user/get (id, shop): one staff member with their notes and the shop's global notes. */
  user: (shop: string, id: string) => apiKey('managementUserGet', { query: { id, shop } }),
};
