export { ShopHome, type ShopHomeProps } from './ShopHome.tsx';
export { type HomeCatalogue } from './HomeProducts.tsx';
