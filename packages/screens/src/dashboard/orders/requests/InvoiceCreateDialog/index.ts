export { InvoiceCreateDialog, type InvoiceCreateDialogProps, type InvoiceValues } from './InvoiceCreateDialog.tsx';
