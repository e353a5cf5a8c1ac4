export { AddressFormDialog, type AddressFormDialogProps } from './AddressFormDialog.tsx';
