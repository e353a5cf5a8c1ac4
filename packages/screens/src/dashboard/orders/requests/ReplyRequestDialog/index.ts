export { ReplyRequestDialog, type ReplyRequestDialogProps, type ReplyValues } from './ReplyRequestDialog.tsx';
