export { DriverFormDialog, type DriverFormDialogProps } from './DriverFormDialog.tsx';
