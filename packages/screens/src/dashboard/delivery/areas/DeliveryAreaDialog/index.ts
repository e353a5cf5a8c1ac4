export { DeliveryAreaDialog, type DeliveryAreaDialogProps } from './DeliveryAreaDialog.tsx';
