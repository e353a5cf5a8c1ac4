/**
 * The whole seeded database: customer and vendor tables of one shop. Registers itself as
 * the database's seed, so importing the mocks package is enough for `db()` to work.
 */
import { DEMO_SHOP_ID } from '../config.ts';
import { registerSeed, type Tables } from '../db/database.ts';
import { seedCustomerTables } from './customer.ts';
import { seedVendorTables } from './dashboard.ts';

/** Bump when the table shapes change: the mock API server then reseeds a stale data file. */
export const SEED_VERSION = 2;

/** Sequence start for ids created at runtime (`ord_100001` …), far above every seeded id. */
const FIRST_RUNTIME_SEQ = 100000;

export function seedTables(shopId: string = DEMO_SHOP_ID): Tables {
  return {
    ...seedCustomerTables(shopId),
    ...seedVendorTables(shopId),
    meta: { version: SEED_VERSION, seq: FIRST_RUNTIME_SEQ },
  };
}

let currentShopId: string = DEMO_SHOP_ID;

/** The shop the next seed (resetDb) is built for: the mock API server sets it from DUKKAN_SHOP_ID. */
export function setSeedShopId(id: string): void {
  currentShopId = id;
}

export function seedShopId(): string {
  return currentShopId;
}

registerSeed(() => seedTables(currentShopId));
