/**
 * Changes to a product's add-on groups (vendor spec §7: addons/add, addons/update,
 * addons/delete, addons/edit-prices, addons/reorder). Each call answers the shop product with
 * its groups, which then replaces the cached one, so the page shows the server's view. Update,
 * price edits, delete and reorder show at once and are put back when the call fails; a new
 * group waits for the server, which gives it and its options their ids.
 */
import type { ScopedMutator } from 'swr';
import { toWireAed, type Api, type ApiError, type ApiResult, type Fils } from '@dukkan/core';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import {
  addonGroupFields,
  priceOnlyChanges,
  readVendorAddonProduct,
  type AddonGroupDraft,
  type VendorAddonGroup,
  type VendorAddonProduct,
} from './addons.model.ts';
import { vendorCatalogueKeys } from './keys.ts';

export type AddonsApi = Pick<
  Api,
  | 'groceryShopAddonsAdd'
  | 'groceryShopAddonsUpdate'
  | 'groceryShopAddonsDelete'
  | 'groceryShopAddonsEditPrices'
  | 'groceryShopAddonsReorder'
>;

export interface AddonsContext {
  api: AddonsApi;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
  /** The shop-product id. */
  product: string;
}

type Current = VendorAddonProduct | undefined;

/** The server's product when it reads, else what the page shows already. */
function settleWith(current: Current, answer: unknown): VendorAddonProduct {
  try {
    return readVendorAddonProduct(answer);
  } catch {
    if (!current) throw new Error('No add-on product to keep.');
    return current;
  }
}

/** Shows `optimistic` at once, sends, keeps the server's answer or puts the old product back. */
function change(
  ctx: AddonsContext,
  optimistic: (current: VendorAddonProduct) => VendorAddonProduct,
  send: () => Promise<ApiResult<unknown>>,
): Promise<ApiError | null> {
  return optimisticUpdate<VendorAddonProduct, unknown>({
    mutate: ctx.mutate,
    key: vendorCatalogueKeys.product(ctx.shop, ctx.product),
    // The page offers changes only once the product is loaded; an empty cache stays empty.
    optimistic: (current) => (current ? optimistic(current) : (current as unknown as VendorAddonProduct)),
    send,
    settle: settleWith,
    revalidate: false,
  });
}

/** addons/add: waits for the answer (the new group's ids come from the server), then shows it. */
export async function addAddonGroup(ctx: AddonsContext, draft: AddonGroupDraft): Promise<ApiError | null> {
  const result = await ctx.api.groceryShopAddonsAdd({ body: { shop: ctx.shop, product: ctx.product, ...addonGroupFields(draft) } });
  if (result.error) return result.error;
  await ctx.mutate<VendorAddonProduct>(vendorCatalogueKeys.product(ctx.shop, ctx.product), (current) => settleWith(current, result.data), {
    revalidate: false,
  });
  return null;
}

/** addons/update with the whole group (its options in the form's order, existing ones by id). */
export function updateAddonGroup(ctx: AddonsContext, groupId: string, draft: AddonGroupDraft): Promise<ApiError | null> {
  return change(
    ctx,
    (current) => ({ ...current, groups: current.groups.map((g) => (g.id === groupId ? { ...g, ...draft } : g)) }),
    () => ctx.api.groceryShopAddonsUpdate({ body: { shop: ctx.shop, product: ctx.product, addon: groupId, ...addonGroupFields(draft) } }),
  );
}

/** addons/edit-prices: parallel lists of option ids and their new prices (AED decimals). */
export function editAddonPrices(ctx: AddonsContext, prices: readonly { option: string; amount: Fils }[]): Promise<ApiError | null> {
  const byOption = new Map(prices.map((p) => [p.option, p.amount]));
  return change(
    ctx,
    (current) => ({
      ...current,
      groups: current.groups.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, amount: byOption.get(o.id) ?? o.amount })) })),
    }),
    () =>
      ctx.api.groceryShopAddonsEditPrices({
        body: {
          shop: ctx.shop,
          product: ctx.product,
          options: prices.map((p) => p.option),
          prices: prices.map((p) => toWireAed(p.amount)),
        },
      }),
  );
}

/**
 * Saves the group form: a new group is added; when only option prices changed it is one
 * edit-prices call; otherwise an update with the whole group. Nothing changed sends nothing.
 */
export function saveAddonGroup(ctx: AddonsContext, before: VendorAddonGroup | null, draft: AddonGroupDraft): Promise<ApiError | null> {
  if (!before) return addAddonGroup(ctx, draft);
  const prices = priceOnlyChanges(before, draft);
  if (prices === null) return updateAddonGroup(ctx, before.id, draft);
  if (prices.length === 0) return Promise.resolve(null);
  return editAddonPrices(ctx, prices);
}

/** addons/delete (product, addon); the rest keep their order. */
export function deleteAddonGroup(ctx: AddonsContext, groupId: string): Promise<ApiError | null> {
  return change(
    ctx,
    (current) => ({ ...current, groups: current.groups.filter((g) => g.id !== groupId) }),
    () => ctx.api.groceryShopAddonsDelete({ body: { shop: ctx.shop, product: ctx.product, addon: groupId } }),
  );
}

/** addons/reorder (product, orders): every group id of the product once, in the new order. */
export function reorderAddonGroups(ctx: AddonsContext, ids: readonly string[]): Promise<ApiError | null> {
  return change(
    ctx,
    (current) => {
      const byId = new Map(current.groups.map((g) => [g.id, g]));
      const groups = ids.flatMap((id, i) => {
        const group = byId.get(id);
        return group ? [{ ...group, order: i + 1 }] : [];
      });
      return { ...current, groups };
    },
    () => ctx.api.groceryShopAddonsReorder({ body: { shop: ctx.shop, product: ctx.product, orders: [...ids] } }),
  );
}

/** A list with the item at `from` moved to `to` (both indexes in the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(next.length, to)), 0, item);
  return next;
}
