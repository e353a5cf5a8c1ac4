export { InvoiceDialog, type InvoiceDialogProps } from './InvoiceDialog.tsx';
