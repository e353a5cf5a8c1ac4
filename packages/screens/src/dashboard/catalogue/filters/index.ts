export { FiltersView, filterMatches, type FiltersViewProps } from './FiltersView.tsx';
export { FilterFormDialog, filterFormErrors, type FilterFormDialogProps } from './FilterFormDialog.tsx';
export { FilterProductsDialog, type FilterProductsDialogProps } from './FilterProductsDialog.tsx';
export { ProductFiltersDialog, type ProductFiltersDialogProps } from './ProductFiltersDialog.tsx';
export { filterRefusalId, type FilterFormResult, type FilterProductOption, type FilterRow } from './types.ts';
