export { DriverAccountDialog, type DriverAccountDialogProps } from './DriverAccountDialog.tsx';
