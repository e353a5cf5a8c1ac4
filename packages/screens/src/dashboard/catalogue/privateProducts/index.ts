export { PrivateProductsView, privateProductMatches, type PrivateProductsViewProps } from './PrivateProductsView.tsx';
export { PrivateProductForm, type PrivateProductFormProps } from './PrivateProductForm.tsx';
export { ProductImages, type ProductImagesProps } from './ProductImages.tsx';
export {
  privateFormErrors,
  privateRefusalId,
  type PrivateCategoryOption,
  type PrivateProductRow,
  type PrivateProductValues,
} from './types.ts';
