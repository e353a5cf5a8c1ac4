/**
 * Changes to the shop's products through `set-info` (vendor spec §7): the shop, the product and
 * exactly one of hide, show, price, offerPrice (with addonsOffer), isAvailable or
 * perOrderQuantity per call; offerPrice 0 removes the offer. Every change shows at once in the
 * cached list, and a refused one puts back only the fields it touched, so the other edits made
 * at the same time (another field, another row) stay (CONVENTIONS §5).
 */
import type { ScopedMutator } from 'swr';
import { toWireAed, type Api, type ApiError, type Fils } from '@dukkan/core';
import { vendorCatalogueKeys } from './keys.ts';
import { readVendorProduct, type VendorProduct } from './model.ts';

export type ProductChange =
  | { kind: 'hidden'; value: boolean }
  | { kind: 'price'; value: Fils }
  /** value 0 removes the offer. */
  | { kind: 'offer'; value: Fils; addonsOffer: boolean }
  | { kind: 'available'; value: boolean }
  /** 0 lifts the limit. */
  | { kind: 'perOrderQuantity'; value: number };

export interface ProductEdit {
  /** The shop-product id. */
  product: string;
  change: ProductChange;
}

export interface EditFailure {
  /** The row as it was before the change (for its name). */
  product: VendorProduct;
  change: ProductChange;
  error: ApiError;
}

export type CatalogueApi = Pick<Api, 'groceryShopSetInfo'>;

export interface CatalogueContext {
  api: CatalogueApi;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

/** The one change of a set-info body. */
export function setInfoFields(change: ProductChange): Record<string, unknown> {
  switch (change.kind) {
    case 'hidden':
      return change.value ? { hide: true } : { show: true };
    case 'price':
      return { price: toWireAed(change.value) };
    case 'offer':
      return change.value > 0 ? { offerPrice: toWireAed(change.value), addonsOffer: change.addonsOffer } : { offerPrice: 0 };
    case 'available':
      return { isAvailable: change.value };
    case 'perOrderQuantity':
      return { perOrderQuantity: change.value };
  }
}

const FIELDS: Readonly<Record<ProductChange['kind'], readonly (keyof VendorProduct)[]>> = {
  hidden: ['hidden'],
  price: ['price'],
  offer: ['offerPrice', 'addonsOffer'],
  available: ['isAvailable'],
  perOrderQuantity: ['perOrderQuantity'],
};

/** The row with the change applied, as the screen shows it while the call runs. */
export function applyChange(row: VendorProduct, change: ProductChange): VendorProduct {
  switch (change.kind) {
    case 'hidden':
      return { ...row, hidden: change.value };
    case 'price':
      return { ...row, price: change.value };
    case 'offer':
      return { ...row, offerPrice: change.value, addonsOffer: change.value > 0 && change.addonsOffer };
    case 'available':
      return { ...row, isAvailable: change.value };
    case 'perOrderQuantity':
      return { ...row, perOrderQuantity: change.value };
  }
}

/** `target` with the fields of `change` copied from `source`. */
function copyFields(target: VendorProduct, source: VendorProduct, change: ProductChange): VendorProduct {
  const next = { ...target } as Record<keyof VendorProduct, unknown>;
  for (const field of FIELDS[change.kind]) next[field] = source[field];
  return next as unknown as VendorProduct;
}

/** How many products are changed at the same time (a bulk change of 300 rows is 300 calls). */
const PARALLEL = 4;

async function inParallel<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

interface Outcome {
  edit: ProductEdit;
  /** The server's row after the change, or the error. */
  answer: VendorProduct | null;
  error: ApiError | null;
}

/**
 * Shows every edit at once, sends them (one call per change; a product's changes in the given
 * order, products a few at a time), then keeps the server's value of each accepted change and
 * the old value of each refused one. Resolves with the refused changes (empty when all passed);
 * after a refusal the list is fetched again, so the server's view wins.
 */
export async function changeProducts({ api, mutate, shop }: CatalogueContext, edits: readonly ProductEdit[]): Promise<EditFailure[]> {
  if (edits.length === 0) return [];
  const key = vendorCatalogueKeys.products(shop);
  const before = new Map<string, VendorProduct>();
  await mutate<VendorProduct[]>(
    key,
    (current) =>
      current?.map((row) => {
        const mine = edits.filter((e) => e.product === row.id);
        if (mine.length === 0) return row;
        before.set(row.id, row);
        return mine.reduce((next, e) => applyChange(next, e.change), row);
      }),
    { revalidate: false },
  );

  const byProduct = new Map<string, ProductEdit[]>();
  for (const edit of edits) byProduct.set(edit.product, [...(byProduct.get(edit.product) ?? []), edit]);
  const outcomes: Outcome[] = [];
  await inParallel([...byProduct.values()], PARALLEL, async (own) => {
    for (const edit of own) {
      const result = await api.groceryShopSetInfo({ body: { shop, product: edit.product, ...setInfoFields(edit.change) } });
      outcomes.push(
        result.error ? { edit, answer: null, error: result.error } : { edit, answer: readVendorProduct(result.data), error: null },
      );
    }
  });

  await mutate<VendorProduct[]>(
    key,
    (current) =>
      current?.map((row) => {
        let next = row;
        for (const { edit, answer, error } of outcomes) {
          if (edit.product !== row.id) continue;
          const old = before.get(row.id);
          if (error && old) next = copyFields(next, old, edit.change);
          else if (answer) next = copyFields(next, answer, edit.change);
        }
        return next;
      }),
    { revalidate: false },
  );

  const failures = outcomes.flatMap(({ edit, error }) => {
    const product = before.get(edit.product);
    return error && product ? [{ product, change: edit.change, error }] : [];
  });
  if (failures.length > 0) void mutate(key);
  return failures;
}

/**
 * The set-info calls of one product's edit form, in an order the server accepts: when the new
 * price is below the current offer the offer changes first, otherwise the price does; then the
 * per-order limit. Only what changed is sent.
 */
export function priceEdits(
  row: VendorProduct,
  next: { price: Fils; offerPrice: Fils; addonsOffer: boolean; perOrderQuantity: number },
): ProductEdit[] {
  const price: ProductEdit | null = next.price !== row.price ? { product: row.id, change: { kind: 'price', value: next.price } } : null;
  const offerChanged = next.offerPrice !== row.offerPrice || (next.offerPrice > 0 && next.addonsOffer !== row.addonsOffer);
  const offer: ProductEdit | null = offerChanged
    ? { product: row.id, change: { kind: 'offer', value: next.offerPrice, addonsOffer: next.offerPrice > 0 && next.addonsOffer } }
    : null;
  const limit: ProductEdit | null =
    next.perOrderQuantity !== row.perOrderQuantity
      ? { product: row.id, change: { kind: 'perOrderQuantity', value: next.perOrderQuantity } }
      : null;
  const offerFirst = row.offerPrice > 0 && next.price <= row.offerPrice;
  const ordered = offerFirst ? [offer, price, limit] : [price, offer, limit];
  return ordered.filter((e): e is ProductEdit => e !== null);
}
