/**
 * The order placer (issue #18 item 7, docs/decisions/0082): the `Idempotency-Key` of the
 * pending attempt is kept with the persisted cart until the order is confirmed, so a lost
 * answer plus a reload (or a timeout and a retry) never places a second order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createMemoryStorage,
  createTokenManager,
  failure,
  apiError,
  success,
  type Api,
  type ApiResult,
  type FetchLike,
  type PlaceOrderBody,
} from '@dukkan/core';
import { createOrderPlacer, PENDING_ORDER_STORAGE_KEY } from './placeOrder.ts';

const body = (count = 1): PlaceOrderBody =>
  ({
    shop: 'shop-1',
    products: [{ id: 'sp-1', count, addons: [] }],
    payment_type: 'cash',
    useWallet: false,
    pickup: true,
    dineIn: false,
    source: 'website',
  }) as PlaceOrderBody;

type StoreCall = { body: PlaceOrderBody; headers?: Record<string, string> };

function fakeApi(answers: ApiResult<unknown>[]) {
  const groceryCartStore = vi.fn(async (_: StoreCall) => answers.shift() ?? success({ order: { id: 'o-1' } }));
  return { api: { groceryCartStore } as unknown as Pick<Api, 'groceryCartStore'>, groceryCartStore };
}
const keysOf = (mock: ReturnType<typeof fakeApi>['groceryCartStore']) => mock.mock.calls.map(([call]) => call.headers?.['Idempotency-Key']);
const lost = () => failure(apiError('network', 0, 'Network error', 'network_error'));
const placed = () => success({ order: { id: 'o-1' } });

let counter = 0;
const newKey = () => `order-k${++counter}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('order placer: the pending key survives a reload', () => {
  it('reuses the key of an unanswered attempt after a reload, for the same cart', async () => {
    const storage = createMemoryStorage();
    const before = fakeApi([lost()]);
    expect((await createOrderPlacer({ api: before.api, storage, newKey }).place(body())).error?.code).toBe('network_error');
    // A reload: a new placer over the same storage.
    const after = fakeApi([placed()]);
    const placer = createOrderPlacer({ api: after.api, storage, newKey });
    expect(placer.pendingKey()).toBe(keysOf(before.groceryCartStore)[0]);
    await placer.place(body());
    expect(keysOf(after.groceryCartStore)).toEqual(keysOf(before.groceryCartStore));
  });

  it('gives a changed cart a new key, and clears the key once the order is confirmed', async () => {
    const storage = createMemoryStorage();
    const first = fakeApi([lost()]);
    await createOrderPlacer({ api: first.api, storage, newKey }).place(body(1));
    const second = fakeApi([placed()]);
    const placer = createOrderPlacer({ api: second.api, storage, newKey });
    await placer.place(body(2));
    const [before] = keysOf(first.groceryCartStore);
    const [changed] = keysOf(second.groceryCartStore);
    expect(changed).not.toBe(before);
    expect(placer.pendingKey()).toBeNull();
    expect(storage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
    // The same cart ordered again on purpose, after the confirmation, is a new order.
    const again = fakeApi([placed()]);
    await createOrderPlacer({ api: again.api, storage, newKey }).place(body(2));
    expect(keysOf(again.groceryCartStore)[0]).not.toBe(changed);
  });

  it('keeps the key after an answer that does not confirm an order (a 2xx without one, a 5xx)', async () => {
    const storage = createMemoryStorage();
    const { api, groceryCartStore } = fakeApi([
      success({ nothing: true }),
      failure(apiError('http', 503, 'Service Unavailable')),
      placed(),
    ]);
    const placer = createOrderPlacer({ api, storage, newKey });
    await placer.place(body());
    await createOrderPlacer({ api, storage, newKey }).place(body());
    await createOrderPlacer({ api, storage, newKey }).place(body());
    const keys = keysOf(groceryCartStore);
    expect(new Set(keys).size).toBe(1);
    expect(storage.getItem(PENDING_ORDER_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{"v":1,"state":'],
    ['an array', '[1,2,3]'],
    ['a wrong version', JSON.stringify({ v: 99, state: { fingerprint: 'x', key: 'order-evil', createdAt: Date.now() } })],
    [
      'a key with spaces and newlines',
      JSON.stringify({ v: 1, state: { fingerprint: 'x', key: 'order evil\r\nX-Injected: 1', createdAt: Date.now() } }),
    ],
    ['a non-ASCII key', JSON.stringify({ v: 1, state: { fingerprint: 'x', key: 'طلب-١', createdAt: Date.now() } })],
    ['a huge key', JSON.stringify({ v: 1, state: { fingerprint: 'x', key: 'k'.repeat(5000), createdAt: Date.now() } })],
    ['a key that is an object', JSON.stringify({ v: 1, state: { fingerprint: 'x', key: { toString: 1 }, createdAt: Date.now() } })],
    ['a proto key', '{"v":1,"state":{"__proto__":{"key":"order-proto"},"fingerprint":"x","createdAt":1}}'],
    [
      'a time in the future',
      JSON.stringify({ v: 1, state: { fingerprint: 'x', key: 'order-future', createdAt: Date.now() + 86_400_000 } }),
    ],
    ['a time that is not a number', JSON.stringify({ v: 1, state: { fingerprint: 'x', key: 'order-nan', createdAt: 'yesterday' } })],
  ])('never crashes on hostile stored data (%s): it is dropped and a fresh key is used', async (_, raw) => {
    const storage = createMemoryStorage({ [PENDING_ORDER_STORAGE_KEY]: raw });
    const { api, groceryCartStore } = fakeApi([placed()]);
    const placer = createOrderPlacer({ api, storage, newKey });
    expect(placer.pendingKey()).toBeNull();
    await expect(placer.place(body())).resolves.toMatchObject({ error: null });
    expect(keysOf(groceryCartStore)[0]).toMatch(/^order-k\d+$/);
  });

  it('forgets an attempt older than a day (the server forgets its keys then too)', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 9) });
    const storage = createMemoryStorage();
    const first = fakeApi([lost()]);
    await createOrderPlacer({ api: first.api, storage, newKey }).place(body());
    vi.setSystemTime(Date.UTC(2026, 10, 28, 9, 1));
    const later = fakeApi([placed()]);
    await createOrderPlacer({ api: later.api, storage, newKey }).place(body());
    expect(keysOf(later.groceryCartStore)[0]).not.toBe(keysOf(first.groceryCartStore)[0]);
  });

  it('still works with no storage at all (private mode): the key lives for the tab', async () => {
    const { api, groceryCartStore } = fakeApi([lost(), placed()]);
    const placer = createOrderPlacer({ api, storage: null, newKey });
    await placer.place(body());
    await placer.place(body());
    expect(new Set(keysOf(groceryCartStore)).size).toBe(1);
  });
});

describe('order placer: a timeout', () => {
  it('ends a hung order call and the retry reuses the same key', async () => {
    vi.useFakeTimers();
    const keys: (string | null)[] = [];
    let answer = false;
    const fetch: FetchLike = (input, init) => {
      keys.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (!answer) return new Promise<Response>(() => {});
      return Promise.resolve(new Response(JSON.stringify({ data: { order: { id: 'o-9' } } }), { status: 201 }));
    };
    const client = createApiClient({
      baseUrl: 'http://api.test',
      appId: 'app-42',
      tokens: createTokenManager({ storage: createMemoryStorage() }),
      fetch,
      retryDelayMs: 0,
    });
    const storage = createMemoryStorage();
    const first = createOrderPlacer({ api: client.api, storage, newKey }).place(body());
    let done: ApiResult<unknown> | undefined;
    void first.then((r) => (done = r));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(done?.error).toMatchObject({ kind: 'network', code: 'timeout' });
    answer = true;
    // The customer taps "Place order" again, after a reload even.
    const retry = await createOrderPlacer({ api: client.api, storage, newKey }).place(body());
    expect(retry.error).toBeNull();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
