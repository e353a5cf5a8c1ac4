/**
 * @dukkan/mocks: the MSW kit. A stateful seeded database, per-domain handlers with named
 * scenarios, and typed fixtures. Importing this module registers the seed, so `db()` works.
 */
import type { AuthResult } from '@dukkan/core';
import { customerFixtures } from './fixtures/customer-named.ts';
import { resetCustomerFixtureIds } from './fixtures/customer.ts';
import { resetFixtureIds as resetVendorFixtureIds } from './fixtures/dashboard.ts';

export { db, onDbChange, resetDb, type Db, type Tables } from './db/database.ts';
export { SEED_VERSION, seedShopId, seedTables, setSeedShopId } from './seed/index.ts';
export { defaultHandlers, handlersFor, mergeDomains, scenarios } from './handlers/index.ts';
export { passThroughUnserved } from './passThrough.ts';
export type { DomainScenarios } from './handlers/types.ts';
export { ADDRESS_FIELD_ORDER, recordOtp, type AddressFieldName } from './handlers/customer/index.ts';
export { HOSTILE_BLOG_ID, HOSTILE_FLAG, HOSTILE_TITLE, hostileBlog } from './handlers/customer/index.ts';
export { INVALID_TOKEN_MARKER, sessionConfig } from './session.ts';
export * as config from './config.ts';
export { DEMO_SHOP_ID, demoAccounts } from './config.ts';
export * from './fixtures/customer.ts';
export * from './fixtures/dashboard.ts';

/** Named customer fixtures (`fixtures.longArabicProduct` …); vendor ones are exported by name. */
export const fixtures = customerFixtures;

/** Restarts the id sequences of every builder, customer and vendor side. */
export function resetFixtureIds(): void {
  resetCustomerFixtureIds();
  resetVendorFixtureIds();
}

import { db } from './db/database.ts';
import { demoAccounts } from './config.ts';
import { issueSession } from './session.ts';
export { issueSession };

/** A fresh session for the demo customer (stories and tests that start signed in). */
export function demoCustomerSession(): AuthResult {
  const { phone, countryCode } = demoAccounts.customer;
  const record = db().tables.users.find((u) => u.phone === phone && u.countryCode === countryCode);
  if (!record) throw new Error('The seed has no demo customer');
  return issueSession(record);
}

/** A fresh session for a demo staff member (dashboard stories and tests that start signed in). */
export function demoStaffSession(who: 'seller' | 'cashier'): AuthResult {
  const { phone, countryCode } = demoAccounts[who];
  const record = db().tables.users.find((u) => u.phone === phone && u.countryCode === countryCode);
  if (!record) throw new Error(`The seed has no demo ${who}`);
  return issueSession(record);
}
