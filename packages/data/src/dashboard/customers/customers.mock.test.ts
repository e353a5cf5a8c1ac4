/**
 * The customers list and detail data layer against the mock API (msw/node): the query the list
 * sends (search by name in either script, by phone in any digits; filters; pages), adding with a
 * picture, updating, deleting, and notes and addresses that show at once and roll back.
 */
import { http, HttpResponse } from 'msw';
import { unstable_serialize, type ScopedMutator } from 'swr';
import { initCache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, type Address, type ApiClient } from '@dukkan/core';
import { db } from '../../../../../mocks/src/db/database.ts';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { demoAccounts } from '../../../../../mocks/src/config.ts';
import { selectFetcher } from '../../swr/select.ts';
import {
  addCustomer,
  addCustomerAddress,
  addCustomerNote,
  deleteCustomer,
  deleteCustomerAddress,
  deleteCustomerNote,
  editCustomerNote,
  updateCustomer,
  type CustomersContext,
} from './customerMutations.ts';
import { readCustomerAddresses, readCustomerDetail, readCustomerOrders, type CustomerDetail } from './detail.ts';
import {
  customerKeys,
  customerListParams,
  isPhoneSearch,
  phoneSearchDigits,
  readCustomerFilterValues,
  readCustomersPage,
  type CustomerListQuery,
} from './list.ts';

const server = useMockServer();

async function owner(): Promise<{ client: ApiClient; shop: string }> {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    appId: 'dukkan-dashboard',
    tokens: createTokenManager({ storage: createMemoryStorage() }),
    retryDelayMs: 0,
  });
  const { userName, password } = demoAccounts.seller;
  const result = await client.api.entranceLogin({ body: { method: 'userName', userName, password, rememberMe: false } });
  if (result.error) throw new Error(result.error.message);
  client.tokens.startSession({ token: result.data.token, refreshToken: result.data.refreshToken });
  return { client, shop: String(result.data.user.shop) };
}

function newCache() {
  const store = new Map<string, { data?: unknown }>();
  const [, mutate] = initCache(store) as unknown as [unknown, ScopedMutator];
  return { mutate, read: <T>(key: readonly unknown[]) => store.get(unstable_serialize(key))?.data as T | undefined };
}

const query = (patch: Partial<CustomerListQuery> = {}): CustomerListQuery => ({ search: '', page: 1, size: 50, ...patch });
const list = (client: ApiClient, shop: string, q: CustomerListQuery) =>
  selectFetcher(client, readCustomersPage)(customerKeys.list(shop, q));
const shopCustomers = (shop: string) => db().tables.customers.filter((c) => c.shop === shop);

describe('the customers list query', () => {
  it('reads a phone in any digits, with or without the country code or the trunk 0', () => {
    expect(phoneSearchDigits('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('501234567');
    expect(phoneSearchDigits('+971 50 123 4567')).toBe('501234567');
    expect(phoneSearchDigits('00971501234567')).toBe('501234567');
    expect(phoneSearchDigits('۰۵۵ ۱۲')).toBe('5512');
    expect(isPhoneSearch('٠٥٠١')).toBe(true);
    expect(isPhoneSearch('أحمد')).toBe(false);
    expect(isPhoneSearch('Unit 12')).toBe(false);
    expect(isPhoneSearch('05')).toBe(false);
  });

  it('sends a name as typed, a phone as Latin digits, and only the filters that are set', () => {
    expect(customerListParams('s1', query({ search: '  أحمد   المنصوري ' }))).toEqual({
      shop: 's1',
      page: 1,
      size: 50,
      name: 'أحمد المنصوري',
    });
    expect(customerListParams('s1', query({ search: '٠٥٠ ١٢٣', page: 3, area: 'a1', label: 'l1', distance: 5, source: 'pos' }))).toEqual({
      shop: 's1',
      page: 3,
      size: 50,
      phone: '50123',
      area: 'a1',
      label: 'l1',
      distance: 5,
      source: 'pos',
    });
  });
});

describe('the customers list against the mock API', () => {
  it('pages the shop customers with the total, and finds them by Arabic name (any hamza) and by Arabic-Indic phone', async () => {
    const { client, shop } = await owner();
    const first = await list(client, shop, query({ size: 20 }));
    expect(first.rows).toHaveLength(20);
    expect(first.total).toBe(shopCustomers(shop).length);

    const arabic = shopCustomers(shop).find((c) => /[أإآة]/.test(c.fullName));
    expect(arabic).toBeDefined();
    const plain = arabic!.fullName.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه');
    const byName = await list(client, shop, query({ search: plain }));
    expect(byName.rows.map((r) => r.id)).toContain(arabic!.id);

    const someone = shopCustomers(shop)[7]!;
    const indic = `٠${someone.phone}`.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    const byPhone = await list(client, shop, query({ search: indic }));
    expect(byPhone.rows.map((r) => r.id)).toContain(someone.id);
    expect(byPhone.total).toBeLessThan(5);
  });

  it('filters by area and label with the counts filters/values gives', async () => {
    const { client, shop } = await owner();
    const values = await selectFetcher(client, readCustomerFilterValues)(customerKeys.filters(shop));
    const area = values.areas[0]!;
    const label = values.labels.find((l) => l.count > 0)!;
    const inArea = await list(client, shop, query({ area: area.id, size: 100 }));
    expect(inArea.total).toBe(area.count);
    expect(inArea.rows.every((r) => r.area === area.id)).toBe(true);
    const withLabel = await list(client, shop, query({ label: label.id, size: 100 }));
    expect(withLabel.total).toBe(label.count);
    expect(withLabel.rows.every((r) => r.labels.includes(label.id))).toBe(true);
  });
});

describe('customer changes against the mock API', () => {
  it('adds a customer with a picture (multipart), refuses a phone used twice, updates and deletes', async () => {
    const { client, shop } = await owner();
    const cache = newCache();
    const ctx: CustomersContext = { client, mutate: cache.mutate, shop };
    const image = new File([new Uint8Array([137, 80, 78, 71])], 'face.png', { type: 'image/png' });
    const draft = { fullName: 'مريم الكعبي', phone: '559998877', countryCode: '971', email: '', gender: 'female' as const, image };
    const added = await addCustomer(ctx, draft);
    expect(added.error).toBeNull();
    expect(added.data?.image).toBeTruthy();
    const again = await addCustomer(ctx, { ...draft, image: undefined });
    expect(again.error?.code).toBe('duplicate_phone');

    const id = added.data!.id;
    expect(await updateCustomer(ctx, id, { ...draft, fullName: 'Mariam Al Kaabi', image: undefined })).toBeNull();
    const detail = await selectFetcher(client, readCustomerDetail)(customerKeys.customer(shop, id));
    expect(detail.fullName).toBe('Mariam Al Kaabi');
    expect(detail.image).toBe(added.data?.image);

    expect(await deleteCustomer(ctx, id)).toBeNull();
    expect(shopCustomers(shop).some((c) => c.id === id)).toBe(false);
  });

  it('adds, edits and deletes notes; an edit refused is put back', async () => {
    const { client, shop } = await owner();
    const cache = newCache();
    const ctx: CustomersContext = { client, mutate: cache.mutate, shop };
    const customer = shopCustomers(shop)[3]!;
    const key = customerKeys.customer(shop, customer.id);
    await cache.mutate(key, await selectFetcher(client, readCustomerDetail)(key), { revalidate: false });
    const before = customer.notes.length;

    expect(await addCustomerNote(ctx, customer.id, '  Prefers the side door.  ')).toBeNull();
    const note = customer.notes.at(-1)!;
    expect(note.text).toBe('Prefers the side door.');
    expect(customer.notes).toHaveLength(before + 1);

    server.use(
      http.put('*/api/v1/customer/notes/edit', () => HttpResponse.json({ data: null, error: { message: 'no' } }, { status: 500 })),
    );
    const refused = await editCustomerNote(ctx, customer.id, note.id, 'Changed');
    expect(refused?.status).toBe(500);
    expect(cache.read<CustomerDetail>(key)?.notes.find((n) => n.id === note.id)?.text).toBe('Prefers the side door.');
    server.resetHandlers();

    expect(await editCustomerNote(ctx, customer.id, note.id, 'Prefers the front door.')).toBeNull();
    expect(customer.notes.at(-1)?.text).toBe('Prefers the front door.');
    expect(await deleteCustomerNote(ctx, customer.id, note.id)).toBeNull();
    expect(customer.notes).toHaveLength(before);
  });

  it('stores and deletes an address, and lists the customer orders', async () => {
    const { client, shop } = await owner();
    const cache = newCache();
    const ctx: CustomersContext = { client, mutate: cache.mutate, shop };
    const customer = shopCustomers(shop)[5]!;
    const draft = {
      title: 'Home',
      building_name: 'Marina Gate 1',
      floor: '12',
      flat: '1204',
      notes: '',
      type: 'home' as const,
      lat: 25.08,
      lng: 55.14,
    };
    expect(await addCustomerAddress(ctx, customer.id, draft)).toBeNull();
    const key = customerKeys.addresses(shop, customer.id);
    const addresses = await selectFetcher(client, readCustomerAddresses)(key);
    const stored = addresses.find((a) => a.building_name === 'Marina Gate 1')!;
    expect(stored.latlng).toEqual([25.08, 55.14]);
    await cache.mutate(key, addresses, { revalidate: false });
    expect(await deleteCustomerAddress(ctx, customer.id, stored.id)).toBeNull();
    expect(cache.read<Address[]>(key)?.some((a) => a.id === stored.id)).toBe(false);

    const orders = await selectFetcher(client, readCustomerOrders)(customerKeys.orders(shop, customer.id));
    expect(Array.isArray(orders)).toBe(true);
  });
});
