export { PromoDialog, type PromoDialogProps } from './PromoDialog.tsx';
