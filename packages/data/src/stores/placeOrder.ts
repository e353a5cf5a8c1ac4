/**
 * Placing an order (POST /api/v2/grocery/cart/store) at most once per checkout attempt.
 * An attempt is one order body: its `Idempotency-Key` is reused by every retry of that body
 * until an order is confirmed, and a second click while the first is in flight gets the same
 * promise, so neither a double click nor a retry creates two orders (0012). A changed cart is
 * a new attempt with a new key.
 *
 * The pending attempt is kept with the persisted cart (storage key `cartOrderAttempt`, next to
 * `cartStore`; docs/decisions/0082): a lost answer (a timeout, a dropped connection) followed by
 * a reload, or by the same cart in another tab, sends the same key again, and the server answers
 * with the order it already made. It is cleared when an answer carries the order. What is read
 * back is validated; anything odd is dropped and a fresh key is used.
 */
import {
  IDEMPOTENCY_HEADER,
  isRecord,
  newIdempotencyKey,
  orderFingerprint,
  own,
  validatePendingOrderAttempt,
  type Api,
  type ApiResult,
  type KeyValueStorage,
  type PendingOrderAttempt,
  type PlaceOrderBody,
  type SafeStorage,
} from '@dukkan/core';
import { createPersistedSlot, type PersistedSlot } from '../persist/slot.ts';

export const PENDING_ORDER_STORAGE_KEY = 'cartOrderAttempt';
export const PENDING_ORDER_STORAGE_VERSION = 1;

export interface OrderPlacer {
  place(body: PlaceOrderBody): Promise<ApiResult<unknown>>;
  /** The key of the current attempt (for support logs); null when none is pending. */
  pendingKey(): string | null;
}

export interface OrderPlacerOptions {
  api: Pick<Api, 'groceryCartStore'>;
  /** Where the cart is kept; null (or absent) keeps the attempt for this tab only. */
  storage?: KeyValueStorage | SafeStorage | null;
  newKey?: () => string;
}

/** An answer that carries the order: the attempt is over. */
function confirmsOrder(result: ApiResult<unknown>): boolean {
  return !result.error && isRecord(result.data) && isRecord(own(result.data, 'order'));
}

export function createOrderPlacer({ api, storage = null, newKey = () => newIdempotencyKey() }: OrderPlacerOptions): OrderPlacer {
  const slot: PersistedSlot<PendingOrderAttempt | null> = createPersistedSlot<PendingOrderAttempt | null>({
    storage,
    key: PENDING_ORDER_STORAGE_KEY,
    version: PENDING_ORDER_STORAGE_VERSION,
    validate: (raw) => (raw === null ? { value: null, repaired: false } : validatePendingOrderAttempt(raw)),
    empty: () => null,
  });
  let inflight: { fingerprint: string; promise: Promise<ApiResult<unknown>> } | null = null;

  /** The stored attempt, read afresh (a reload, another tab); an expired or odd one is gone. */
  function stored(): PendingOrderAttempt | null {
    const { value } = slot.load();
    if (value === null) slot.remove();
    return value;
  }

  return {
    place(body) {
      const fingerprint = orderFingerprint(body);
      if (inflight && inflight.fingerprint === fingerprint) return inflight.promise;
      const pending = stored();
      const attempt = pending && pending.fingerprint === fingerprint ? pending : { fingerprint, key: newKey(), createdAt: Date.now() };
      if (attempt !== pending) slot.save(attempt);
      const promise = api.groceryCartStore({ body, headers: { [IDEMPOTENCY_HEADER]: attempt.key } }).then((result) => {
        if (confirmsOrder(result) && stored()?.key === attempt.key) slot.remove();
        return result;
      });
      inflight = { fingerprint, promise: promise.finally(() => (inflight = null)) };
      return inflight.promise;
    },
    pendingKey: () => stored()?.key ?? null,
  };
}
