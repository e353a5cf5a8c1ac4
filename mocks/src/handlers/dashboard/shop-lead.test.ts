import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tables } from '../../db/database.ts';
import { branchShopId } from '../../seed/shop.ts';
import { vendorDefaultHandlers } from './index.ts';
import { OTHER_SHOP, SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
const BRANCH = branchShopId(SHOP);
let tables: Tables;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
});

describe('a lead works on the shops they lead (vendor spec §6)', () => {
  it('lists the led shops with their state, and reads and writes the chosen one', async () => {
    const token = tokenFor(tables, 'seller');
    const list = await call<{ id: string; isActive: boolean; isBanned: boolean }[]>('shopGet', { token });
    expect(list.body.data?.map((s) => s.id)).toEqual(expect.arrayContaining([SHOP, BRANCH]));
    const details = await call<{ shop: { id: string } }>('shopADetails', { token, query: { id: BRANCH } });
    expect(details.status).toBe(200);
    expect(details.body.data?.shop.id).toBe(BRANCH);
    const busy = await call('shopSetBusy', { token, body: { shop: BRANCH, busy: true, temporary: false } });
    expect(busy.status).toBe(200);
    expect(tables.shops.find((s) => s.id === BRANCH)?.busy).toBe(true);
    expect(tables.shops.find((s) => s.id === SHOP)?.busy).toBe(false);
  });

  it('still refuses a shop the lead does not lead, and a cashier any shop but their own', async () => {
    const lead = tokenFor(tables, 'seller');
    expect((await call('shopADetails', { token: lead, query: { id: OTHER_SHOP } })).status).toBe(404);
    const cashier = tokenFor(tables, 'cashier');
    expect((await call('shopADetails', { token: cashier, query: { id: BRANCH } })).status).toBe(404);
    expect((await call('shopSetBusy', { token: cashier, body: { shop: BRANCH, busy: true } })).status).toBe(404);
  });
});
