/**
 * The customer-side tables of the demo shop. Deterministic (a fixed PRNG seed and a fixed
 * "now"), bilingual, and fast: built in a few milliseconds for every story and test.
 */
import type { CustomerTables } from '../db/tables.customer.ts';
import { seedBlogs } from './blogs.ts';
import { seedCatalogue } from './catalogue.ts';
import { seedPaymentSources, seedPromotions, seedWallets } from './commerce.ts';
import { seedOrders } from './orders.ts';
import { seedAddresses, seedAreas, seedUsers } from './people.ts';
import { createPrng } from './prng.ts';
import { seedBranch, seedShop } from './shop.ts';

/** Changing it reshuffles offers, phones and orders: screenshots and e2e journeys depend on it. */
const SEED = 20261101;

export function seedCustomerTables(shopId: string): CustomerTables {
  const prng = createPrng(SEED);
  const { mainCategories, products, shopProducts } = seedCatalogue(shopId, prng);
  const shop = seedShop(shopId, mainCategories);
  const branch = seedBranch(shopId);
  const users = seedUsers(shopId, prng, [shopId, branch.id]);
  const areas = seedAreas();
  const addresses = seedAddresses(users, prng);
  const promotions = seedPromotions(shopId);
  const orders = seedOrders({ shop, users, addresses, areas, shopProducts, promotions, prng });
  return {
    shops: [shop, branch],
    products,
    shopProducts,
    users,
    sessions: [],
    otps: [],
    addresses,
    areas,
    orders,
    idempotencyKeys: [],
    promotions,
    ...seedWallets(orders),
    paymentSources: seedPaymentSources(),
    blogs: seedBlogs(shopId),
    visits: [{ shop: shopId, count: 1284 }],
  };
}
