/**
 * Request timeouts (issue #18 item 7, docs/decisions/0082): a call the server never answers
 * ends, after the default or the call's own timeout, as a typed network error with the code
 * `timeout`, composed with the caller's AbortSignal. Fake timers; a fetch that never answers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../platform/storage.ts';
import { createApiClient, DEFAULT_TIMEOUT_MS, UPLOAD_TIMEOUT_MS } from './client.ts';
import { createTokenManager } from './tokens.ts';
import type { FetchLike } from './transport.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A server that takes every request and never answers (it does not even honour the signal). */
function hungFetch() {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = (input, init) => {
    seen.push({ url: String(input instanceof Request ? input.url : input), init });
    return new Promise<Response>(() => {});
  };
  return { fetch, seen };
}

function client(fetch: FetchLike, timeoutMs?: number) {
  return createApiClient({
    baseUrl: 'http://api.test',
    appId: 'app-42',
    tokens: createTokenManager({ storage: createMemoryStorage() }),
    fetch,
    retryDelayMs: 0,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

/** Settles a promise's state without awaiting it forever. */
function track<T>(promise: Promise<T>) {
  const state: { done: boolean; value?: T } = { done: false };
  void promise.then((value) => {
    state.done = true;
    state.value = value;
  });
  return state;
}

const TIMED_OUT = { data: null, error: { kind: 'network', status: 0, message: 'Request timed out', code: 'timeout' } };

describe('API client request timeout', () => {
  it('ends a read the server never answers after 20 s with a typed timeout error, not before', async () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(20_000);
    const { fetch, seen } = hungFetch();
    const call = track(client(fetch).api.shopLight({ params: { id: 's1' } }));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.done).toBe(true);
    expect(call.value).toEqual(TIMED_OUT);
    // The request itself was aborted, so the browser drops the connection too.
    expect(seen[0]?.init?.signal?.aborted).toBe(true);
    // No automatic retry after a timeout: the customer is told now, not in another 20 s.
    expect(seen).toHaveLength(1);
  });

  it('ends a write (placing an order) the same way', async () => {
    const { fetch } = hungFetch();
    const call = track(client(fetch).api.groceryCartStore({ body: { shop: 's1', products: [], source: 'website' } as never }));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(call.value).toEqual(TIMED_OUT);
  });

  it('takes the client default and a call’s own timeout', async () => {
    const { fetch } = hungFetch();
    const api = client(fetch, 5_000).api;
    const byDefault = track(api.shopLight({ params: { id: 's1' } }));
    const own = track(api.shopLight({ params: { id: 's1' }, timeoutMs: 1_000 }));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(own.value).toEqual(TIMED_OUT);
    expect(byDefault.done).toBe(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(byDefault.value).toEqual(TIMED_OUT);
  });

  it('gives uploads longer (60 s)', async () => {
    expect(UPLOAD_TIMEOUT_MS).toBe(60_000);
    const { fetch } = hungFetch();
    const call = track(client(fetch).upload('blogsUploadImage', { options: { kind: 'logo' }, file: new Blob(['x']) }));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(call.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.value).toEqual(TIMED_OUT);
  });

  it('composes with the caller’s AbortSignal: aborting ends the call at once as aborted, not timed out', async () => {
    const { fetch, seen } = hungFetch();
    const controller = new AbortController();
    const call = track(client(fetch).api.shopLight({ params: { id: 's1' }, signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(call.value).toEqual({ data: null, error: { kind: 'network', status: 0, message: 'Request aborted', code: 'aborted' } });
    expect(seen[0]?.init?.signal?.aborted).toBe(true);
    // An already aborted signal never waits at all.
    const early = track(client(fetch).api.shopLight({ params: { id: 's1' }, signal: AbortSignal.abort() }));
    await vi.advanceTimersByTimeAsync(0);
    expect(early.value?.error?.code).toBe('aborted');
  });

  it('leaves no timer behind when the answer comes in time', async () => {
    const fetch: FetchLike = async () => new Response(JSON.stringify({ data: { ok: true } }), { status: 200 });
    const result = await client(fetch).api.shopLight({ params: { id: 's1' } });
    expect(result).toEqual({ data: { ok: true }, error: null });
    expect(vi.getTimerCount()).toBe(0);
  });
});
