export { ErrorPage, type ErrorPageProps } from './shared/ErrorPage/index.ts';
export { ShopHome, type ShopHomeProps } from './storefront/home/ShopHome/index.ts';
export { SignInView, type SignInMethod, type SignInValues, type SignInViewProps } from './vendor/auth/SignInView/index.ts';
export { StorefrontLayout, type StorefrontLayoutProps } from './storefront/layout/StorefrontLayout/index.ts';
export { DashboardHome, type DashboardHomeProps } from './vendor/home/DashboardHome/index.ts';
