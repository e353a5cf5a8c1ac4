export { LabelDialog, type LabelDialogProps } from './LabelDialog.tsx';
