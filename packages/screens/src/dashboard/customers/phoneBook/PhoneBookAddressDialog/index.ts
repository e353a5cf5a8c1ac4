export { PhoneBookAddressDialog, type PhoneBookAddressDialogProps } from './PhoneBookAddressDialog.tsx';
