export { ProductCard, type ProductCardProps } from './ProductCard.tsx';
export { PRODUCT_CARD_BLOCK_SIZE } from './ProductCard.styles.ts';
