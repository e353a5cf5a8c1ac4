import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueProduct, Filter, ImageRef, ShopProduct } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { OTHER_SHOP, SHOP, call, resetTestDb, startServer, tokenFor, uploadForm } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const row = (id: string) => tables.shopProducts.find((sp) => sp.id === id);
const setInfo = (body: Record<string, unknown>) =>
  call<ShopProduct>('groceryShopSetInfo', { token, body: { shop: SHOP, product: 'sp-test-3', ...body } });

describe('POST /grocery/shop/set-info', () => {
  it('hides and shows a product', async () => {
    expect((await setInfo({ hide: true })).body.data?.hidden).toBe(true);
    expect((await setInfo({ show: true })).body.data).not.toHaveProperty('hidden');
  });

  it('changes the price and keeps the computed price on the offer', async () => {
    const res = await setInfo({ price: 52.5 });
    expect(res.body.data).toMatchObject({ price: 52.5, offerPrice: 39.75, computedPrice: 39.75 });
    expect((await setInfo({ price: 30 })).body.error?.code).toBe('offer_above_price');
  });

  it('sets an offer with addonsOffer and removes it with offerPrice 0', async () => {
    expect((await setInfo({ offerPrice: 35, addonsOffer: true })).body.data).toMatchObject({
      offerPrice: 35,
      computedPrice: 35,
      addonsOffer: true,
    });
    const removed = await setInfo({ offerPrice: 0 });
    expect(removed.body.data).toMatchObject({ offerPrice: 0, computedPrice: 45 });
    expect(removed.body.data).not.toHaveProperty('addonsOffer');
    expect((await setInfo({ offerPrice: 45 })).status).toBe(422);
  });

  it('sets availability and the per-order limit (0 lifts it)', async () => {
    expect((await setInfo({ isAvailable: false })).body.data?.isAvailable).toBe(false);
    expect((await setInfo({ perOrderQuantity: 3 })).body.data?.perOrderQuantity).toBe(3);
    expect((await setInfo({ perOrderQuantity: 0 })).body.data).not.toHaveProperty('perOrderQuantity');
  });

  it('needs exactly one change', async () => {
    for (const body of [{}, { hide: true, price: 10 }, { addonsOffer: true }, { price: 10, addonsOffer: true }]) {
      expect((await setInfo(body)).body.error?.code, JSON.stringify(body)).toBe('one_change');
    }
    expect(row('sp-test-3')).toMatchObject({ price: 45, offerPrice: 39.75, isAvailable: true });
  });

  it("finds the product by its catalogue id too, and never another shop's", async () => {
    expect((await setInfo({ product: 'p-sp-test-3', isAvailable: false })).status).toBe(200);
    expect((await setInfo({ product: 'sp-test-9', isAvailable: false })).status).toBe(404);
    expect((await call('groceryShopSetInfo', { token, body: { shop: OTHER_SHOP, product: 'sp-test-9', hide: true } })).status).toBe(404);
  });
});

describe('private catalogue', () => {
  it('creates a private product, links it at a price and edits it everywhere', async () => {
    const created = await call<CatalogueProduct>('groceryProductStore', {
      token,
      body: { name: 'Camel Burger', name_ar: 'برجر لحم الإبل', unit: 'piece', category: 'cat-meals', barcode: '62900012345' },
    });
    expect(created.status).toBe(201);
    const id = created.body.data?.id ?? '';
    expect(
      (await call('groceryProductStore', { token, body: { name: 'Copy', unit: 'piece', category: 'cat-meals', barcode: '62900012345' } }))
        .status,
    ).toBe(409);
    expect((await call('groceryProductStore', { token, body: { name: 'Lost', unit: 'piece', category: 'cat-nowhere' } })).status).toBe(404);
    const linked = await call<ShopProduct>('groceryShopLinkProduct', { token, body: { product: id, price: 24 } });
    expect(linked.status).toBe(201);
    expect((await call('groceryShopLinkProduct', { token, body: { product: id, price: 24 } })).status).toBe(409);
    await call('groceryProductUpdate', { token, body: { id, name: 'Camel Burger Deluxe' } });
    expect(tables.shopProducts.find((sp) => sp.product.id === id)?.product.name).toBe('Camel Burger Deluxe');
    const privateList = await call<(CatalogueProduct & { linked: boolean })[]>('groceryShopPrivateProductsProducts', {
      token,
      query: { category: 'cat-meals' },
    });
    expect(privateList.body.data?.find((p) => p.id === id)?.linked).toBe(true);
    expect((await call('groceryProductDestroy', { token, body: { id } })).status).toBe(200);
    expect(tables.shopProducts.some((sp) => sp.product.id === id)).toBe(false);
  });

  it("never shows or destroys another shop's private products", async () => {
    const other = tables.catalogue.find((p) => p.shop === OTHER_SHOP)?.id ?? '';
    expect((await call('groceryProductDestroy', { token, body: { id: other } })).status).toBe(404);
    const list = await call<CatalogueProduct[]>('groceryShopPrivateProductsProducts', { token });
    expect(list.body.data).toHaveLength(40);
    const categories = await call<{ id: string; count: number }[]>('groceryShopPrivateProductsCategories', { token });
    expect(categories.body.data?.reduce((sum, c) => sum + c.count, 0)).toBe(40);
  });

  it('uploads, promotes and deletes product pictures', async () => {
    const first = await call<ImageRef>('groceryProductImage', {
      token,
      form: uploadForm({ id: 'sp-test-1' }, { name: 'dates.png', type: 'image/png' }),
    });
    expect(first.body.data?.primary).toBe(true);
    const second = await call<ImageRef>('groceryProductImage', {
      token,
      form: uploadForm({ id: 'sp-test-1' }, { name: 'box.png', type: 'image/png' }),
    });
    await call('groceryProductPrimaryImage', { token, body: { id: 'sp-test-1', image: second.body.data?.id } });
    expect(row('sp-test-1')?.product.image).toBe(second.body.data?.url);
    await call('groceryProductDeleteImage', { token, body: { id: 'sp-test-1', image: second.body.data?.id } });
    expect(row('sp-test-1')?.product.images).toEqual([{ ...first.body.data, primary: true }]);
    expect(row('sp-test-1')?.product.image).toBe(first.body.data?.url);
  });
});

describe('the gallery of a private product the shop does not sell yet', () => {
  it('keeps every picture, promotes and deletes them, and carries them to the listing when linked', async () => {
    const created = await call<CatalogueProduct & { images?: ImageRef[] }>('groceryProductStore', {
      token,
      form: uploadForm({ name: 'Sidr Honey', unit: 'kg', category: 'cat-meals' }, { name: 'jar.png', type: 'image/png' }),
    });
    expect(created.status).toBe(201);
    const id = created.body.data?.id ?? '';
    expect(created.body.data).toMatchObject({ unit: 'kg', pay_size: 1000 });
    const [first] = created.body.data?.images ?? [];
    expect(first).toMatchObject({ primary: true, url: created.body.data?.image });
    const second = await call<ImageRef>('groceryProductImage', {
      token,
      form: uploadForm({ id }, { name: 'comb.png', type: 'image/png' }),
    });
    expect(second.body.data?.primary).toBe(false);
    const promoted = await call<ImageRef[]>('groceryProductPrimaryImage', { token, body: { id, image: second.body.data?.id } });
    expect(promoted.body.data?.map((i) => [i.id, i.primary])).toEqual([
      [first?.id, false],
      [second.body.data?.id, true],
    ]);
    expect(tables.catalogue.find((p) => p.id === id)?.image).toBe(second.body.data?.url);
    await call('groceryShopLinkProduct', { token, body: { product: id, price: 80 } });
    const listing = tables.shopProducts.find((sp) => sp.product.id === id);
    expect(listing?.product.images?.map((i) => i.id)).toEqual([first?.id, second.body.data?.id]);
    const left = await call<ImageRef[]>('groceryProductDeleteImage', { token, body: { id, image: second.body.data?.id } });
    expect(left.body.data).toEqual([{ ...first, primary: true }]);
    expect(listing?.product.image).toBe(first?.url);
  });
});

describe('add-ons', () => {
  it('adds, reprices, reorders and deletes add-on groups', async () => {
    const add = (title: string) =>
      call<ShopProduct>('groceryShopAddonsAdd', {
        token,
        body: {
          product: 'sp-test-2',
          title,
          type: 'add',
          required: false,
          max: 2,
          options: [
            { name: 'Zaatar', amount: 1.5 },
            { name: 'Cheese', name_ar: 'جبنة', amount: 2 },
          ],
        },
      });
    await add('Toppings');
    const second = await add('Sauces');
    const groups = second.body.data?.addons ?? [];
    expect(groups.map((g) => g.order)).toEqual([1, 2]);
    const optionId = groups[0]?.options[0]?.id;
    const priced = await call<ShopProduct>('groceryShopAddonsEditPrices', {
      token,
      body: { product: 'sp-test-2', options: [optionId], prices: [0.75] },
    });
    expect(priced.body.data?.addons[0]?.options[0]?.amount).toBe(0.75);
    const reordered = await call<ShopProduct>('groceryShopAddonsReorder', {
      token,
      body: { product: 'sp-test-2', orders: [groups[1]?.id, groups[0]?.id] },
    });
    expect(reordered.body.data?.addons.map((g) => g.title)).toEqual(['Sauces', 'Toppings']);
    expect((await call('groceryShopAddonsReorder', { token, body: { product: 'sp-test-2', orders: [groups[1]?.id] } })).status).toBe(422);
    expect(
      (await call('groceryShopAddonsUpdate', { token, body: { product: 'sp-test-2', addon: groups[0]?.id, type: 'override' } })).status,
    ).toBe(422);
    const deleted = await call<ShopProduct>('groceryShopAddonsDelete', { token, body: { product: 'sp-test-2', addon: groups[1]?.id } });
    expect(deleted.body.data?.addons.map((g) => [g.title, g.order])).toEqual([['Toppings', 1]]);
  });
});

describe('lists and filters', () => {
  it('lists, searches and suggests products', async () => {
    const all = await call<ShopProduct[]>('groceryShopProductsList', { token });
    expect(all.body.data?.length).toBe(tables.shopProducts.filter((sp) => sp.shop === SHOP).length);
    const found = await call<ShopProduct[]>('groceryShopProductsList', { token, query: { search: 'khalas' } });
    expect(found.body.data?.some((sp) => sp.id === 'sp-test-1')).toBe(true);
    const suggested = await call<{ id: string; private: boolean }[]>('groceryShopListSuggestedProducts', { token });
    expect(suggested.body.data?.[0]?.private).toBe(true);
    const related = await call<{ productCount: number }[]>('groceryShopListRelatedCategories', { token });
    expect(related.body.data?.some((c) => c.productCount > 0)).toBe(true);
  });

  it('links filters to the shop and to products', async () => {
    const unlinked = tables.filters.find((x) => x.shops.length === 0 && tables.catalogue.some((p) => p.shop === SHOP));
    expect((await call('filterUpdate', { token, body: { id: unlinked?.id, name: 'Mine now' } })).status).toBe(404);
    await call('filterLinkShop', { token, body: { filter: unlinked?.id, link: true } });
    const product = tables.catalogue.find((p) => p.shop === SHOP)?.id;
    const linked = await call<Filter>('filterLinkProduct', { token, body: { product, filter: unlinked?.id, link: true } });
    expect(linked.body.data?.products).toContain(product);
    const many = await call<Filter[]>('filtersLinkProduct', {
      token,
      body: { product: 'sp-test-1', filterLinks: [{ filter: unlinked?.id, link: true }] },
    });
    expect(many.body.data?.map((x) => x.id)).toContain(unlinked?.id);
    const list = await call<(Filter & { linked: boolean })[]>('filterList', { token });
    expect(list.body.data?.every((x) => x.shops.every((s) => s === SHOP))).toBe(true);
    const created = await call<Filter>('filterStore', { token, body: { name: 'Keto', rule: 'tag:keto', level: 2 } });
    expect((await call('filterDelete', { token, body: { id: created.body.data?.id } })).status).toBe(200);
    expect((await call('filterStore', { token, body: { name: 'Bad', rule: 'drop table', level: 2 } })).status).toBe(422);
  });
});
