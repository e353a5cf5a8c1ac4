export { ProductGrid, posProductName, type ProductGridProps } from './ProductGrid.tsx';
