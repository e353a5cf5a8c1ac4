export { AttributeDialog, type AttributeDialogProps } from './AttributeDialog.tsx';
