/**
 * "Add products" (issue #11 item 3, decision 0072): the catalogue's products the shop does not
 * sell yet (`list-suggested-products`: the shop's own private products first, then the public
 * catalogue), searched on the server by either name or a barcode and narrowed to one category,
 * and linking one at a price (`link-product`). Prices are fils in the app and AED decimals on
 * the wire (core `toWireAed`, exact). Reads never trust the wire: a row without an id or a name
 * is dropped, an answer that is not a list is an error.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, own, toWireAed, type ApiClient, type ApiError, type Fils } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey, type ApiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';
import type { ListStatus } from '../shared/usePagedList.ts';
import { useDebounced } from '../shared/useDebounced.ts';

export interface SuggestedProduct {
  /** The catalogue product's id (`link-product`'s `product`). */
  id: string;
  name: string;
  nameAr: string;
  image: string;
  category: string;
  /** The shop's own private product (true) or the platform's catalogue (false). */
  private: boolean;
}

export const suggestionKeys = {
  /** GET /grocery/shop/list-suggested-products (shop, search, category). */
  list: (shop: string, search: string, category: string | null) =>
    apiKey('groceryShopListSuggestedProducts', {
      query: { shop, ...(search ? { search } : {}), ...(category ? { category } : {}) },
    }),
};

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function readSuggestion(row: unknown): SuggestedProduct | null {
  if (!isRecord(row)) return null;
  const id = text(own(row, 'id'));
  const name = text(own(row, 'name')).trim();
  if (!id || !name) return null;
  return {
    id,
    name,
    nameAr: text(own(row, 'name_ar')).trim(),
    image: text(own(row, 'image')),
    category: text(own(row, 'category')),
    private: own(row, 'private') === true,
  };
}

export function readSuggestions(data: unknown): SuggestedProduct[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readSuggestion(row) ?? []);
}

export interface SuggestionsQuery {
  shopId: string | undefined;
  /** As typed; the server is asked once typing pauses. */
  q: string;
  category: string | null;
}

export interface Suggestions {
  rows: SuggestedProduct[];
  status: ListStatus;
  error: unknown;
  /** The search the rows answer (the typed one may be newer while typing). */
  searched: string;
  retry: () => void;
}

export function useSuggestedProducts({ shopId, q, category }: SuggestionsQuery): Suggestions {
  const client = useApiClient();
  const searched = useDebounced(q.trim());
  const swr = useSWR<SuggestedProduct[]>(
    shopId ? suggestionKeys.list(shopId, searched, category) : null,
    selectFetcher(client, readSuggestions),
    { keepPreviousData: true },
  );
  const status: ListStatus = swr.data ? 'ready' : swr.error ? 'error' : 'loading';
  return { rows: swr.data ?? [], status, error: swr.error, searched, retry: () => void swr.mutate() };
}

export interface LinkContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  shop: string;
}

/** The lists a new or changed product shows in: suggestions, the products list, categories, private products. */
const PRODUCT_LISTS = new Set<string>([
  'groceryShopListSuggestedProducts',
  'groceryShopProductsList',
  'groceryShopListRelatedCategories',
  'groceryShopPrivateProductsCategories',
  'groceryShopPrivateProductsProducts',
  'groceryShopProduct',
]);

/** Revalidates every cached product list of the shop (any search, any category). */
export function refreshProductLists(mutate: ScopedMutator, shop: string): Promise<unknown> {
  return mutate((key) => {
    if (!Array.isArray(key)) return false;
    const [name, args] = key as unknown as ApiKey;
    const query = args?.query as Record<string, unknown> | undefined;
    return PRODUCT_LISTS.has(name) && query?.shop === shop;
  });
}

/**
 * POST /grocery/shop/link-product: the shop sells the product at `price` (and `offerPrice`
 * when above 0, which must be below the price: `offer_above_price`). A product the shop
 * already sells is refused (`already_linked`). Resolves with the refusal, or null; the lists
 * are fetched again either way (a refusal may mean the list was out of date).
 */
export async function linkProduct(ctx: LinkContext, link: { product: string; price: Fils; offerPrice: Fils }): Promise<ApiError | null> {
  const result = await ctx.client.call('groceryShopLinkProduct', {
    body: {
      shop: ctx.shop,
      product: link.product,
      price: toWireAed(link.price),
      ...(link.offerPrice > 0 ? { offerPrice: toWireAed(link.offerPrice) } : {}),
    },
  });
  await refreshProductLists(ctx.mutate, ctx.shop);
  return result.error;
}
