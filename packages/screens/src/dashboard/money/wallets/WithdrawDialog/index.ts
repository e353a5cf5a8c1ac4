export { WithdrawDialog, withdrawErrorResult, type WithdrawDialogProps } from './WithdrawDialog.tsx';
export { parseAmount } from './amountInput.ts';
