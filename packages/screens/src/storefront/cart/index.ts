// The storefront's cart screens (issue #5).
export { CartView, MAX_NOTES_LENGTH, type CartLineCallbacks, type CartViewProps } from './CartView/index.ts';
export { PromoDialog, type PromoDialogProps } from './PromoDialog/index.ts';
