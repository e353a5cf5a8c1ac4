export { CancelRequestDialog, type CancelRequestDialogProps } from './CancelRequestDialog.tsx';
