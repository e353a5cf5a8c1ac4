export { AddProductsView, type AddProductsViewProps } from './AddProductsView.tsx';
export { LinkProductDialog, type LinkProductDialogProps } from './LinkProductDialog.tsx';
export { linkRefusalId, type AddProductsCategory, type LinkValues, type SuggestionRow } from './types.ts';
