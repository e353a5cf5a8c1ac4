export { SignInView, type SignInMethod, type SignInValues, type SignInViewProps } from './SignInView.tsx';
