import { apiKey } from '../../swr/keys.ts';

/**
 * Keys of the catalogue area (vendor spec §7 Products). Each carries the working shop, so a
 * lead who switches shops never sees the other shop's products from the cache.
 */
export const vendorCatalogueKeys = {
  /** GET /grocery/shop/products-list (shop): the whole list, searched, filtered and sorted in the browser. */
  products: (shop: string) => apiKey('groceryShopProductsList', { query: { shop } }),
  /** GET /grocery/shop/list-related-categories (shop): categories and sub-categories with counts. */
  categories: (shop: string) => apiKey('groceryShopListRelatedCategories', { query: { shop } }),
  /** GET /grocery/shop/product (shop, product): one shop product with its add-on groups. */
  product: (shop: string, product: string) => apiKey('groceryShopProduct', { query: { shop, product } }),
};
