/**
 * The catalogue data layer: the list's search and sort, and
 * set-info changes against the mock API (msw/node) that show at once and roll back alone.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiClient } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { changeProducts, priceEdits, setInfoFields } from './changes.ts';
import { productFilter, sortProducts } from './filter.ts';
import { vendorCatalogueKeys } from './keys.ts';
import { readVendorProducts, type VendorProduct } from './model.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';

const server = useMockServer();

const row = (over: Partial<VendorProduct>): VendorProduct => ({
  id: 'sp',
  productId: 'p',
  name: 'Milk',
  nameAr: 'حليب',
  barcode: '',
  unit: 'piece',
  size: '',
  sizeAr: '',
  image: '',
  category: 'c1',
  subCategory: '',
  price: 1000,
  offerPrice: 0,
  addonsOffer: false,
  isAvailable: true,
  hidden: false,
  perOrderQuantity: 0,
  ...over,
});

describe('the list filter and sort', () => {
  const rows = [
    row({ id: 'a', name: 'Alphonso Mango 12 pcs', nameAr: 'مانجو ألفونسو ١٢ حبة', price: 4500, barcode: '6291041500213' }),
    row({ id: 'b', name: 'Banana', nameAr: 'موز', price: 675, category: 'c2', isAvailable: false }),
    row({ id: 'c', name: 'Chicken Wings', nameAr: 'أجنحة دجاج', price: 2200, offerPrice: 500, hidden: true, perOrderQuantity: 3 }),
  ];
  const find = (q: string, f = {}) => rows.filter(productFilter(q, f)).map((r) => r.id);

  it('finds by either name (folded), by Arabic-Indic digits and by barcode', () => {
    expect(find('mango')).toEqual(['a']);
    expect(find('اجنحه')).toEqual(['c']);
    expect(find('مانجو 12')).toEqual(['a']);
    expect(find('6291041500213')).toEqual(['a']);
    expect(find('')).toEqual(['a', 'b', 'c']);
  });

  it('filters by category, availability and hidden', () => {
    expect(find('', { category: 'c2' })).toEqual(['b']);
    expect(find('', { available: false })).toEqual(['b']);
    expect(find('', { hidden: true })).toEqual(['c']);
    expect(find('', { hidden: false, available: true })).toEqual(['a']);
  });

  it('sorts by the shown price (the offer when there is one), by name in either language, and by limit', () => {
    expect(sortProducts(rows, 'price', 'en').map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(sortProducts(rows, '-price', 'en').map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(sortProducts(rows, '-name', 'en').map((r) => r.id)).toEqual(['c', 'b', 'a']);
    expect(sortProducts(rows, 'name', 'ar').map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(sortProducts(rows, 'limit', 'en').map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('set-info bodies', () => {
  it('sends one change, money as AED decimals; removing an offer sends offerPrice 0', () => {
    expect(setInfoFields({ kind: 'price', value: 1235 })).toEqual({ price: 12.35 });
    expect(setInfoFields({ kind: 'offer', value: 999, addonsOffer: true })).toEqual({ offerPrice: 9.99, addonsOffer: true });
    expect(setInfoFields({ kind: 'offer', value: 0, addonsOffer: true })).toEqual({ offerPrice: 0 });
    expect(setInfoFields({ kind: 'hidden', value: true })).toEqual({ hide: true });
    expect(setInfoFields({ kind: 'hidden', value: false })).toEqual({ show: true });
    expect(setInfoFields({ kind: 'available', value: false })).toEqual({ isAvailable: false });
    expect(setInfoFields({ kind: 'perOrderQuantity', value: 0 })).toEqual({ perOrderQuantity: 0 });
  });

  it('orders a form’s changes so the server accepts them', () => {
    const current = row({ id: 'x', price: 4500, offerPrice: 3975 });
    const lower = priceEdits(current, { price: 3000, offerPrice: 2500, addonsOffer: false, perOrderQuantity: 2 });
    expect(lower.map((e) => e.change.kind)).toEqual(['offer', 'price', 'perOrderQuantity']);
    const higher = priceEdits(current, { price: 6000, offerPrice: 5000, addonsOffer: false, perOrderQuantity: 0 });
    expect(higher.map((e) => e.change.kind)).toEqual(['price', 'offer']);
    expect(priceEdits(current, { price: 4500, offerPrice: 3975, addonsOffer: false, perOrderQuantity: 0 })).toEqual([]);
  });
});

async function load(client: ApiClient, shop: string) {
  return selectFetcher(client, readVendorProducts)(vendorCatalogueKeys.products(shop));
}

describe('product changes against the mock API', () => {
  it('reads the shop list in fils and changes an offer, a price and the availability', async () => {
    const { client, shop } = await signedInOwner();
    const rows = await load(client, shop);
    expect(rows.length).toBeGreaterThan(100);
    const kiwi = rows.find((r) => r.name === 'Kiwi')!;
    expect(kiwi).toMatchObject({ nameAr: 'كيوي', price: 1800, offerPrice: 1625, unit: 'kg' });
    const cache = swrTestCache();
    const ctx = { api: client.api, mutate: cache.mutate, shop };
    await cache.mutate(vendorCatalogueKeys.products(shop), rows, { revalidate: false });

    const failures = await changeProducts(ctx, [
      { product: kiwi.id, change: { kind: 'price', value: 1995 } },
      { product: kiwi.id, change: { kind: 'offer', value: 1499, addonsOffer: false } },
      { product: kiwi.id, change: { kind: 'available', value: false } },
    ]);
    expect(failures).toEqual([]);
    const after = (await load(client, shop)).find((r) => r.id === kiwi.id);
    expect(after).toMatchObject({ price: 1995, offerPrice: 1499, isAvailable: false });
    expect(cache.read<VendorProduct[]>(vendorCatalogueKeys.products(shop))?.find((r) => r.id === kiwi.id)).toEqual(after);

    expect(await changeProducts(ctx, [{ product: kiwi.id, change: { kind: 'offer', value: 0, addonsOffer: true } }])).toEqual([]);
    expect((await load(client, shop)).find((r) => r.id === kiwi.id)?.offerPrice).toBe(0);
  });

  it('rolls back only the refused change, says why, and keeps the other edits', async () => {
    const { client, shop } = await signedInOwner();
    const rows = await load(client, shop);
    const [first, second] = rows.filter((r) => r.offerPrice > 0) as [VendorProduct, VendorProduct];
    const cache = swrTestCache();
    const key = vendorCatalogueKeys.products(shop);
    await cache.mutate(key, rows, { revalidate: false });
    let during: VendorProduct | undefined;
    server.use(
      http.post('*/api/v1/grocery/shop/set-info', async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        if (body.product === second.id && body.isAvailable === false) {
          during = cache.read<VendorProduct[]>(key)?.find((r) => r.id === second.id);
          return HttpResponse.json({ data: null, error: { status: 500, message: 'Server error' } }, { status: 500 });
        }
        return undefined;
      }),
    );
    const failures = await changeProducts({ api: client.api, mutate: cache.mutate, shop }, [
      // Below its own offer: the real mock refuses it.
      { product: first.id, change: { kind: 'price', value: first.offerPrice - 1 } },
      { product: first.id, change: { kind: 'perOrderQuantity', value: 4 } },
      { product: second.id, change: { kind: 'hidden', value: true } },
      { product: second.id, change: { kind: 'available', value: false } },
    ]);
    expect(during).toMatchObject({ isAvailable: false, hidden: true });
    expect(failures.map((f) => [f.product.id, f.change.kind, f.error.status, f.error.code])).toEqual([
      [first.id, 'price', 422, 'offer_above_price'],
      [second.id, 'available', 500, undefined],
    ]);
    const cached = cache.read<VendorProduct[]>(key)!;
    expect(cached.find((r) => r.id === first.id)).toMatchObject({ price: first.price, perOrderQuantity: 4 });
    expect(cached.find((r) => r.id === second.id)).toMatchObject({ hidden: true, isAvailable: second.isAvailable });
    const server2 = await load(client, shop);
    expect(server2.find((r) => r.id === first.id)).toMatchObject({ price: first.price, perOrderQuantity: 4 });
    expect(server2.find((r) => r.id === second.id)).toMatchObject({ hidden: true, isAvailable: second.isAvailable });
  });
});
