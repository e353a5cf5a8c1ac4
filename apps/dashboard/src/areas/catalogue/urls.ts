/** The catalogue area (vendor spec §7 Products). */
export const catalogueUrls = {
  products: () => '/catalogue/products',
};
