export { ErrorPage, type ErrorPageProps } from './shared/ErrorPage/index.ts';
export { ShopHome, type HomeCatalogue, type ShopHomeProps } from './storefront/home/ShopHome/index.ts';
export { SignInView, type SignInMethod, type SignInValues, type SignInViewProps } from './dashboard/auth/SignInView/index.ts';
export { StorefrontLayout, type StorefrontAccount, type StorefrontLayoutProps } from './storefront/layout/StorefrontLayout/index.ts';
export { OverviewView, type OverviewShortcut, type OverviewViewProps } from './dashboard/home/OverviewView/index.ts';
export { ForbiddenView, type ForbiddenViewProps } from './dashboard/access/ForbiddenView/index.ts';
export * from './dashboard/layout/index.ts';
export * from './storefront/catalogue/index.ts';
export * from './storefront/cart/index.ts';
export * from './storefront/auth/index.ts';
export * from './storefront/account/index.ts';
export * from './storefront/wallet/index.ts';
export * from './storefront/orders/index.ts';
export * from './storefront/settings/index.ts';
export * from './storefront/search/index.ts';
export * from './storefront/blogs/index.ts';
export * from './storefront/info/index.ts';
export * from './dashboard/users/UsersListView/index.ts';
export * from './dashboard/users/UserCreateDialog/index.ts';
export * from './dashboard/users/UserDetailView/index.ts';
export * from './dashboard/orders/index.ts';
export * from './dashboard/customers/board/index.ts';
export * from './dashboard/customers/list/index.ts';
export * from './dashboard/customers/detail/index.ts';
export * from './dashboard/catalogue/index.ts';
export * from './dashboard/shop/ShopProfileView/index.ts';
export {
  SettingsView as DashboardSettingsView,
  type SettingsViewProps as DashboardSettingsViewProps,
} from './dashboard/settings/SettingsView/index.ts';
export * from './dashboard/money/statistics/index.ts';
export * from './dashboard/money/transactions/index.ts';
export * from './dashboard/money/wallets/index.ts';
export * from './dashboard/marketing/slider/index.ts';
