/**
 * Product filters (vendor spec §3 "Filter", §7 Filters and NFC; issue #11 item 6, decision 0071):
 * platform-wide rules ("Organic", "On offer") that a shop links to itself and to its products, so
 * the storefront can offer them as filters. The list is every filter the platform has; the shop
 * edits, deletes and links products only to the ones it has linked. Reads are tolerant (a row
 * without an id or name is dropped), and every call names the working shop.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, own, type ApiClient, type ApiError, type ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';

export const filterKeys = {
  /** GET /filter/list (shop): every filter, with whether the shop has linked it. */
  list: (shop: string) => apiKey('filterList', { query: { shop } }),
};

/** Levels the platform knows: 1 a main filter, 2 a sub-filter, 3 a detail (the mock refuses others). */
export const FILTER_LEVELS = [1, 2, 3] as const;
export const FILTER_PRIORITY_MAX = 1000;
/** `kind:value`, as the catalogue service matches it: `tag:organic`, `price:lt:20`. */
export const FILTER_RULE_PATTERN = /^[a-z_]+:[\w:.-]+$/i;

export interface ShopFilter {
  id: string;
  name: string;
  nameAr: string;
  rule: string;
  level: number;
  priority: number;
  enabled: boolean;
  image: string;
  /** The shop offers it to its customers (link-shop). */
  linked: boolean;
  /** The shop's catalogue products (catalogue ids) that carry it. */
  products: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const int = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isInteger(value)
    ? value
    : Number.isInteger(Number(value)) && text(value) !== ''
      ? Number(value)
      : fallback;

export function readFilter(value: unknown, shop: string): ShopFilter | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  const name = text(own(value, 'name'));
  if (!id || !name) return null;
  const shops = own(value, 'shops');
  const linkedFlag = own(value, 'linked');
  const products = own(value, 'products');
  return {
    id,
    name,
    nameAr: text(own(value, 'name_ar')),
    rule: text(own(value, 'rule')),
    level: int(own(value, 'level'), 1),
    priority: int(own(value, 'priority'), 100),
    enabled: own(value, 'enabled') !== false,
    image: text(own(value, 'image')),
    linked: typeof linkedFlag === 'boolean' ? linkedFlag : Array.isArray(shops) && shops.map(text).includes(shop),
    products: Array.isArray(products) ? products.map(text).filter(Boolean) : [],
  };
}

/** Main filters first, then by priority (the order the storefront offers them). */
export function readFilters(data: unknown, shop: string): ShopFilter[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data
    .flatMap((row) => readFilter(row, shop) ?? [])
    .sort((a, b) => a.level - b.level || a.priority - b.priority || a.name.localeCompare(b.name));
}

export function useFilters(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ShopFilter[]>(
    shopId ? filterKeys.list(shopId) : null,
    selectFetcher(client, (data) => readFilters(data, shopId ?? '')),
  );
}

export interface FiltersContext {
  client: Pick<ApiClient, 'call' | 'upload'>;
  mutate: ScopedMutator;
  shop: string;
}

/** What the filter form sends; `id` updates, no `id` creates (the shop is linked to a new filter). */
export interface FilterDraft {
  id?: string;
  name: string;
  nameAr: string;
  rule: string;
  level: number;
  priority: number;
  enabled: boolean;
  /** A new picture, sent as the call's file part. */
  image?: Blob;
}

const refresh = (ctx: FiltersContext) => ctx.mutate(filterKeys.list(ctx.shop));

async function settle(ctx: FiltersContext, result: ApiResult<unknown>): Promise<ApiError | null> {
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}

/** POST /filter/store or /filter/update: JSON without a picture, multipart with one. */
export async function saveFilter(ctx: FiltersContext, draft: FilterDraft): Promise<ApiError | null> {
  const fields = {
    shop: ctx.shop,
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name.trim(),
    name_ar: draft.nameAr.trim(),
    rule: draft.rule.trim(),
    level: draft.level,
    priority: draft.priority,
    enabled: draft.enabled,
  };
  const name = draft.id ? 'filterUpdate' : 'filterStore';
  const result = draft.image
    ? await ctx.client.upload(name, { options: fields, file: draft.image })
    : await ctx.client.call(name, { body: fields });
  return settle(ctx, result);
}

/** POST /filter/delete: only a filter no other shop uses (`filter_shared` otherwise). */
export async function deleteFilter(ctx: FiltersContext, id: string): Promise<ApiError | null> {
  return settle(ctx, await ctx.client.call('filterDelete', { body: { shop: ctx.shop, id } }));
}

/** POST /filter/link-shop: the shop offers the filter, or stops (its products are unlinked too). */
export async function linkFilterToShop(ctx: FiltersContext, filter: string, link: boolean): Promise<ApiError | null> {
  return settle(ctx, await ctx.client.call('filterLinkShop', { body: { shop: ctx.shop, filter, link } }));
}

/** POST /filter/link-product: one product on or off one filter. */
export async function linkFilterProduct(ctx: FiltersContext, filter: string, product: string, link: boolean): Promise<ApiError | null> {
  return settle(ctx, await ctx.client.call('filterLinkProduct', { body: { shop: ctx.shop, product, filter, link } }));
}

/** POST /filters/link-product: every changed filter of one product in one call, all or nothing. */
export async function setProductFilters(
  ctx: FiltersContext,
  product: string,
  filterLinks: readonly { filter: string; link: boolean }[],
): Promise<ApiError | null> {
  if (filterLinks.length === 0) return null;
  return settle(ctx, await ctx.client.call('filtersLinkProduct', { body: { shop: ctx.shop, product, filterLinks } }));
}
