/**
 * The shop's delivery areas (vendor spec §3 "Delivery area"; §7 POST /grocery/shop/set-delivery-area,
 * edit-delivery-area, remove-delivery-area). Checked here before anything is sent (codes the
 * screen translates); one call at a time per area, so a double click saves once even when the
 * button's disabled state has not rendered yet; then the area list reloads. Money leaves in AED
 * decimals made exactly from fils (core toWireAed).
 */
import type { ScopedMutator } from 'swr';
import { apiError, failure, success, toWireAed, type ApiClient, type ApiResult, type Fils, type Id } from '@dukkan/core';
import { deliveryKeys } from './keys.ts';
import type { DeliveryPricing } from './read.ts';

export interface DeliveryContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  shop: string;
}

export interface DeliveryAreaDraft {
  /** The platform area. */
  area: Id;
  minOrderFils: Fils;
  deliveryFeeFils: Fils;
  type: DeliveryPricing;
  deliveryTime: number;
  thresholdTime: number;
  days: number[];
}

/** The limits the server takes (vendor spec §3; the mock's validation). */
export const DELIVERY_AREA_LIMITS = {
  maxMinOrderFils: 1_000_000,
  maxDeliveryFeeFils: 100_000,
  minMinutes: 5,
  maxMinutes: 24 * 60,
} as const;

/** Why a delivery area is refused before it is sent. */
export type DeliveryAreaProblem = 'min_order_range' | 'fee_range' | 'time_range' | 'threshold_below_time' | 'no_days';

export function deliveryAreaProblem(draft: DeliveryAreaDraft): DeliveryAreaProblem | null {
  const L = DELIVERY_AREA_LIMITS;
  const minutes = (m: number) => Number.isInteger(m) && m >= L.minMinutes && m <= L.maxMinutes;
  if (!Number.isSafeInteger(draft.minOrderFils) || draft.minOrderFils < 0 || draft.minOrderFils > L.maxMinOrderFils)
    return 'min_order_range';
  if (!Number.isSafeInteger(draft.deliveryFeeFils) || draft.deliveryFeeFils < 0 || draft.deliveryFeeFils > L.maxDeliveryFeeFils)
    return 'fee_range';
  if (!minutes(draft.deliveryTime) || !minutes(draft.thresholdTime)) return 'time_range';
  if (draft.thresholdTime < draft.deliveryTime) return 'threshold_below_time';
  if (draft.days.length === 0) return 'no_days';
  return null;
}

const inFlight = new Set<string>();

async function once<T>(lock: string, run: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  if (inFlight.has(lock)) return failure(apiError('client', 409, 'Already being sent.', 'in_flight'));
  inFlight.add(lock);
  try {
    return await run();
  } finally {
    inFlight.delete(lock);
  }
}

function wireDraft(draft: DeliveryAreaDraft) {
  return {
    minOrder: toWireAed(draft.minOrderFils),
    deliveryFee: toWireAed(draft.deliveryFeeFils),
    type: draft.type,
    deliveryTime: draft.deliveryTime,
    thresholdTime: draft.thresholdTime,
    days: [...new Set(draft.days)].sort((a, b) => a - b),
  };
}

/**
 * Saves the shop's settings for an area: set-delivery-area when the shop does not deliver there
 * yet (`settingsId` absent), edit-delivery-area otherwise.
 */
export async function saveDeliveryArea(
  { client, mutate, shop }: DeliveryContext,
  draft: DeliveryAreaDraft,
  settingsId?: Id,
): Promise<ApiResult<null>> {
  const problem = deliveryAreaProblem(draft);
  if (problem) return failure(apiError('client', 422, problem, problem));
  return once(`${shop}:${draft.area}`, async () => {
    const result = settingsId
      ? await client.call('groceryShopEditDeliveryArea', { body: { shop, id: settingsId, ...wireDraft(draft) } })
      : await client.call('groceryShopSetDeliveryArea', { body: { shop, area: draft.area, ...wireDraft(draft) } });
    if (result.error) return failure(result.error);
    await mutate(deliveryKeys.areas(shop));
    return success(null);
  });
}

/** Stops delivering to an area (remove-delivery-area), then reloads the list. */
export async function removeDeliveryArea({ client, mutate, shop }: DeliveryContext, settingsId: Id): Promise<ApiResult<null>> {
  return once(`${shop}:remove:${settingsId}`, async () => {
    const result = await client.call('groceryShopRemoveDeliveryArea', { body: { shop, id: settingsId } });
    if (result.error) return failure(result.error);
    await mutate(deliveryKeys.areas(shop));
    return success(null);
  });
}
