export { StorefrontLayout, type StorefrontAccount, type StorefrontLayoutProps } from './StorefrontLayout.tsx';
