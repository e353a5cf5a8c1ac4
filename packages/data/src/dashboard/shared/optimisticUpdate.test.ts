import { describe, expect, it } from 'vitest';
import { unstable_serialize, type ScopedMutator } from 'swr';
import { initCache } from 'swr/_internal';
import { failure, success, type ApiError } from '@dukkan/core';
import { optimisticUpdate } from './optimisticUpdate.ts';

const refused: ApiError = { kind: 'http', status: 422, message: 'Refused', code: 'invalid_field' };

// A cache of our own, read directly: reading through mutate() would itself be a mutation.
const store = new Map<string, { data?: unknown }>();
const [, mutateFn] = initCache(store) as unknown as [unknown, ScopedMutator];
const mutate = mutateFn;

async function cached<T>(key: string): Promise<T | undefined> {
  return store.get(key)?.data as T | undefined;
}

describe('an optimistic update', () => {
  it('shows the change while the call runs and keeps it when the call succeeds', async () => {
    const key = unstable_serialize(['k', 'ok']);
    await mutate(key, ['a'], { revalidate: false });
    let during: string[] | undefined;
    const error = await optimisticUpdate<string[]>({
      mutate,
      key,
      optimistic: (current) => [...(current ?? []), 'b'],
      send: async () => {
        during = await cached<string[]>(key);
        return success(null);
      },
      revalidate: false,
    });
    expect(error).toBeNull();
    expect(during).toEqual(['a', 'b']);
    expect(await cached(key)).toEqual(['a', 'b']);
  });

  it('rolls back and returns the error when the call fails', async () => {
    const key = unstable_serialize(['k', 'fail']);
    await mutate(key, ['a'], { revalidate: false });
    const error = await optimisticUpdate<string[]>({
      mutate,
      key,
      optimistic: () => [],
      send: async () => failure(refused),
      revalidate: false,
    });
    expect(error).toEqual(refused);
    expect(await cached(key)).toEqual(['a']);
  });

  it('keeps what the server answered when asked to', async () => {
    const key = unstable_serialize(['k', 'settle']);
    await mutate(key, { name: 'old' }, { revalidate: false });
    await optimisticUpdate<{ name: string }, { name: string }>({
      mutate,
      key,
      optimistic: () => ({ name: 'typed' }),
      send: async () => success({ name: 'Typed (trimmed)' }),
      settle: (_current, answer) => answer ?? { name: '' },
      revalidate: false,
    });
    expect(await cached(key)).toEqual({ name: 'Typed (trimmed)' });
  });
});
