export { ProductPriceDialog, type ProductPriceDialogProps } from './ProductPriceDialog.tsx';
