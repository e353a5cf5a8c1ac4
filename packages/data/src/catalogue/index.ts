// The catalogue's data hooks (issue #5): category listings, one product, the whole list.
export { catalogueKeys } from './keys.ts';
export { allProducts, CatalogueNotFoundError, findShopProduct, isNotFound, selectCategory, type CatalogueMissing } from './select.ts';
export { useAllProducts, useCategoryProducts, useShopProduct } from './useCatalogue.ts';
