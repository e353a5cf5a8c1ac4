export { RequestFormDialog, type RequestFormDialogProps } from './RequestFormDialog.tsx';
