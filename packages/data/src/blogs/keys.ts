import { apiKey } from '../swr/keys.ts';

/** Keys of the blogs domain (customer spec §7 "Other"). */
export const blogKeys = {
  list: (shopId: string) => apiKey('shopsBlogsList', { params: { shop: shopId } }),
  blog: (id: string) => apiKey('blogsGet', { params: { id } }),
};
