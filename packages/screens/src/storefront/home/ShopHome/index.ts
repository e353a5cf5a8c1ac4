export { ShopHome, type ShopHomeProps } from './ShopHome.tsx';
