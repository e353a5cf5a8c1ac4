/**
 * WhatsApp templates and messages (vendor spec §3 "WhatsApp template/message", §7 WhatsApp):
 * tolerant readers. A template without an id is dropped, an unknown category, language, status
 * or button type is left out, and an answer that is not the expected shape is an SWR error.
 */
import { isRecord, own } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export const WHATSAPP_LANGUAGES = ['en', 'ar'] as const;
export const WHATSAPP_CATEGORIES = ['marketing', 'utility', 'authentication'] as const;
export const WHATSAPP_STATUSES = ['approved', 'pending', 'rejected'] as const;
export const WHATSAPP_BUTTON_TYPES = ['url', 'phone', 'quick_reply'] as const;

export type WhatsappLanguage = (typeof WHATSAPP_LANGUAGES)[number];
export type WhatsappCategory = (typeof WHATSAPP_CATEGORIES)[number];
export type WhatsappStatus = (typeof WHATSAPP_STATUSES)[number];
export type WhatsappButtonType = (typeof WHATSAPP_BUTTON_TYPES)[number];

export interface WhatsappButtonRow {
  type: WhatsappButtonType;
  text: string;
  /** The link (url) or the international number (phone); none for a quick reply. */
  value?: string;
}

export interface WhatsappTemplateRow {
  id: string;
  name: string;
  category: WhatsappCategory;
  lang: WhatsappLanguage;
  header?: string;
  body: string;
  footer?: string;
  buttons: WhatsappButtonRow[];
  status: WhatsappStatus;
}

export interface WhatsappMessageRow {
  id: string;
  recipients: string[];
  template: string;
  params: string[];
  sentAt: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** How many values the body asks for: the highest `{{n}}` (Meta numbers them 1..n without gaps). */
export function whatsappPlaceholderCount(body: string): number {
  return Math.max(0, ...[...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])));
}

function readButton(value: unknown): WhatsappButtonRow | null {
  if (!isRecord(value)) return null;
  const type = oneOf(WHATSAPP_BUTTON_TYPES, own(value, 'type'));
  const label = text(own(value, 'text'));
  if (!type || !label) return null;
  const target = text(own(value, 'value'));
  return { type, text: label, ...(type !== 'quick_reply' && target ? { value: target } : {}) };
}

export function readWhatsappTemplate(value: unknown): WhatsappTemplateRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  const category = oneOf(WHATSAPP_CATEGORIES, own(value, 'category'));
  const lang = oneOf(WHATSAPP_LANGUAGES, own(value, 'lang'));
  const status = oneOf(WHATSAPP_STATUSES, own(value, 'status'));
  if (!id || !category || !lang || !status) return null;
  const header = text(own(value, 'header'));
  const footer = text(own(value, 'footer'));
  const buttons = own(value, 'buttons');
  return {
    id,
    name: text(own(value, 'name')) ?? id,
    category,
    lang,
    ...(header ? { header } : {}),
    body: text(own(value, 'body')) ?? '',
    ...(footer ? { footer } : {}),
    buttons: Array.isArray(buttons) ? buttons.map(readButton).filter((b): b is WhatsappButtonRow => b !== null) : [],
    status,
  };
}

export function readWhatsappTemplates(data: unknown): WhatsappTemplateRow[] {
  const list = Array.isArray(data) ? data : isRecord(data) ? (own(data, 'templates') ?? own(data, 'data')) : undefined;
  if (!Array.isArray(list)) throw invalidAnswer();
  return list.map(readWhatsappTemplate).filter((t): t is WhatsappTemplateRow => t !== null);
}

/** One template (GET /whatsapp/template/{id}), bare or as `{ template }`. */
export function readOneWhatsappTemplate(data: unknown): WhatsappTemplateRow {
  const template = readWhatsappTemplate(isRecord(data) && isRecord(own(data, 'template')) ? own(data, 'template') : data);
  if (!template) throw invalidAnswer();
  return template;
}

export function readWhatsappMessage(value: unknown): WhatsappMessageRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const recipients = own(value, 'recipients');
  const params = own(value, 'params');
  return {
    id,
    recipients: Array.isArray(recipients) ? recipients.map(text).filter((r): r is string => Boolean(r)) : [],
    template: text(own(value, 'template')) ?? '',
    params: Array.isArray(params) ? params.map((p) => text(p) ?? '') : [],
    sentAt: text(own(value, 'sentAt')) ?? '',
  };
}
