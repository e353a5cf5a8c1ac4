/**
 * What the WhatsApp screens say: status, category and language words, the placeholders of a
 * body, a phone as people read it, and why a call was refused as a message id (never the
 * server's English). Ids are written out so the i18n check finds each one.
 */
import type { ApiError } from '@dukkan/core';
import type { WhatsappTemplateCategory, WhatsappTemplateLanguage, WhatsappTemplateStatus } from './types.ts';

export const STATUS_IDS: Readonly<Record<WhatsappTemplateStatus, string>> = {
  approved: 'dashboard.whatsapp.status.approved',
  pending: 'dashboard.whatsapp.status.pending',
  rejected: 'dashboard.whatsapp.status.rejected',
};

export const STATUS_TONES = { approved: 'success', pending: 'warning', rejected: 'danger' } as const;

export const CATEGORY_IDS: Readonly<Record<WhatsappTemplateCategory, string>> = {
  marketing: 'dashboard.whatsapp.category.marketing',
  utility: 'dashboard.whatsapp.category.utility',
  authentication: 'dashboard.whatsapp.category.authentication',
};

export const CATEGORY_HELP_IDS: Readonly<Record<WhatsappTemplateCategory, string>> = {
  marketing: 'dashboard.whatsapp.category.marketing.help',
  utility: 'dashboard.whatsapp.category.utility.help',
  authentication: 'dashboard.whatsapp.category.authentication.help',
};

export const LANGUAGE_IDS: Readonly<Record<WhatsappTemplateLanguage, string>> = {
  en: 'dashboard.whatsapp.lang.en',
  ar: 'dashboard.whatsapp.lang.ar',
};

export const BUTTON_IDS = {
  url: 'dashboard.whatsapp.button.url',
  phone: 'dashboard.whatsapp.button.phone',
  quick_reply: 'dashboard.whatsapp.button.quickReply',
} as const;

export const NAME_PATTERN = /^[a-z0-9_]+$/;
export const LIMITS = { name: 512, header: 60, body: 1024, footer: 60, buttonText: 25, buttons: 3, param: 1024 } as const;

/** The placeholder numbers of a body, in order, each once: `{{1}}`, `{{2}}` … */
export function placeholders(body: string): number[] {
  return [...new Set([...body.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);
}

/** How a placeholder is written in a body: `{{1}}` (code, not a sentence). */
export function slotText(n: number): string {
  return `{{${n}}}`;
}

/** Meta's rule: numbered 1..n with none skipped. */
export function placeholdersInOrder(body: string): boolean {
  return placeholders(body).every((n, i) => n === i + 1);
}

/** The body cut at its placeholders: text, then `{ n }` for `{{n}}`. */
export function bodyParts(body: string): (string | { n: number })[] {
  const parts: (string | { n: number })[] = [];
  let last = 0;
  for (const match of body.matchAll(/\{\{(\d+)\}\}/g)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(body.slice(last, at));
    parts.push({ n: Number(match[1]) });
    last = at + match[0].length;
  }
  if (last < body.length) parts.push(body.slice(last));
  return parts;
}

/** `+971501234567` as people read it: `+971 50 123 4567` (`+971 4 333 4444` for a landline). */
export function readablePhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits.startsWith('971') || digits.length < 11) return phone.startsWith('+') ? phone : `+${digits}`;
  const national = digits.slice(3);
  return `+971 ${national.slice(0, national.length - 7)} ${national.slice(-7, -4)} ${national.slice(-4)}`;
}

/** Why saving a template was refused. */
export function templateRefusalId(error: ApiError): string {
  if (error.kind === 'network') return 'dashboard.whatsapp.refused.network';
  if (error.status === 401 || error.status === 403) return 'dashboard.whatsapp.refused.forbidden';
  if (error.code === 'duplicate_template') return 'dashboard.whatsapp.refused.duplicate';
  if (error.code === 'invalid_placeholders') return 'dashboard.whatsapp.form.body.gaps';
  if (error.code === 'invalid_url') return 'dashboard.whatsapp.form.button.url.invalid';
  if (error.code === 'invalid_phone') return 'dashboard.whatsapp.form.button.phone.invalid';
  if (error.status === 422 || error.status === 400) return 'dashboard.whatsapp.refused.invalid';
  return 'dashboard.whatsapp.refused.server';
}

/** Why one recipient did not get the message. */
export function sendFailureId(error: ApiError | undefined): string {
  if (!error) return 'dashboard.whatsapp.send.failed.server';
  if (error.kind === 'network') return 'dashboard.whatsapp.send.failed.network';
  if (error.code === 'not_on_whatsapp') return 'dashboard.whatsapp.send.failed.notOnWhatsapp';
  if (error.code === 'invalid_phone') return 'dashboard.whatsapp.send.failed.phone';
  if (error.code === 'template_not_approved') return 'dashboard.whatsapp.send.failed.notApproved';
  if (error.code === 'invalid_params') return 'dashboard.whatsapp.send.failed.params';
  if (error.status === 404) return 'dashboard.whatsapp.send.failed.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.whatsapp.refused.forbidden';
  if (error.status === 429) return 'dashboard.whatsapp.send.failed.busy';
  return 'dashboard.whatsapp.send.failed.server';
}
