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
export {
  addonGroupFields,
  priceOnlyChanges,
  readAddonGroups,
  readVendorAddonProduct,
  type AddonGroupDraft,
  type AddonGroupType,
  type VendorAddonGroup,
  type VendorAddonOption,
  type VendorAddonProduct,
} from './addons.model.ts';
export {
  addAddonGroup,
  deleteAddonGroup,
  editAddonPrices,
  moveItem,
  reorderAddonGroups,
  saveAddonGroup,
  updateAddonGroup,
  type AddonsApi,
  type AddonsContext,
} from './addons.ts';
export { useVendorAddons, type VendorAddons } from './useVendorAddons.ts';
export {
  deleteFilter,
  FILTER_LEVELS,
  FILTER_PRIORITY_MAX,
  FILTER_RULE_PATTERN,
  filterKeys,
  linkFilterProduct,
  linkFilterToShop,
  readFilter,
  readFilters,
  saveFilter,
  setProductFilters,
  useFilters,
  type FilterDraft,
  type FiltersContext,
  type ShopFilter,
} from './filters.ts';
