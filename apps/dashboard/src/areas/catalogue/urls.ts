/** The catalogue area (vendor spec §7 Products). */
export const catalogueUrls = {
  products: () => '/catalogue/products',
  filters: () => '/catalogue/filters',
  /** A product's add-on groups, by its shop-product id. */
  addons: (product: string) => `/catalogue/products/${encodeURIComponent(product)}/addons`,
};
