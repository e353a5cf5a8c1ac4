/**
 * One way to change cached data (CONVENTIONS §5): show the change at once, send it, keep the
 * server's answer, and put the old value back when the call fails. Made general from the
 * address mutations (customer spec §4), which now use it too.
 */
import type { Key, ScopedMutator } from 'swr';
import type { ApiError, ApiResult } from '@dukkan/core';
import { ApiRequestError } from '../../swr/fetcher.ts';

export interface OptimisticUpdate<T, R> {
  mutate: ScopedMutator;
  key: Key;
  /** What the screen shows while the call runs. */
  optimistic: (current: T | undefined) => T;
  /** The call. Its error rolls the cache back and is returned to the caller. */
  send: () => Promise<ApiResult<R>>;
  /** The cached value after success (default: the optimistic one). */
  settle?: (current: T | undefined, answer: R | null) => T;
  /** Refetch after success, so the server's view wins (default true). */
  revalidate?: boolean;
}

/** Resolves with the call's error (after the rollback) or null; never throws for an API error. */
export async function optimisticUpdate<T, R = unknown>({
  mutate,
  key,
  optimistic,
  send,
  settle,
  revalidate = true,
}: OptimisticUpdate<T, R>): Promise<ApiError | null> {
  try {
    await mutate<T>(
      key,
      async (current) => {
        const result = await send();
        if (result.error) throw new ApiRequestError(result.error);
        return settle ? settle(current, result.data ?? null) : optimistic(current);
      },
      { optimisticData: (current) => optimistic(current), rollbackOnError: true, revalidate },
    );
    return null;
  } catch (error) {
    if (error instanceof ApiRequestError) return error.error;
    throw error;
  }
}
