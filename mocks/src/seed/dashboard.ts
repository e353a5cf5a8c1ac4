/**
 * The vendor side of the seeded database: everything the dashboard of `shopId` shows,
 * built deterministically (seeded PRNG, dates relative to VENDOR_SEED_NOW) so stories,
 * visual baselines and e2e journeys always see the same shop. Shared tables (shops,
 * products, users, orders, areas) come from the storefront seed; vendor rows point at
 * them by the ids that seed uses (`cat-<key>` categories, the areas of seed/people.ts).
 */
import type { VendorTables } from '../db/tables.dashboard.ts';
import { seedCatalogue } from './dashboard/catalogue.ts';
import { seedComplaints } from './dashboard/complaints.ts';
import { seedCrm } from './dashboard/crm.ts';
import { SEED_CARRIERS, seedDelivery } from './dashboard/delivery.ts';
import { seedRequests, seedReviews } from './dashboard/requests.ts';
import { seedLedger, seedStaff, seedWhatsapp } from './dashboard/staff-and-money.ts';
import { seedStorefront } from './dashboard/storefront.ts';

export { VENDOR_SEED_NOW } from './dashboard/context.ts';
export { ownFleetId, SEED_CARRIERS } from './dashboard/delivery.ts';

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
