export { MENU_PREVIEW, type RestaurantMenuData } from './RestaurantMenu.tsx';
export { RestaurantPage, type RestaurantPageProps } from './RestaurantPage.tsx';
