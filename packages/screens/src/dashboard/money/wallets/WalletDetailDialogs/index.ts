export { DriverWalletDialog, type DriverWalletDialogProps } from './DriverWalletDialog.tsx';
export { WalletEntryDialog, type WalletEntryDialogProps } from './WalletEntryDialog.tsx';
