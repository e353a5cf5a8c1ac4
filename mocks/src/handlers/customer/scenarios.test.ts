import { endpoints, type CategoryListing } from '@dukkan/core';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../config.ts';
import { db } from '../../db/database.ts';
import { useMockServer } from '../../node.ts';
import { defaultHandlers, handlersFor, scenarios } from '../index.ts';
import { customerDomains } from './index.ts';
import { MANY_PRODUCTS_COUNT } from './many-products.ts';
import { call, TEST_BASE } from './testing.ts';

const server = useMockServer();
const customerSide = endpoints.filter((e) => e.side !== 'vendor');

function requestFor(e: (typeof customerSide)[number]): Request {
  const path = e.path.replace(/\{\w+\}/g, DEMO_SHOP_ID);
  return new Request(`${TEST_BASE}${path}`, {
    method: e.method,
    ...(e.method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
  });
}

describe('customer domains', () => {
  it('answer every customer and both-side endpoint of the registry', async () => {
    for (const e of customerSide) {
      const response = await getResponse(defaultHandlers, requestFor(e));
      expect(response, `${e.name} ${e.method} ${e.path}`).toBeDefined();
    }
  });

  it('have the five standard scenarios, and serverError answers 500 for each call of the domain', async () => {
    for (const [domain, set] of Object.entries(customerDomains)) {
      for (const name of ['default', 'empty', 'serverError', 'slow', 'loading']) expect(set[name], `${domain}.${name}`).toBeDefined();
      for (const e of customerSide.filter((c) => c.domain === domain)) {
        expect((await getResponse(set.serverError, requestFor(e)))?.status, `${domain} ${e.name}`).toBe(500);
      }
    }
  });

  it('put static paths before parameter paths in the default list', () => {
    const counts = defaultHandlers.map((h) => (typeof h.info.path === 'string' ? (h.info.path.match(/\/:/g) ?? []).length : 0));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });

  it('switch one domain with handlersFor and leave the others alone', async () => {
    const handlers = handlersFor({ address: scenarios.address?.areaNotFound ?? [] });
    const found = await getResponse(handlers, new Request(`${TEST_BASE}/api/v1/area/find?lat=25.08&lng=55.14`));
    expect(found?.status).toBe(404);
    expect(await found?.json()).toMatchObject({ error: { message: 'Area not found' } });
    expect((await getResponse(handlers, new Request(`${TEST_BASE}/api/v1/shop/${DEMO_SHOP_ID}/light`)))?.status).toBe(200);
  });
});

describe('the product listing', () => {
  const list = (query: Record<string, string> = {}) =>
    call<{ categories: CategoryListing[] }>('shopProducts', { params: { id: DEMO_SHOP_ID }, query });

  it('lists every main category without filters, and never a hidden product', async () => {
    const { data } = await list();
    const shop = db().tables.shops[0];
    expect(data.categories.map((c) => c.id)).toEqual(shop?.mainCategories.map((c) => c.id));
    const hidden = db()
      .tables.shopProducts.filter((sp) => sp.hidden)
      .map((sp) => sp.id);
    expect(hidden.length).toBeGreaterThan(0);
    expect(data.categories.flatMap((c) => c.gproducts.map((g) => g.id)).filter((id) => hidden.includes(id))).toEqual([]);
  });

  it("filters by category and sub-category, 'any' meaning no filter", async () => {
    const all = await list({ category: 'cat-fruits', subCategory: 'any' });
    const dates = await list({ category: 'cat-fruits', subCategory: 'sub-fruits-dates' });
    expect(all.data.categories).toHaveLength(1);
    expect(dates.data.categories[0]?.gproducts.length).toBeLessThan(all.data.categories[0]?.gproducts.length ?? 0);
    expect(dates.data.categories[0]?.gproducts.every((g) => g.product.subCategory === 'sub-fruits-dates')).toBe(true);
    expect((await list({ category: 'cat-nope' })).status).toBe(404);
  });

  it('answers 404 for another shop, and 5,000 products in the manyProducts scenario', async () => {
    expect((await call('shopProducts', { params: { id: 'shop-9999' } })).status).toBe(404);
    server.use(...(scenarios.catalogue?.manyProducts ?? []));
    const { data } = await list({ category: 'cat-fruits' });
    expect(data.categories[0]?.gproducts).toHaveLength(MANY_PRODUCTS_COUNT);
    expect(data.categories[0]?.id).toBe('cat-fruits');
  });
});
