export { SendWhatsappDialog, type SendWhatsappDialogProps } from './SendWhatsappDialog.tsx';
