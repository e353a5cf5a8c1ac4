export { AttributeValueDialog, type AttributeValueDialogProps } from './AttributeValueDialog.tsx';
