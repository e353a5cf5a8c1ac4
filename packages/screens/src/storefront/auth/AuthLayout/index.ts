export { AuthLayout, type AuthLayoutProps } from './AuthLayout.tsx';
export { Actions } from './AuthLayout.styles.ts';
