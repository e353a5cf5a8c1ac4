export { AddonGroupDialog, type AddonGroupDialogProps } from './AddonGroupDialog.tsx';
