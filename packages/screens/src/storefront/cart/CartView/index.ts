export { CartView, MAX_NOTES_LENGTH, type CartViewProps } from './CartView.tsx';
export type { CartLineCallbacks } from './CartLine.tsx';
