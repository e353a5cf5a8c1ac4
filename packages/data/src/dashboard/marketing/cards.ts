/**
 * Social cards and NFC cards (vendor spec §3 "Social card", "NFC card"; §7 Social cards, Filters
 * and NFC). Reads are tolerant: a row without an id is dropped, unknown enum values fall back,
 * and an answer that is not a list is an SWR error, never a crash in a screen. Every call names
 * the working shop, so a lead who switches shops never sees the other shop's cards from the cache.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, own, type ApiClient, type ApiError, type ApiResult, type NfcCard, type SocialCard } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';

export const cardKeys = {
  /** GET /vendor/shop/{shop}/social-media/get-meta-cards. */
  socialCards: (shop: string) => apiKey('vendorShopSocialMediaGetMetaCards', { params: { shop } }),
  /** GET /cards. */
  nfcCards: (shop: string) => apiKey('cards', { query: { shop } }),
  /** GET /card/{id}. */
  nfcCard: (shop: string, id: string) => apiKey('cardGet', { params: { id }, query: { shop } }),
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** The list an answer carries: the array itself, or `{cards}` / `{data}` around it. */
function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data)) {
    for (const field of ['cards', 'data']) {
      const value = own(data, field);
      if (Array.isArray(value)) return value;
    }
  }
  throw invalidAnswer();
}

export function readSocialCard(value: unknown): SocialCard | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const image = text(own(value, 'image'));
  const twitterSite = text(own(value, 'twitterSite'));
  return {
    id,
    title: text(own(value, 'title')) ?? '',
    description: text(own(value, 'description')) ?? '',
    twitterCard: own(value, 'twitterCard') === 'summary' ? 'summary' : 'summary_large_image',
    ...(image ? { image } : {}),
    ...(twitterSite ? { twitterSite } : {}),
  };
}

export function readSocialCards(data: unknown): SocialCard[] {
  return listOf(data)
    .map(readSocialCard)
    .filter((card): card is SocialCard => card !== null);
}

export function readNfcCard(value: unknown): NfcCard | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  return {
    id,
    name: text(own(value, 'name')) ?? '',
    employerName: text(own(value, 'employerName')) ?? '',
    card: text(own(value, 'card')) ?? '',
    targetUrl: text(own(value, 'targetUrl')) ?? '',
    showPage: own(value, 'showPage') !== false,
  };
}

export function readNfcCards(data: unknown): NfcCard[] {
  return listOf(data)
    .map(readNfcCard)
    .filter((card): card is NfcCard => card !== null);
}

function readOneNfcCard(data: unknown): NfcCard {
  const card = readNfcCard(isRecord(data) && isRecord(own(data, 'card')) ? own(data, 'card') : data);
  if (!card) throw invalidAnswer();
  return card;
}

/** The working shop's social cards; no request without a shop. */
export function useSocialCards(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<SocialCard[]>(shopId ? cardKeys.socialCards(shopId) : null, selectFetcher(client, readSocialCards));
}

/** The working shop's NFC cards. */
export function useNfcCards(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<NfcCard[]>(shopId ? cardKeys.nfcCards(shopId) : null, selectFetcher(client, readNfcCards));
}

/** One NFC card as the server has it now (the edit form starts from it); none while `id` is empty. */
export function useNfcCard(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<NfcCard>(shopId && id ? cardKeys.nfcCard(shopId, id) : null, selectFetcher(client, readOneNfcCard));
}

export interface CardsContext {
  client: Pick<ApiClient, 'call' | 'upload'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

/** What the social card form sends (PUT social-cards); `id` updates, no `id` creates. */
export interface SocialCardDraft {
  id?: string;
  title: string;
  description: string;
  twitterCard: SocialCard['twitterCard'];
  /** `@handle`, or empty to remove it. */
  twitterSite: string;
  /** A new picture, sent as the call's `imageFile` part. */
  image?: Blob;
}

/** PUT /api/shop/{shop}/social-cards: JSON without a picture, multipart (`imageFile`) with one. */
export async function saveSocialCard(ctx: CardsContext, draft: SocialCardDraft): Promise<ApiResult<SocialCard | null>> {
  const fields = {
    ...(draft.id ? { id: draft.id } : {}),
    title: draft.title.trim(),
    description: draft.description.trim(),
    twitterCard: draft.twitterCard,
    twitterSite: draft.twitterSite.trim(),
  };
  const params = { shop: ctx.shop };
  const result = draft.image
    ? await ctx.client.upload('shopSocialCards', { params, options: fields, file: draft.image, fileField: 'imageFile' })
    : await ctx.client.call('shopSocialCards', { params, body: fields });
  if (result.error) return { data: null, error: result.error };
  await ctx.mutate(cardKeys.socialCards(ctx.shop));
  return { data: readSocialCard(result.data), error: null };
}

/** What the NFC card form sends (PUT /card); `id` updates, no `id` creates. */
export interface NfcCardDraft {
  id?: string;
  name: string;
  employerName: string;
  /** The chip's id as the writer app prints it: `04:A2:19:6B`. */
  card: string;
  targetUrl: string;
  showPage: boolean;
}

async function refreshNfc(ctx: CardsContext, id?: string): Promise<void> {
  await Promise.all([ctx.mutate(cardKeys.nfcCards(ctx.shop)), id ? ctx.mutate(cardKeys.nfcCard(ctx.shop, id)) : undefined]);
}

/** PUT /card: a new card, or the named card's changes. */
export async function saveNfcCard(ctx: CardsContext, draft: NfcCardDraft): Promise<ApiResult<NfcCard | null>> {
  const result = await ctx.client.call('cardUpdate', {
    body: {
      shop: ctx.shop,
      ...(draft.id ? { id: draft.id } : {}),
      name: draft.name.trim(),
      employerName: draft.employerName.trim(),
      card: draft.card.trim().toUpperCase(),
      targetUrl: draft.targetUrl.trim(),
      showPage: draft.showPage,
    },
  });
  if (result.error) return { data: null, error: result.error };
  await refreshNfc(ctx, draft.id);
  return { data: readNfcCard(result.data), error: null };
}

/** POST /redirect/target: where a tap on the card leads now, and whether the card's page shows first. */
export async function retargetNfcCard(ctx: CardsContext, id: string, targetUrl: string, showPage: boolean): Promise<ApiError | null> {
  const result = await ctx.client.call('redirectTarget', { body: { shop: ctx.shop, card: id, targetUrl: targetUrl.trim(), showPage } });
  if (result.error) return result.error;
  await refreshNfc(ctx, id);
  return null;
}

/** DELETE /card {id}. */
export async function deleteNfcCard(ctx: CardsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('cardDelete', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await ctx.mutate(cardKeys.nfcCards(ctx.shop));
  return null;
}
