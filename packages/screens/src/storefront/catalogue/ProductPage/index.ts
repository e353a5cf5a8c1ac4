export { ProductPage, type ProductPageProps } from './ProductPage.tsx';
export type { AddToCartRequest } from './ProductPageForm.tsx';
