export { WhatsappTemplateDialog, whatsappTemplateErrors, type WhatsappTemplateDialogProps } from './WhatsappTemplateDialog.tsx';
