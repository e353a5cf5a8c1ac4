/**
 * Placing an order (POST /api/v2/grocery/cart/store) at most once per checkout attempt.
 * An attempt is one order body: its `Idempotency-Key` is reused by every retry of that body
 * until it succeeds, and a second click while the first is in flight gets the same promise,
 * so neither a double click nor a retry creates two orders (0012). A changed cart is a new
 * attempt with a new key.
 */
import { IDEMPOTENCY_HEADER, newIdempotencyKey, type Api, type ApiResult, type PlaceOrderBody } from '@dukkan/core';

export interface OrderPlacer {
  place(body: PlaceOrderBody): Promise<ApiResult<unknown>>;
  /** The key of the current attempt (for support logs); null when none is pending. */
  pendingKey(): string | null;
}

export function createOrderPlacer({
  api,
  newKey = () => newIdempotencyKey(),
}: {
  api: Pick<Api, 'groceryCartStore'>;
  newKey?: () => string;
}): OrderPlacer {
  let attempt: { fingerprint: string; key: string } | null = null;
  let inflight: { fingerprint: string; promise: Promise<ApiResult<unknown>> } | null = null;

  return {
    place(body) {
      const fingerprint = JSON.stringify(body);
      if (inflight && inflight.fingerprint === fingerprint) return inflight.promise;
      if (!attempt || attempt.fingerprint !== fingerprint) attempt = { fingerprint, key: newKey() };
      const current = attempt;
      const promise = api.groceryCartStore({ body, headers: { [IDEMPOTENCY_HEADER]: current.key } }).then((result) => {
        if (!result.error && attempt === current) attempt = null;
        return result;
      });
      inflight = { fingerprint, promise: promise.finally(() => (inflight = null)) };
      return inflight.promise;
    },
    pendingKey: () => attempt?.key ?? null,
  };
}
