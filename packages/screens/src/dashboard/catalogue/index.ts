// The catalogue area of the dashboard (issue #11).
export * from './ProductsListView/index.ts';
export { ProductPriceDialog, type ProductPriceDialogProps } from './ProductPriceDialog/index.ts';
export type {
  CatalogueCategoryOption,
  CatalogueChange,
  CatalogueEdit,
  CatalogueEditFailure,
  CatalogueProductRow,
  PriceValues,
} from './shared/types.ts';
export * from './AddonGroupsView/index.ts';
export { AddonGroupDialog, type AddonGroupDialogProps } from './AddonGroupDialog/index.ts';
export type { AddonGroupRow, AddonGroupValues, AddonOptionRow, AddonProductSummary } from './shared/types.ts';
export * from './filters/index.ts';
export * from './addProducts/index.ts';
export * from './privateProducts/index.ts';
