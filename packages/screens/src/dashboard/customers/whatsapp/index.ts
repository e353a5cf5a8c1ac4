export * from './WhatsappBubble/index.ts';
export * from './WhatsappTemplatesView/index.ts';
export * from './WhatsappTemplateDialog/index.ts';
export * from './SendWhatsappDialog/index.ts';
export { readablePhone as whatsappPhoneText, sendFailureId as whatsappSendFailureId } from './whatsappText.ts';
export type {
  WhatsappButtonKind,
  WhatsappMessageContent,
  WhatsappRecipientItem,
  WhatsappSendRowItem,
  WhatsappSendRowStatus,
  WhatsappSendValues,
  WhatsappTemplateButton,
  WhatsappTemplateCategory,
  WhatsappTemplateFilterState,
  WhatsappTemplateFormValues,
  WhatsappTemplateItem,
  WhatsappTemplateLanguage,
  WhatsappTemplateStatus,
} from './types.ts';
