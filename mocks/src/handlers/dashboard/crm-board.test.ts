/**
 * What the CRM board (issue #13 item 3) reads from the mocks: each customer row of
 * /customer/list carries the time of the customer's last order at the shop, and a move to a
 * stage is kept (or refused by the `moveFails` scenario) without touching the customer.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Customer, Page } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { crmV2Scenarios } from './crm-v2.ts';
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

type Row = Customer & { lastOrderAt: string | null };

describe('the customer rows the CRM board reads', () => {
  it("carry the newest order's time, leaving cancelled orders and other shops out", async () => {
    const customer = tables.customers.find((c) => c.shop === SHOP)!;
    const phone = `+${customer.countryCode}${customer.phone}`;
    const template = tables.orders.find((o) => o.shop === SHOP)!;
    tables.orders.push(
      { ...template, id: 'o-old', customerPhone: phone, status: 'delivered', createdAt: '2026-10-01T08:00:00.000Z' },
      { ...template, id: 'o-new', customerPhone: phone, status: 'delivered', createdAt: '2026-10-20T08:00:00.000Z' },
      { ...template, id: 'o-cancelled', customerPhone: phone, status: 'cancelled', createdAt: '2026-10-25T08:00:00.000Z' },
      { ...template, id: 'o-elsewhere', shop: 'shop-2002', customerPhone: phone, createdAt: '2026-10-28T08:00:00.000Z' },
    );
    const res = await call<Page<Row>>('customerList', { token, query: { shop: SHOP, phone: customer.phone, size: 100 } });
    const row = res.body.data?.items.find((c) => c.id === customer.id);
    expect(row?.lastOrderAt).toBe('2026-10-20T08:00:00.000Z');
  });

  it('say null for a customer who never ordered', async () => {
    const customer = tables.customers.find((c) => c.shop === SHOP)!;
    customer.phone = '509999999';
    const res = await call<Page<Row>>('customerList', { token, query: { shop: SHOP, phone: '509999999', size: 100 } });
    expect(res.body.data?.items.map((c) => [c.id, c.lastOrderAt])).toEqual([[customer.id, null]]);
  });
});

describe('moving a customer to a stage', () => {
  it('keeps the move, and the moveFails scenario refuses it and changes nothing', async () => {
    const group = tables.crmGroups.find((g) => g.shop === SHOP)!;
    const customer = tables.customers.find((c) => c.shop === SHOP && c.groupId === group.id)!;
    const target = group.stages.find((s) => s.id !== customer.stageId)!;
    const moved = await call<Customer>('groupStageCustomerLink', {
      token,
      body: { shop: SHOP, customer: customer.id, group: group.id, stage: target.id },
    });
    expect(moved.status).toBe(200);
    expect(tables.customers.find((c) => c.id === customer.id)?.stageId).toBe(target.id);

    server.use(...(crmV2Scenarios.moveFails ?? []));
    const back = group.stages.find((s) => s.id !== target.id)!;
    const refused = await call('groupStageCustomerLink', { token, body: { shop: SHOP, customer: customer.id, stage: back.id } });
    expect(refused.status).toBe(500);
    expect(tables.customers.find((c) => c.id === customer.id)?.stageId).toBe(target.id);
    server.resetHandlers();
  });
});
