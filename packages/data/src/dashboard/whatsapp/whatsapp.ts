/**
 * WhatsApp templates' SWR hooks and changes (vendor spec §7 WhatsApp). Every call names the
 * working shop, so a lead who switches shops never sees another shop's templates from the cache.
 * A change reads again every cached templates call of that shop.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { IDEMPOTENCY_HEADER, isRecord, type ApiClient, type ApiError, type ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import {
  readOneWhatsappTemplate,
  readWhatsappMessage,
  readWhatsappTemplate,
  readWhatsappTemplates,
  type WhatsappButtonRow,
  type WhatsappCategory,
  type WhatsappLanguage,
  type WhatsappMessageRow,
  type WhatsappStatus,
  type WhatsappTemplateRow,
} from './read.ts';

export interface WhatsappTemplateFilters {
  status?: WhatsappStatus;
  lang?: WhatsappLanguage;
}

export const whatsappKeys = {
  list: (shop: string, filters: WhatsappTemplateFilters = {}) =>
    apiKey('whatsappTemplates', {
      query: { shop, ...(filters.status ? { status: filters.status } : {}), ...(filters.lang ? { lang: filters.lang } : {}) },
    }),
  detail: (shop: string, id: string) => apiKey('whatsappTemplateGet', { params: { id }, query: { shop } }),
};

export function useWhatsappTemplates(shopId: string | undefined, filters: WhatsappTemplateFilters = {}, enabled = true) {
  const client = useApiClient();
  return useSWR<WhatsappTemplateRow[]>(
    shopId && enabled ? whatsappKeys.list(shopId, filters) : null,
    selectFetcher(client, readWhatsappTemplates),
  );
}

/** One template as the server has it now (its status may have changed since the list was read). */
export function useWhatsappTemplate(shopId: string | undefined, id: string | null | undefined) {
  const client = useApiClient();
  return useSWR<WhatsappTemplateRow>(shopId && id ? whatsappKeys.detail(shopId, id) : null, selectFetcher(client, readOneWhatsappTemplate));
}

export interface WhatsappContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

const WHATSAPP_CALLS = new Set(['whatsappTemplates', 'whatsappTemplateGet']);

async function refresh(ctx: WhatsappContext): Promise<void> {
  await ctx.mutate((key: unknown) => {
    if (!Array.isArray(key) || !WHATSAPP_CALLS.has(String(key[0]))) return false;
    const args: unknown = key[1];
    return isRecord(args) && isRecord(args.query) && args.query.shop === ctx.shop;
  });
}

export interface WhatsappTemplateDraft {
  name: string;
  category: WhatsappCategory;
  lang: WhatsappLanguage;
  header: string;
  body: string;
  footer: string;
  buttons: WhatsappButtonRow[];
}

/** POST /whatsapp/template: the new template waits for Meta's review (pending). */
export async function createWhatsappTemplate(
  ctx: WhatsappContext,
  draft: WhatsappTemplateDraft,
): Promise<ApiResult<WhatsappTemplateRow | null>> {
  const header = draft.header.trim();
  const footer = draft.footer.trim();
  const result = await ctx.client.call('whatsappTemplateCreate', {
    body: {
      shop: ctx.shop,
      name: draft.name.trim(),
      category: draft.category,
      lang: draft.lang,
      ...(header ? { header } : {}),
      body: draft.body.trim(),
      ...(footer ? { footer } : {}),
      buttons: draft.buttons.map((b) => ({
        type: b.type,
        text: b.text.trim(),
        ...(b.type !== 'quick_reply' && b.value ? { value: b.value.trim() } : {}),
      })),
    },
  });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx);
  return { data: readWhatsappTemplate(result.data), error: null };
}

/** DELETE /whatsapp/template. */
export async function deleteWhatsappTemplate(ctx: WhatsappContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('whatsappTemplateDelete', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}

export interface WhatsappSendDraft {
  /** One international number (`+971501234567`). */
  recipient: string;
  template: string;
  params: readonly string[];
  /**
   * The same key for every attempt to this recipient in one send: a server that got the first
   * attempt (its answer lost) answers the retry with that message instead of sending again.
   */
  idempotencyKey: string;
}

/** POST /whatsapp/messages/send to one recipient (decision 0069: one call per recipient). */
export async function sendWhatsappMessage(ctx: WhatsappContext, draft: WhatsappSendDraft): Promise<ApiResult<WhatsappMessageRow | null>> {
  const result = await ctx.client.call('whatsappMessagesSend', {
    body: { shop: ctx.shop, recipients: [draft.recipient], template: draft.template, params: [...draft.params] },
    headers: { [IDEMPOTENCY_HEADER]: draft.idempotencyKey },
  });
  if (result.error) return { data: null, error: result.error };
  return { data: readWhatsappMessage(result.data), error: null };
}
