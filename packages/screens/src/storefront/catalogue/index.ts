// The storefront's catalogue screens (issue #5).
export { ANY_SUB_CATEGORY, CategoryPage, WINDOW_THRESHOLD, type CategoryPageProps } from './CategoryPage/index.ts';
export { PRODUCT_CARD_BLOCK_SIZE, ProductCard, type ProductCardProps } from './ProductCard/index.ts';
export { ProductPage, type AddToCartRequest, type ProductPageProps } from './ProductPage/index.ts';
