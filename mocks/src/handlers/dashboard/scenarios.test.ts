/**
 * The named scenarios of every vendor domain: `empty` empties the lists, `serverError`
 * fails every call with the 500 envelope, `loading` never answers, and the domain cases
 * do what stories expect of them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint, type SeriesPoint } from '@dukkan/core';
import type { HttpHandler } from 'msw';
import type { Tables } from '../../db/database.ts';
import { toMswPath } from '../../http.ts';
import { vendorDomains } from './index.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer([]);
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const PARAMS = { id: 'nope', shop: SHOP, customer: 'nope', address: 'nope' };

function endpointOf(handler: HttpHandler): Endpoint {
  const found = endpoints.find((e) => `*${toMswPath(e.path)}` === handler.info.path && e.method === handler.info.method);
  if (!found) throw new Error(`No endpoint for ${String(handler.info.path)}`);
  return found;
}

const domainEndpoints = Object.entries(vendorDomains).map(([name, domain]) => [name, domain.serverError.map(endpointOf)] as const);

describe('empty', () => {
  it.each(Object.entries(vendorDomains))('%s answers its lists with nothing', async (_, domain) => {
    server.use(...domain.empty);
    const overrides = domain.empty.filter((handler) => !domain.default.includes(handler));
    for (const def of overrides.map(endpointOf)) {
      const res = await call<unknown>(def.name, { token, params: PARAMS });
      expect(res.status, def.name).toBe(200);
      const data = res.body.data;
      if (Array.isArray(data)) expect(data, def.name).toEqual([]);
      else if (data && typeof data === 'object' && 'items' in data) expect((data as { items: unknown[] }).items, def.name).toEqual([]);
    }
  });
});

describe('serverError', () => {
  it.each(domainEndpoints)('%s fails every call with the 500 envelope', async (name, defs) => {
    server.use(...(vendorDomains[name]?.serverError ?? []));
    for (const def of defs) {
      const res = await call(def.name, { token, params: PARAMS });
      expect(res.status, def.name).toBe(500);
      expect(res.body, def.name).toEqual({ error: { status: 500, message: 'Internal Server Error', code: 'internal' } });
    }
  });
});

describe('slow', () => {
  it('answers as default after 2.5 s, once, even where two paths fit the request', async () => {
    server.use(...(vendorDomains.customers?.slow ?? []));
    const started = Date.now();
    const res = await call<{ total: number }>('customerList', { token });
    const elapsed = Date.now() - started;
    expect(res.body.data?.total).toBe(120);
    expect(elapsed).toBeGreaterThanOrEqual(2400);
    // `/customer/list` also fits `/customer/{id}`: a second wait would take 5 s.
    expect(elapsed).toBeLessThan(4500);
  });
});

describe('loading', () => {
  it.each(domainEndpoints)('%s never answers', async (name, defs) => {
    server.use(...(vendorDomains[name]?.loading ?? []));
    const def = defs[0] as Endpoint;
    const pending = call(def.name, { token, params: PARAMS }).then(() => 'answered');
    const winner = await Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still loading'), 150))]);
    expect(winner).toBe('still loading');
  });
});

describe('domain cases', () => {
  it('vendorAuth.invalidCredentials refuses even the right password', async () => {
    server.use(...(vendorDomains.vendorAuth?.invalidCredentials ?? []));
    const res = await call('entranceLogin', {
      body: { method: 'userName', rememberMe: false, userName: 'owner', password: 'Dukkan#2026' },
    });
    expect(res.body.error).toMatchObject({ status: 401, message: 'Invalid credentials' });
  });

  it('vendorOrders.setStatusFails fails the status change and nothing else', async () => {
    server.use(...(vendorDomains.vendorOrders?.setStatusFails ?? []));
    expect((await call('groceryShopCartSetStatus', { token, body: { id: 'ord-90001', status: 'accepted' } })).status).toBe(500);
    expect(tables.orders.find((o) => o.id === 'ord-90001')?.status).toBe('pending');
    expect((await call('groceryShopCartGet', { token, query: { id: 'ord-90001' } })).status).toBe(200);
  });

  it('crmV2.moveFails leaves the customer where they were', async () => {
    server.use(...(vendorDomains.crmV2?.moveFails ?? []));
    const customer = tables.customers.find((c) => c.shop === SHOP && c.stageId);
    const stage = tables.crmGroups.find((g) => g.shop === SHOP)?.stages.find((s) => s.id !== customer?.stageId);
    expect((await call('groupStageCustomerLink', { token, body: { customer: customer?.id, stage: stage?.id } })).status).toBe(500);
    expect(tables.customers.find((c) => c.id === customer?.id)?.stageId).toBe(customer?.stageId);
  });

  it('vendorStatistics.noData answers zeroed series of the same shape', async () => {
    server.use(...(vendorDomains.vendorStatistics?.noData ?? []));
    const res = await call<{ series: SeriesPoint[]; totals: { sales: number; orders: number } }>('vendorStatisticsSalesOverview', {
      token,
      query: { period: 'day' },
    });
    expect(res.body.data?.series).toHaveLength(30);
    expect(res.body.data?.series.every((p) => p.value === 0)).toBe(true);
    expect(res.body.data?.totals).toMatchObject({ sales: 0, orders: 0 });
  });

  it("slider.imageRequired and slider.videoNotFound answer the spec's errors", async () => {
    server.use(...(vendorDomains.slider?.imageRequired ?? []), ...(vendorDomains.slider?.videoNotFound ?? []));
    expect((await call('managementShopHeaderSettingsAddSlider', { token, body: {} })).body.error?.message).toBe('image required');
    expect((await call('managementShopHeaderSettingsVideoUpload', { token, body: {} })).body.error?.message).toBe('video not found');
  });
});
