import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tables } from '../../db/database.ts';
import type { VendorAreaRow } from './area.ts';
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

describe('GET /area/list for the delivery-area screens', () => {
  it("gives every area where it lies (for the map) and the shop's own settings where it has some", async () => {
    const answer = await call<VendorAreaRow[]>('areaList', { token, query: { shop: SHOP } });
    const rows = answer.body.data ?? [];
    expect(rows).toHaveLength(tables.areas.length);
    for (const row of rows) {
      const seed = tables.areas.find((a) => a.id === row.id);
      expect(row.polygonCenter).toEqual(seed?.polygonCenter);
      expect(row.radiusKm).toBe(seed?.radiusKm);
    }
    const own = tables.deliveryAreas.filter((d) => d.shop === SHOP);
    expect(
      rows
        .filter((r) => r.deliveryArea)
        .map((r) => r.deliveryArea?.id)
        .sort(),
    ).toEqual(own.map((d) => d.id).sort());
  });
});

describe('GET available-drivers with all=true for the drivers page', () => {
  it('lists every driver of the shop, busy or off duty, each saying whether it is busy', async () => {
    const own = tables.drivers.filter((d) => d.shop === SHOP);
    const all = await call<{ id: string; busy: boolean; available: boolean }[]>('vendorDeliveryServicesDriverAvailableDrivers', {
      token,
      query: { shop: SHOP, all: 'true' },
    });
    expect(all.body.data?.map((d) => d.id).sort()).toEqual(own.map((d) => d.id).sort());
    expect(all.body.data?.some((d) => !d.available)).toBe(true);
    const busy = new Set(tables.deliveryJobs.filter((j) => ['created', 'assigned', 'picked_up'].includes(j.status)).map((j) => j.driver));
    for (const driver of all.body.data ?? []) expect(driver.busy).toBe(busy.has(driver.id));
    const free = await call<{ id: string; busy?: boolean }[]>('vendorDeliveryServicesDriverAvailableDrivers', {
      token,
      query: { shop: SHOP },
    });
    expect(free.body.data?.length).toBeLessThan(own.length);
    expect(free.body.data?.every((d) => d.busy === undefined)).toBe(true);
  });
});
