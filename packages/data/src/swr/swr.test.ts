import { unstable_serialize, type Key } from 'swr';
import { initCache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type Address, type ApiResult } from '@dukkan/core';
import { accountKeys } from '../account/keys.ts';
import { deleteAddressOptimistic, setDefaultAddressOptimistic } from '../account/addressMutations.ts';
import { cartKeys } from '../cart/keys.ts';
import { shopKeys } from '../shop/keys.ts';
import { createCartOptionsStore } from '../stores/cartOptionsStore.ts';
import { clearSwrCache } from './cache.ts';
import { ApiRequestError } from './fetcher.ts';
import { pick, selectFetcher } from './select.ts';

function freshCache() {
  const created = initCache(new Map());
  if (!created) throw new Error('no cache');
  const [cache, mutate] = created;
  const read = (key: Key) => cache.get(unstable_serialize(key))?.data as unknown;
  return { cache, mutate, read };
}

const address = (id: string, primary: boolean): Address => ({
  id,
  primary,
  latlng: [25, 55],
  title: id,
  person_name: 'M',
  building_name: 'B',
  floor: '1',
  flat: '1',
  notes: '',
  phone: '501234567',
  countryCode: '971',
  type: 'home',
});

describe('SWR key factories', () => {
  it('keys the shop by id and the primary address position', () => {
    expect(shopKeys.light('s1')).toEqual(['shopLight', { params: { id: 's1' } }]);
    expect(shopKeys.light('s1', [25.1, 55.2])).toEqual(['shopLight', { params: { id: 's1' }, query: { lat: 25.1, lng: 55.2 } }]);
  });

  it("omits 'any' category and sub-category from the product listing", () => {
    expect(shopKeys.products('s1', 'any', 'any')).toEqual(['shopProducts', { params: { id: 's1' } }]);
    expect(shopKeys.products('s1', 'c1', 'any')).toEqual(['shopProducts', { params: { id: 's1' }, query: { category: 'c1' } }]);
  });

  it('gives equal keys for equal calls, so the same data is cached once', () => {
    const query = { shop: 's1', pickup: false, useWallet: true, products: '[]' };
    expect(unstable_serialize(cartKeys.checkout(query))).toBe(unstable_serialize(cartKeys.checkout({ ...query })));
    expect(unstable_serialize(accountKeys.user())).not.toBe(unstable_serialize(accountKeys.addresses()));
  });
});

describe('SWR fetchers', () => {
  const client = (result: ApiResult<unknown>) => ({ call: async () => result });

  it('unwraps the field the spec names and turns a malformed answer into an error', async () => {
    await expect(selectFetcher(client({ data: { shop: { id: 's1' } }, error: null }), pick('shop'))(shopKeys.light('s1'))).resolves.toEqual(
      { id: 's1' },
    );
    await expect(selectFetcher(client({ data: { shop: null }, error: null }), pick('shop'))(shopKeys.light('s1'))).rejects.toMatchObject({
      status: 502,
    });
    await expect(
      selectFetcher(client({ data: { addresses: 'x' }, error: null }), pick('addresses', { list: true }))(accountKeys.addresses()),
    ).rejects.toBeInstanceOf(ApiRequestError);
  });

  it('throws the client error unchanged for SWR', async () => {
    const failing = selectFetcher(client({ data: null, error: { kind: 'http', status: 404, message: 'Shop not found' } }), pick('shop'));
    await expect(failing(shopKeys.light('x'))).rejects.toMatchObject({ status: 404, message: 'Shop not found' });
  });
});

describe('sign-out and the SWR cache', () => {
  it('clears every cached answer so no data of the previous user is shown', async () => {
    const { mutate, read } = freshCache();
    await mutate(accountKeys.user(), { user: { id: 'u1', fullName: 'Mariam' } }, { revalidate: false });
    await mutate(accountKeys.addresses(), [address('a', true)], { revalidate: false });
    await mutate(shopKeys.light('s1'), { id: 's1' }, { revalidate: false });
    await clearSwrCache(mutate);
    expect(read(accountKeys.user())).toBeUndefined();
    expect(read(accountKeys.addresses())).toBeUndefined();
    expect(read(shopKeys.light('s1'))).toBeUndefined();
  });
});

describe('optimistic address mutations', () => {
  it('shows the new primary at once and keeps it when the call succeeds', async () => {
    const { mutate, read } = freshCache();
    await mutate(accountKeys.addresses(), [address('a', true), address('b', false)], { revalidate: false });
    let seenDuringCall: unknown;
    const api = {
      accountAddressPrimary: async () => {
        seenDuringCall = read(accountKeys.addresses());
        return { data: null, error: null };
      },
      accountAddressDestroy: async () => ({ data: null, error: null }),
    };
    await setDefaultAddressOptimistic({ api, mutate }, 'b');
    expect((seenDuringCall as Address[]).map((x) => x.primary)).toEqual([false, true]);
    expect((read(accountKeys.addresses()) as Address[]).map((x) => x.primary)).toEqual([false, true]);
  });

  it('rolls back when the call fails', async () => {
    const { mutate, read } = freshCache();
    await mutate(accountKeys.addresses(), [address('a', true), address('b', false)], { revalidate: false });
    const api = {
      accountAddressPrimary: async () => ({ data: null, error: { kind: 'http' as const, status: 500, message: 'boom' } }),
      accountAddressDestroy: async () => ({ data: null, error: { kind: 'http' as const, status: 500, message: 'boom' } }),
    };
    await expect(setDefaultAddressOptimistic({ api, mutate }, 'b')).rejects.toMatchObject({ status: 500 });
    expect((read(accountKeys.addresses()) as Address[]).map((x) => x.primary)).toEqual([true, false]);
    const options = createCartOptionsStore({ storage: createMemoryStorage() });
    options.selectAddress(address('a', true));
    await expect(deleteAddressOptimistic({ api, mutate, options }, 'a')).rejects.toMatchObject({ status: 500 });
    expect((read(accountKeys.addresses()) as Address[]).map((x) => x.id)).toEqual(['a', 'b']);
    expect(options.current().selectedAddress?.id).toBe('a');
  });
});
