// The storefront's information pages and restaurant page (issue #16, decision 0037).
export { AboutPage, type AboutPageProps } from './AboutPage/index.ts';
export { ContactPage, type ContactPageProps } from './ContactPage/index.ts';
export { MobileAppPage, type MobileAppPageProps } from './MobileAppPage/index.ts';
export { MENU_PREVIEW, RestaurantPage, type RestaurantMenuData, type RestaurantPageProps } from './RestaurantPage/index.ts';
export { SupportPage, type SupportPageProps } from './SupportPage/index.ts';
export { TermsPage, type TermsPageProps } from './TermsPage/index.ts';
