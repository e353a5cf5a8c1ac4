/**
 * What the WhatsApp screens show (vendor spec §3 "WhatsApp template/message"). The app maps the
 * API rows to these shapes; the screens never fetch.
 */
import type { ApiError } from '@dukkan/core';

export type WhatsappTemplateLanguage = 'en' | 'ar';
export type WhatsappTemplateCategory = 'marketing' | 'utility' | 'authentication';
export type WhatsappTemplateStatus = 'approved' | 'pending' | 'rejected';
export type WhatsappButtonKind = 'url' | 'phone' | 'quick_reply';

export interface WhatsappTemplateButton {
  type: WhatsappButtonKind;
  text: string;
  value?: string;
}

/** What the chat bubble draws. */
export interface WhatsappMessageContent {
  lang: WhatsappTemplateLanguage;
  header?: string;
  body: string;
  footer?: string;
  buttons: readonly WhatsappTemplateButton[];
}

export interface WhatsappTemplateItem extends WhatsappMessageContent {
  id: string;
  name: string;
  category: WhatsappTemplateCategory;
  status: WhatsappTemplateStatus;
}

/** The templates list's filters as the URL holds them; null is "any". */
export interface WhatsappTemplateFilterState {
  status: WhatsappTemplateStatus | null;
  lang: WhatsappTemplateLanguage | null;
}

/** What "New template" hands over (POST /whatsapp/template). */
export interface WhatsappTemplateFormValues {
  name: string;
  category: WhatsappTemplateCategory;
  lang: WhatsappTemplateLanguage;
  header: string;
  body: string;
  footer: string;
  buttons: WhatsappTemplateButton[];
}

/** A customer the template goes to. */
export interface WhatsappRecipientItem {
  id: string;
  name: string;
  /** International, `+971501234567`. */
  phone: string;
}

export type WhatsappSendRowStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One recipient's progress in a send. */
export interface WhatsappSendRowItem extends WhatsappRecipientItem {
  key: string;
  status: WhatsappSendRowStatus;
  error?: ApiError;
}

export interface WhatsappSendValues {
  template: string;
  params: string[];
}
