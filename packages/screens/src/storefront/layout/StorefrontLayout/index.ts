export { StorefrontLayout, type StorefrontLayoutProps } from './StorefrontLayout.tsx';
