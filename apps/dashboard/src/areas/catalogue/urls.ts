/** The catalogue area (vendor spec §7 Products). */
export const catalogueUrls = {
  products: () => '/catalogue/products',
  filters: () => '/catalogue/filters',
  /** Add products from the catalogue's suggestions; `q` prefills the search. */
  add: (q?: string) => (q ? `/catalogue/add?q=${encodeURIComponent(q)}` : '/catalogue/add'),
  /** The shop's private products. */
  privateProducts: () => '/catalogue/private',
  newPrivateProduct: () => '/catalogue/private/new',
  /** A private product's form, by its catalogue id. */
  privateProduct: (id: string) => `/catalogue/private/${encodeURIComponent(id)}`,
  /** A product's add-on groups, by its shop-product id. */
  addons: (product: string) => `/catalogue/products/${encodeURIComponent(product)}/addons`,
};
