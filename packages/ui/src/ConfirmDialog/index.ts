export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
export { useMessageText, type MessageValues } from './useMessageText.ts';
export { useKeptWhileClosing } from './useKeptWhileClosing.ts';
