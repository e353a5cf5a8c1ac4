export { vendorCatalogueKeys } from './keys.ts';
export { readVendorCategories, readVendorProduct, readVendorProducts, type VendorCategory, type VendorProduct } from './model.ts';
export {
  DEFAULT_PRODUCT_SORT,
  displayName,
  isProductSort,
  PRODUCT_SORTS,
  productFilter,
  readYesNo,
  sortProducts,
  type ProductFilters,
  type ProductSort,
} from './filter.ts';
export {
  applyChange,
  changeProducts,
  priceEdits,
  setInfoFields,
  type CatalogueApi,
  type CatalogueContext,
  type EditFailure,
  type ProductChange,
  type ProductEdit,
} from './changes.ts';
export { useVendorCategories, useVendorProducts, type VendorProducts, type VendorProductsQuery } from './useVendorProducts.ts';
