/**
 * The vendor side of the seeded database: everything the dashboard of `shopId` shows,
 * built deterministically (seeded PRNG, dates relative to VENDOR_SEED_NOW) so stories,
 * visual baselines and e2e journeys always see the same shop. Shared tables (shops,
 * products, users, orders, areas) come from the storefront seed; vendor rows point at
 * them by the ids that seed uses (`cat-<key>` categories, the areas of seed/people.ts).
 */
import type { VendorTables } from '../db/tables.vendor.ts';
import { seedCatalogue } from './vendor/catalogue.ts';
import { seedComplaints } from './vendor/complaints.ts';
import { seedCrm } from './vendor/crm.ts';
import { SEED_CARRIERS, seedDelivery } from './vendor/delivery.ts';
import { seedRequests, seedReviews } from './vendor/requests.ts';
import { seedLedger, seedStaff, seedWhatsapp } from './vendor/staff-and-money.ts';
import { seedStorefront } from './vendor/storefront.ts';

export { VENDOR_SEED_NOW } from './vendor/context.ts';
export { ownFleetId, SEED_CARRIERS } from './vendor/delivery.ts';

export function seedVendorTables(shopId: string): VendorTables {
  const { catalogue, filters } = seedCatalogue(shopId);
  const delivery = seedDelivery(shopId);
  return {
    ...seedStorefront(
      shopId,
      SEED_CARRIERS.map((carrier) => carrier.id),
    ),
    catalogue,
    filters,
    ...seedRequests(shopId),
    ...seedReviews(
      shopId,
      catalogue.map((product) => product.id),
    ),
    ...seedComplaints(shopId),
    ...seedCrm(shopId),
    ...delivery,
    ...seedStaff(shopId),
    ...seedWhatsapp(shopId),
    ...seedLedger(shopId, delivery.withdrawals),
  };
}
