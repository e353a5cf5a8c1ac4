/**
 * GET /customer/list filters by an attribute's value (decision 0075): `attribute` with
 * `attributeValue` (case aside), `attribute` alone for anyone with a value; an unknown attribute
 * is a 404, as an unknown label or area is.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Customer, Page } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

describe('the customers list by attribute', () => {
  it('finds the customers with one value of an attribute, or with any value', async () => {
    const attribute = tables.crmAttributes.find((a) => a.shop === SHOP && a.attributeType === 'select');
    if (!attribute) throw new Error('seed has no choice attribute');
    const own = tables.customers.filter((c) => c.shop === SHOP);
    const option = attribute.options[0] ?? '';
    const withValue = own.filter((c) => c.attributes[attribute.id] === option);
    expect(withValue.length).toBeGreaterThan(0);
    const byValue = await call<Page<Customer>>('customerList', {
      token,
      query: { shop: SHOP, size: 100, attribute: attribute.id, attributeValue: option.toUpperCase() },
    });
    expect(byValue.body.data?.total).toBe(withValue.length);
    expect(byValue.body.data?.items.every((c) => c.attributes[attribute.id] === option)).toBe(true);
    const anyValue = await call<Page<Customer>>('customerList', { token, query: { shop: SHOP, size: 100, attribute: attribute.id } });
    expect(anyValue.body.data?.total).toBe(own.filter((c) => c.attributes[attribute.id] !== undefined).length);
    expect(anyValue.body.data?.total).toBeLessThan(own.length);
  });

  it('refuses an attribute the shop does not have', async () => {
    const res = await call('customerList', { token, query: { shop: SHOP, attribute: 'attr-nope', attributeValue: 'x' } });
    expect(res.status).toBe(404);
  });
});
