/**
 * The vendor handlers against the endpoint registry: every vendor endpoint has exactly
 * one default handler, reaches it (not a sibling with a path param), and answers a JSON
 * envelope, never a 500, to empty and to hostile input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { toMswPath } from '../../http.ts';
import { vendorDefaultHandlers, vendorDomains } from './index.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor, uploadForm } from './testing.ts';

const vendorEndpoints = endpoints.filter((e) => e.side === 'vendor');
const handlers = vendorDefaultHandlers();
const server = startServer(handlers);
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
// One database for the whole file: these calls assert status classes, not state, and a
// fresh seed per call would make a thousand calls slow.
beforeAll(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const key = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;
const PARAMS = { id: 'nope', shop: SHOP, customer: 'nope', address: 'nope' };

function urlOf(path: string): string {
  return `http://dukkan.test${path.replace(/\{(\w+)\}/g, (_, name: keyof typeof PARAMS) => PARAMS[name])}`;
}

describe('registry coverage', () => {
  it('gives every vendor endpoint exactly one domain, and nothing else', () => {
    const covered = Object.values(vendorDomains).flatMap((d) => d.serverError.map((h) => key(String(h.info.method), String(h.info.path))));
    const expected = vendorEndpoints.map((e) => key(e.method, `*${toMswPath(e.path)}`));
    expect([...covered].sort()).toEqual([...expected].sort());
  });

  it('gives every domain the five standard scenarios, with handlers', () => {
    for (const [name, domain] of Object.entries(vendorDomains)) {
      for (const scenario of ['default', 'empty', 'serverError', 'slow', 'loading'] as const) {
        expect(domain[scenario].length, `${name}.${scenario}`).toBeGreaterThan(0);
      }
      expect(domain.slow.length, `${name}.slow`).toBe(domain.serverError.length + domain.default.length);
    }
  });

  it.each(vendorEndpoints.map((e) => [e.name, e] as const))('routes %s to its own handler', async (_, def) => {
    const request = new Request(urlOf(def.path), { method: def.method });
    let first: (typeof handlers)[number] | undefined;
    for (const handler of handlers) {
      if (await handler.test({ request })) {
        first = handler;
        break;
      }
    }
    expect(first?.info.path).toBe(`*${toMswPath(def.path)}`);
  });
});

const HOSTILE = {
  id: { $ne: 1 },
  shop: ['x'],
  product: 'x'.repeat(5000),
  name: 'x'.repeat(100_000),
  price: 'abc',
  amount: -1,
  products: '{not json',
  phone: '<script>',
  status: 42,
  page: 'NaN',
  limit: 1e12,
  size: -5,
  days: 'all',
  options: 'nope',
  recipients: [{}],
  params: [1, 2],
  blocks: 'text',
  questions: [null],
  filterLinks: {},
  methods: 'cash',
  paymentMethods: [42],
  expiry: 'tomorrow',
  lat: 'north',
  lng: Infinity,
  startDate: '2026-13-45',
  daysOfWeek: 'x,y',
  weekStartDay: 9,
  templateQuestions: [1],
  stages: 'many',
  addresses: 7,
  carriers: [null],
  orders: 'first',
  prices: [true],
};

const HOSTILE_QUERY = {
  page: '-1',
  limit: 'lots',
  size: '0',
  id: 'x'.repeat(500),
  fromDate: 'yesterday',
  period: 'decade',
  distance: 'far',
  daysOfWeek: '9',
};

describe('every vendor endpoint answers a JSON envelope and never a 500', () => {
  it.each(vendorEndpoints.map((e) => [e.name, e.name] as const))('%s with no input', async (_, name: EndpointName) => {
    const res = await call(name, { token, params: PARAMS });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.body.data !== undefined || res.body.error !== undefined).toBe(true);
  });

  it.each(vendorEndpoints.map((e) => [e.name, e] as const))('%s with hostile input', async (_, def) => {
    const res = await call(def.name, { token, params: PARAMS, query: HOSTILE_QUERY, ...(def.method === 'GET' ? {} : { body: HOSTILE }) });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
    expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(200);
  });

  it.each(vendorEndpoints.filter((e) => e.method !== 'GET').map((e) => [e.name, e] as const))('%s with a broken upload', async (_, def) => {
    const res = await call(def.name, {
      token,
      params: PARAMS,
      form: uploadForm(undefined, { name: 'x.exe', type: 'application/x-msdownload' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  });

  it.each(vendorEndpoints.map((e) => [e.name, e.name] as const))('%s without a session is a 401', async (_, name: EndpointName) => {
    const res = await call(name, { params: PARAMS });
    expect(res.status).toBe(name === 'entranceLogin' ? 422 : 401);
  });

  it('is a 403 for a signed-in customer', async () => {
    const res = await call('complaintList', { token: tokenFor(tables, 'customer') });
    expect(res.status).toBe(403);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const res = await call('complaintAdd', { token, body: '{"broken' });
    expect(res.status).toBe(400);
  });
});
