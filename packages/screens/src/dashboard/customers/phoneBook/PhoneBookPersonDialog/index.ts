export { PhoneBookPersonDialog, type PhoneBookPersonDialogProps } from './PhoneBookPersonDialog.tsx';
