/**
 * Delivery: platform carriers, the shop's own drivers (each with an app account), its
 * delivery areas, 25 jobs in every status, and cash withdrawals from the drivers'
 * wallets. A driver's wallet holds the cash collected on delivered cash jobs; a
 * withdrawal never exceeds what the driver holds at that moment.
 */
import type { Carrier, DeliveryJob, WalletWithdrawal } from '@dukkan/core';
import type { VendorTables } from '../../db/tables.dashboard.ts';
import { buildDeliveryArea, buildDeliveryJob, buildDriver } from '../../fixtures/dashboard.ts';
import { aed, createSeedContext, seedDate, uaeMobile } from './context.ts';
import { seedAreaIds } from './areas.ts';
import { anyPerson, expatPerson } from './people.ts';

/** Platform-wide carriers: the same ids for every shop. */
export const SEED_CARRIERS: readonly Carrier[] = [
  { id: 'carrier-aramex', name: 'Aramex', name_ar: 'أرامكس' },
  { id: 'carrier-careem', name: 'Careem Box', name_ar: 'كريم بوكس' },
  { id: 'carrier-emirates-post', name: 'Emirates Post', name_ar: 'بريد الإمارات' },
  { id: 'carrier-quiqup', name: 'Quiqup', name_ar: 'كويك أب' },
];

/** The shop's own delivery service ("cc"): one per shop, id derived from the shop. */
export function ownFleetId(shop: string): string {
  return `cc-${shop}`;
}

const BUILDINGS = ['Marina Heights', 'Lake Terrace', 'Al Manara Tower', 'Executive Towers', 'Al Noor Residence', 'Palm View'];

/** Dubai neighbourhoods around the shop, as [lat, lng]. */
const SPOTS: readonly (readonly [number, number])[] = [
  [25.0772, 55.1406],
  [25.0693, 55.1411],
  [25.1124, 55.19],
  [25.1865, 55.2763],
  [25.218, 55.412],
  [25.042, 55.239],
];

type DeliveryTables = Pick<VendorTables, 'deliveryJobs' | 'carriers' | 'drivers' | 'deliveryAreas' | 'withdrawals'>;

export function seedDelivery(shop: string): DeliveryTables {
  const { id, rng } = createSeedContext(shop, 'delivery');
  const drivers = Array.from({ length: 8 }, (_, i) => {
    const person = expatPerson(rng);
    const [lat, lng] = rng.pick(SPOTS);
    return {
      shop,
      ...buildDriver({
        id: id('driver', i + 1),
        name: person.fullName,
        phone: uaeMobile(rng),
        latitude: Math.round((lat + (rng.next() - 0.5) * 0.02) * 10_000) / 10_000,
        longitude: Math.round((lng + (rng.next() - 0.5) * 0.02) * 10_000) / 10_000,
        available: i < 5,
        account: { name: `driver${i + 1}.${shop.replace(/^shop-/, '')}` },
      }),
      // Demo driver-app password; the mock keeps it in plain text like the staff accounts.
      password: 'Driver#2026',
    };
  });

  const statuses: DeliveryJob['status'][] = [
    ...Array<DeliveryJob['status']>(14).fill('delivered'),
    'picked_up',
    'picked_up',
    'picked_up',
    'assigned',
    'assigned',
    'assigned',
    'created',
    'created',
    'created',
    'cancelled',
    'cancelled',
  ];
  const deliveryJobs = statuses.map((status, i) => {
    const person = anyPerson(rng);
    const [lat, lng] = rng.pick(SPOTS);
    const assigned = status !== 'created' && !(status === 'cancelled' && i % 2 === 0);
    const byCarrier = assigned && rng.chance(0.2);
    const daysAgo = status === 'delivered' ? rng.int(1, 60) : status === 'cancelled' ? rng.int(2, 30) : 0;
    const job = buildDeliveryJob({
      id: id('job', i + 1),
      shop,
      cc: ownFleetId(shop),
      weight: Math.round(rng.next() * 120 + 5) / 10,
      status,
      ...(assigned ? (byCarrier ? { carrier: rng.pick(SEED_CARRIERS.slice(0, 2)).id } : { driver: rng.pick(drivers).id }) : {}),
      amount: aed(rng, 35, 420),
      paymentType: rng.chance(0.6) ? 'cash' : 'card',
      name: person.fullName,
      phone: uaeMobile(rng),
      lat: Math.round((lat + (rng.next() - 0.5) * 0.01) * 10_000) / 10_000,
      lng: Math.round((lng + (rng.next() - 0.5) * 0.01) * 10_000) / 10_000,
      addressType: rng.pick(['apartment', 'villa', 'office']),
      building: rng.pick(BUILDINGS),
      floor: String(rng.int(1, 40)),
      flat: String(rng.int(101, 4005)),
      notes: rng.chance(0.3) ? 'Call before arriving' : '',
      isAutoAssign: rng.chance(0.3),
      readyDate: seedDate(daysAgo, rng.int(9, 20)),
      createdAt: seedDate(daysAgo, rng.int(8, 12), rng.int(0, 59)),
    });
    // A carrier's job does not run through the shop's own fleet.
    if (byCarrier) delete job.cc;
    return job;
  });

  // Withdraw part of each driver's collected cash, oldest first, never more than they hold.
  const held = new Map<string, number>();
  for (const job of deliveryJobs) {
    if (job.status === 'delivered' && job.paymentType === 'cash' && job.driver && job.amount) {
      held.set(job.driver, (held.get(job.driver) ?? 0) + Math.round(job.amount * 100));
    }
  }
  const withdrawals: WalletWithdrawal[] = [];
  for (let round = 0; withdrawals.length < 10 && round < 40; round += 1) {
    const candidates = [...held.entries()].filter(([, fils]) => fils >= 4000);
    if (candidates.length === 0) break;
    const [driver, fils] = rng.pick(candidates);
    const amountFils = Math.round((fils * rng.int(30, 60)) / 100 / 100) * 100;
    held.set(driver, fils - amountFils);
    withdrawals.push({
      id: id('wd', withdrawals.length + 1),
      cc: ownFleetId(shop),
      driver,
      amount: amountFils / 100,
      createdAt: seedDate(45 - withdrawals.length * 4, 18),
    });
  }

  const areaIds = seedAreaIds().delivering.slice(0, 6);
  const deliveryAreas = areaIds.map((area, i) => ({
    shop,
    ...buildDeliveryArea({
      id: id('darea', i + 1),
      area,
      minOrder: [30, 40, 50, 50, 75, 100][i] ?? 50,
      // Dubai Marina (the demo customer's first address) keeps the shop-wide 30 AED and 7 AED,
      // so carts priced before areas had their own settings still price the same there.
      deliveryFee: [7, 5, 7, 7, 10, 15][i] ?? 7,
      type: i < 4 ? 'fixed' : 'distance',
      deliveryTime: [25, 30, 40, 45, 60, 90][i] ?? 45,
      thresholdTime: [40, 45, 60, 60, 90, 120][i] ?? 60,
      // The far areas are served on weekdays only.
      days: i < 4 ? [0, 1, 2, 3, 4, 5, 6] : [0, 1, 2, 3, 4],
    }),
  }));

  return { deliveryJobs, carriers: [...SEED_CARRIERS], drivers, deliveryAreas, withdrawals };
}
