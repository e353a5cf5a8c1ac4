/**
 * The shop's private products (issue #11 item 4, decision 0072; vendor spec §3 "Product
 * (catalogue)"): products only this shop has, listed by private category
 * (`private-products/categories`, then `private-products/products`), created and edited with
 * every field in both languages (`/grocery/product/store`, `update`), destroyed (which takes
 * them off the shop's list too), and their pictures: upload (`image`), delete (`delete-image`)
 * and choose the primary one (`primary-image`). A product the shop sells keeps its gallery on
 * its listing (`GET /grocery/shop/product`). Reads never trust the wire.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, own, type ApiClient, type ApiError, type ApiResult, type ImageRef, type ProductUnit } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';
import type { ListStatus } from '../shared/usePagedList.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { refreshProductLists } from './suggestions.ts';

export const PRODUCT_UNITS: readonly ProductUnit[] = ['piece', 'box', 'kg'];
/** A kg product is sold in steps of pay_size grams: 50 to 5,000, 1,000 when not given. */
export const PAY_SIZE_MIN = 50;
export const PAY_SIZE_MAX = 5000;
export const PAY_SIZE_DEFAULT = 1000;
/** 8 to 14 digits (EAN-8, UPC-A, EAN-13, GTIN-14). */
export const BARCODE_PATTERN = /^\d{8,14}$/;

export interface PrivateProduct {
  id: string;
  name: string;
  nameAr: string;
  barcode: string;
  brand: string;
  brandAr: string;
  unit: ProductUnit;
  size: string;
  sizeAr: string;
  /** Grams per step of a kg product; 0 for other units. */
  paySize: number;
  category: string;
  notes: string;
  notesAr: string;
  description: string;
  descriptionAr: string;
  table: string;
  /** The primary picture's URL, '' without one. */
  image: string;
  /** The gallery as the private list knows it (the listing's gallery wins for a product the shop sells). */
  images: ImageRef[];
  /** The shop sells it (it is on the products list). */
  linked: boolean;
}

export interface PrivateCategory {
  id: string;
  name: string;
  nameAr: string;
  image: string;
  /** How many private products it holds. */
  count: number;
}

export const privateProductKeys = {
  /** GET /grocery/shop/private-products/categories (shop): the categories that hold private products. */
  categories: (shop: string) => apiKey('groceryShopPrivateProductsCategories', { query: { shop } }),
  /** GET /grocery/shop/private-products/products (shop, category): every private product, or one category's. */
  products: (shop: string, category: string | null = null) =>
    apiKey('groceryShopPrivateProductsProducts', { query: category ? { shop, category } : { shop } }),
};

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** One picture from the wire, or null without an id or URL. */
export function readImage(row: unknown): ImageRef | null {
  if (!isRecord(row)) return null;
  const id = text(own(row, 'id'));
  const url = text(own(row, 'url'));
  return id && url ? { id, url, primary: own(row, 'primary') === true } : null;
}

/** A gallery from the wire: rows without an id or URL dropped, exactly one primary (the first when none is). */
export function readImages(value: unknown, fallback = ''): ImageRef[] {
  const rows = Array.isArray(value) ? value.flatMap((row) => readImage(row) ?? []) : [];
  // A product with only its picture's URL: the URL names it (the image calls take either).
  if (rows.length === 0 && fallback) return [{ id: fallback, url: fallback, primary: true }];
  const primary = rows.findIndex((i) => i.primary);
  return rows.map((i, index) => ({ ...i, primary: index === (primary >= 0 ? primary : 0) }));
}

export function readPrivateProduct(row: unknown): PrivateProduct | null {
  if (!isRecord(row)) return null;
  const id = text(own(row, 'id'));
  const name = text(own(row, 'name')).trim();
  if (!id || !name) return null;
  const unitText = text(own(row, 'unit'));
  const unit = (PRODUCT_UNITS as readonly string[]).includes(unitText) ? (unitText as ProductUnit) : 'piece';
  const paySize = Number(own(row, 'pay_size'));
  const image = text(own(row, 'image'));
  const images = readImages(own(row, 'images'), image);
  return {
    id,
    name,
    nameAr: text(own(row, 'name_ar')),
    barcode: text(own(row, 'barcode')),
    brand: text(own(row, 'brand')),
    brandAr: text(own(row, 'brand_ar')),
    unit,
    size: text(own(row, 'size')),
    sizeAr: text(own(row, 'size_ar')),
    paySize: unit === 'kg' ? (Number.isInteger(paySize) && paySize > 0 ? paySize : PAY_SIZE_DEFAULT) : 0,
    category: text(own(row, 'category')),
    notes: text(own(row, 'notes')),
    notesAr: text(own(row, 'notes_ar')),
    description: text(own(row, 'description')),
    descriptionAr: text(own(row, 'descriptionAr')),
    table: text(own(row, 'table')),
    image: images.find((i) => i.primary)?.url ?? image,
    images,
    linked: own(row, 'linked') === true,
  };
}

export function readPrivateProducts(data: unknown): PrivateProduct[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readPrivateProduct(row) ?? []);
}

export function readPrivateCategories(data: unknown): PrivateCategory[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => {
    if (!isRecord(row)) return [];
    const id = text(own(row, 'id'));
    if (!id) return [];
    const count = Number(own(row, 'count'));
    return [
      {
        id,
        name: text(own(row, 'name')) || id,
        nameAr: text(own(row, 'name_ar')),
        image: text(own(row, 'image')),
        count: Number.isInteger(count) && count > 0 ? count : 0,
      },
    ];
  });
}

/** The gallery of a product the shop sells: `GET /grocery/shop/product` → `product.images`. */
export function readListingImages(data: unknown): ImageRef[] {
  if (!isRecord(data) || !isRecord(own(data, 'product'))) throw invalidAnswer();
  const product = own(data, 'product') as Record<string, unknown>;
  return readImages(own(product, 'images'), text(own(product, 'image')));
}

export function usePrivateCategories(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<PrivateCategory[]>(shopId ? privateProductKeys.categories(shopId) : null, selectFetcher(client, readPrivateCategories));
}

export interface PrivateProductsList {
  rows: PrivateProduct[];
  status: ListStatus;
  error: unknown;
  retry: () => void;
}

/** The private products of one category (all of them with `category` null). */
export function usePrivateProducts(shopId: string | undefined, category: string | null): PrivateProductsList {
  const client = useApiClient();
  const swr = useSWR<PrivateProduct[]>(
    shopId ? privateProductKeys.products(shopId, category) : null,
    selectFetcher(client, readPrivateProducts),
    { keepPreviousData: true },
  );
  const status: ListStatus = swr.data ? 'ready' : swr.error ? 'error' : 'loading';
  return { rows: swr.data ?? [], status, error: swr.error, retry: () => void swr.mutate() };
}

export interface PrivateProductState {
  /** Undefined while loading; null when the shop has no such private product. */
  product: PrivateProduct | null | undefined;
  /** The gallery: the listing's for a product the shop sells, the catalogue row's otherwise. */
  images: ImageRef[];
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  retry: () => void;
}

/** One private product (there is no one-product read: it is found in the shop's private list). */
export function usePrivateProduct(shopId: string | undefined, id: string | null): PrivateProductState {
  const client = useApiClient();
  const list = useSWR<PrivateProduct[]>(
    shopId && id ? privateProductKeys.products(shopId) : null,
    selectFetcher(client, readPrivateProducts),
  );
  const product = list.data ? (list.data.find((p) => p.id === id) ?? null) : undefined;
  const listing = useSWR<ImageRef[]>(
    shopId && product?.linked ? vendorCatalogueKeys.product(shopId, product.id) : null,
    selectFetcher(client, readListingImages),
  );
  const images = product?.linked ? (listing.data ?? product.images) : (product?.images ?? []);
  const status = list.data ? 'ready' : list.error ? 'error' : 'loading';
  return {
    product,
    images,
    status,
    error: list.error,
    retry: () => {
      void list.mutate();
      if (product?.linked) void listing.mutate();
    },
  };
}

export interface PrivateProductsContext {
  client: Pick<ApiClient, 'call' | 'upload'>;
  mutate: ScopedMutator;
  shop: string;
}

/** What the form sends: every text in both languages ('' clears a field on update). */
export interface PrivateProductDraft {
  name: string;
  nameAr: string;
  barcode: string;
  brand: string;
  brandAr: string;
  unit: ProductUnit;
  size: string;
  sizeAr: string;
  /** Grams per step; only for kg (ignored otherwise). */
  paySize: number;
  category: string;
  notes: string;
  notesAr: string;
  description: string;
  descriptionAr: string;
  table: string;
  /** The first picture of a new product, sent with the store call as its file. */
  image?: Blob;
}

/** The wire fields of a draft; a new product leaves out what is empty. */
export function productFields(draft: PrivateProductDraft, creating: boolean): Record<string, unknown> {
  const texts: Record<string, string> = {
    name: draft.name,
    name_ar: draft.nameAr,
    barcode: draft.barcode,
    brand: draft.brand,
    brand_ar: draft.brandAr,
    size: draft.size,
    size_ar: draft.sizeAr,
    notes: draft.notes,
    notes_ar: draft.notesAr,
    description: draft.description,
    descriptionAr: draft.descriptionAr,
    table: draft.table,
  };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(texts)) {
    const trimmed = value.trim();
    if (trimmed || !creating) fields[key] = trimmed;
  }
  fields.unit = draft.unit;
  if (draft.unit === 'kg') fields.pay_size = draft.paySize;
  fields.category = draft.category;
  return fields;
}

const refresh = (ctx: PrivateProductsContext) => refreshProductLists(ctx.mutate, ctx.shop);

/**
 * POST /grocery/product/store (no `id`) or /update (`id`): JSON, or multipart when a new
 * product comes with its first picture. Resolves with the saved product or the refusal
 * (422 with the field in its message, 409 `duplicate_barcode`, 404 for an unknown category).
 */
export async function savePrivateProduct(
  ctx: PrivateProductsContext,
  draft: PrivateProductDraft,
  id?: string,
): Promise<ApiResult<PrivateProduct>> {
  const fields = { shop: ctx.shop, ...(id ? { id } : {}), ...productFields(draft, !id) };
  const name = id ? 'groceryProductUpdate' : 'groceryProductStore';
  const result =
    draft.image && !id
      ? await ctx.client.upload(name, { options: fields, file: draft.image })
      : await ctx.client.call(name, { body: fields });
  if (result.error) return result;
  const product = readPrivateProduct(result.data);
  if (!product) return { data: null, error: invalidAnswer().error };
  await refresh(ctx);
  return { data: product, error: null };
}

/** DELETE /grocery/product/destroy: the product goes, and with it the shop's listing of it. */
export async function deletePrivateProduct(ctx: PrivateProductsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('groceryProductDestroy', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}

/** POST /grocery/product/image (id plus file): one more picture; the first one is primary. */
export async function uploadProductImage(ctx: PrivateProductsContext, id: string, file: Blob): Promise<ApiResult<ImageRef>> {
  const result = await ctx.client.upload('groceryProductImage', { options: { shop: ctx.shop, id }, file });
  if (result.error) return result;
  const image = readImage(result.data);
  if (!image) return { data: null, error: invalidAnswer().error };
  await refresh(ctx);
  return { data: image, error: null };
}

/** POST /grocery/product/delete-image (id, image): the next picture becomes primary when the primary goes. */
export async function deleteProductImage(ctx: PrivateProductsContext, id: string, image: string): Promise<ApiError | null> {
  const result = await ctx.client.call('groceryProductDeleteImage', { body: { shop: ctx.shop, id, image } });
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}

/** POST /grocery/product/primary-image (id, image): the picture customers see first. */
export async function setPrimaryProductImage(ctx: PrivateProductsContext, id: string, image: string): Promise<ApiError | null> {
  const result = await ctx.client.call('groceryProductPrimaryImage', { body: { shop: ctx.shop, id, image } });
  if (result.error) return result.error;
  await refresh(ctx);
  return null;
}
