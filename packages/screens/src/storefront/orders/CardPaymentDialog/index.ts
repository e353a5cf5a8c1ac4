export { CardPaymentDialog, type CardPaymentDialogProps } from './CardPaymentDialog.tsx';
export { type CardPaymentInput } from './CardPaymentForm.tsx';
export { type CardDetails } from './cardForm.ts';
export { type CardPaymentError } from './cardMessages.ts';
