/**
 * The delivery jobs and carriers data layer against the mock API (msw/node): the jobs in fils,
 * a free job created and handed to the nearest free driver by hand, auto-assigned, cancelled
 * and picked up, carrier prices and assigning a carrier, turning carriers on and off, a double
 * click that sends once, and drafts refused before anything is sent.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../../../../../mocks/src/db/database.ts';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';
import {
  assignJobToCarrier,
  assignJobToDriver,
  cancelJob,
  createFreeJob,
  createOrderJob,
  freeJobProblem,
  readJob,
  pickupJob,
  readCarriers,
  readFreeDrivers,
  readJobs,
  readRates,
  readServices,
  setShopCarriers,
  type FreeJobDraft,
} from './jobs.ts';
import { deliveryKeys } from './keys.ts';

const server = useMockServer();

const draft = (patch: Partial<FreeJobDraft> = {}): FreeJobDraft => ({
  name: 'Layla Haddad',
  phone: '0559876543',
  amountFils: 4550,
  paymentType: 'cash',
  lat: 25.0805,
  lng: 55.1403,
  building: 'Marina Heights',
  floor: '12',
  flat: '1204',
  notes: 'Call before arriving',
  isAutoAssign: false,
  ...patch,
});

async function setup() {
  const { client, shop } = await signedInOwner();
  const reloaded: unknown[] = [];
  const mutate = (async (key: unknown) => {
    reloaded.push(key);
    return undefined;
  }) as never;
  const jobs = () => selectFetcher(client, readJobs)(deliveryKeys.jobs(shop));
  const free = (lat: number, lng: number) => selectFetcher(client, readFreeDrivers)(deliveryKeys.freeDrivers(shop, { lat, lng }));
  return { client, shop, reloaded, jobs, free, ctx: { client, mutate, shop } };
}

describe('the delivery jobs against the mock API', () => {
  it('reads every job newest first, with the amount in fils', async () => {
    const { jobs } = await setup();
    const rows = await jobs();
    expect(rows.length).toBe(25);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['created', 'assigned', 'picked_up', 'delivered', 'cancelled']));
    expect(rows.every((r, i) => i === 0 || rows[i - 1]!.createdAt >= r.createdAt)).toBe(true);
    expect(rows.every((r) => Number.isInteger(r.amountFils))).toBe(true);
  });

  it('creates a free job exactly to the fils and hands it to the nearest free driver', async () => {
    const { jobs, free, ctx, reloaded, shop } = await setup();
    const created = await createFreeJob(ctx, draft());
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({
      status: 'created',
      free: true,
      amountFils: 4550,
      paymentType: 'cash',
      building: 'Marina Heights',
    });
    expect(reloaded).toEqual([deliveryKeys.jobs(shop), deliveryKeys.drivers(shop)]);

    const drivers = await free(25.0805, 55.1403);
    expect(drivers.length).toBeGreaterThan(0);
    expect(drivers.every((d, i) => i === 0 || (drivers[i - 1]!.distanceKm ?? 0) <= (d.distanceKm ?? 0))).toBe(true);
    const nearest = drivers[0]!;
    const assigned = await assignJobToDriver(ctx, created.data!.id, nearest.id);
    expect(assigned.data).toMatchObject({ status: 'assigned', driver: nearest.id });
    expect((await free(25.0805, 55.1403)).some((d) => d.id === nearest.id)).toBe(false);
    expect((await jobs()).find((j) => j.id === created.data!.id)).toMatchObject({ status: 'assigned', driver: nearest.id });

    expect((await pickupJob(ctx, created.data!.id)).data?.status).toBe('picked_up');
    expect((await cancelJob(ctx, created.data!.id)).error?.code).toBe('job_closed');
  });

  it('auto-assigns a free job, and cancels a job before pickup', async () => {
    const { ctx } = await setup();
    const auto = await createFreeJob(ctx, draft({ isAutoAssign: true }));
    expect(auto.data).toMatchObject({ status: 'assigned' });
    expect(auto.data?.driver).toBeTruthy();
    expect((await cancelJob(ctx, auto.data!.id)).data?.status).toBe('cancelled');
    expect((await pickupJob(ctx, auto.data!.id)).error?.code).toBe('job_not_assigned');
  });

  it('prices a job with each enabled carrier, cheapest first, and hands it to one', async () => {
    const { client, shop, ctx } = await setup();
    const created = await createFreeJob(ctx, draft());
    const rates = await selectFetcher(client, readRates)(deliveryKeys.rates(shop, created.data!.id));
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r, i) => i === 0 || rates[i - 1]!.amountFils <= r.amountFils)).toBe(true);
    const assigned = await assignJobToCarrier(ctx, created.data!.id, rates[0]!.carrier);
    expect(assigned.data).toMatchObject({ status: 'assigned', carrier: rates[0]!.carrier });
    expect(assigned.data?.driver).toBeUndefined();
  });

  it("turns the shop's carriers on and off; its own fleet stays", async () => {
    const { client, shop, ctx, reloaded } = await setup();
    const carriers = await selectFetcher(client, readCarriers)(deliveryKeys.carriers(shop));
    expect(carriers.length).toBe(4);
    const off = carriers.find((c) => !c.enabled)!;
    const on = carriers.filter((c) => c.enabled).map((c) => c.id);
    const result = await setShopCarriers(ctx, [...on, off.id]);
    expect(result.data?.[0]).toMatchObject({ kind: 'fleet' });
    expect(result.data?.some((s) => s.id === off.id)).toBe(true);
    expect(reloaded).toEqual([deliveryKeys.carriers(shop), deliveryKeys.services(shop)]);
    expect((await selectFetcher(client, readCarriers)(deliveryKeys.carriers(shop))).find((c) => c.id === off.id)?.enabled).toBe(true);
    const services = await selectFetcher(client, readServices)(deliveryKeys.services(shop));
    expect(services.map((s) => s.id)).toContain(off.id);
    await setShopCarriers(ctx, []);
    expect((await selectFetcher(client, readServices)(deliveryKeys.services(shop))).map((s) => s.kind)).toEqual(['fleet']);
  });

  it('sends one request for a double click', async () => {
    const { ctx } = await setup();
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/cc/job/free-job')) sent += 1;
    });
    const [first, second] = await Promise.all([createFreeJob(ctx, draft()), createFreeJob(ctx, draft())]);
    server.events.removeAllListeners();
    expect(first.error).toBeNull();
    expect(second.error?.code).toBe('in_flight');
    expect(sent).toBe(1);
  });

  it('refuses a draft before sending it', () => {
    expect(freeJobProblem(draft({ name: ' ' }))).toBe('name_required');
    expect(freeJobProblem(draft({ phone: '12' }))).toBe('phone_required');
    expect(freeJobProblem(draft({ amountFils: -1 }))).toBe('amount_range');
    expect(freeJobProblem(draft({ lat: 40 }))).toBe('position_invalid');
    expect(freeJobProblem(draft({ building: '' }))).toBe('building_required');
    expect(freeJobProblem(draft({ notes: 'x'.repeat(501) }))).toBe('notes_long');
    expect(freeJobProblem(draft())).toBeNull();
  });
});

/** A seeded order of the shop: open, and for delivery or not, with no delivery job yet. */
function openOrder(shop: string, delivery: boolean): string {
  const { orders, deliveryJobs } = db().tables;
  const order = orders.find(
    (o) =>
      o.shop === shop &&
      !['delivered', 'cancelled'].includes(o.status) &&
      (delivery ? !o.pickup && !o.dineIn : o.pickup) &&
      !deliveryJobs.some((j) => j.cart === o.id),
  );
  if (!order) throw new Error(`The seed has no open ${delivery ? 'delivery' : 'pickup'} order for ${shop}`);
  return order.id;
}

describe('a delivery job for an order (the order page)', () => {
  it('is made from the order, read back as it is now, and a second one is refused as job_exists', async () => {
    const { client, ctx, reloaded, shop } = await setup();
    const order = openOrder(shop, true);
    const created = await createOrderJob(ctx, order, 3.2);
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ cart: order, status: 'created', free: false });
    expect(Number.isInteger(created.data?.amountFils)).toBe(true);
    expect(reloaded).toEqual([deliveryKeys.jobs(shop), deliveryKeys.drivers(shop)]);
    const id = created.data?.id ?? '';
    const now = await selectFetcher(client, readJob)(deliveryKeys.job(shop, id));
    expect(now).toMatchObject({ id, cart: order, status: 'created', weightKg: 3.2 });
    expect((await createOrderJob(ctx, order)).error?.code).toBe('job_exists');
  });

  it('refuses a pickup order, and a weight out of range before anything is sent', async () => {
    const { ctx, reloaded, shop } = await setup();
    expect((await createOrderJob(ctx, openOrder(shop, false))).error?.code).toBe('not_delivery');
    for (const weight of [0, -1, 1001, Number.NaN]) {
      const refused = await createOrderJob(ctx, openOrder(shop, true), weight);
      expect(refused.error).toMatchObject({ kind: 'client', code: 'weight_range' });
    }
    expect(reloaded).toEqual([]);
  });

  it('sends once when asked twice at the same time', async () => {
    const { ctx, shop } = await setup();
    const order = openOrder(shop, true);
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/cc/job/create')) sent += 1;
    });
    const [first, second] = await Promise.all([createOrderJob(ctx, order), createOrderJob(ctx, order)]);
    server.events.removeAllListeners();
    expect([first.error?.code, second.error?.code]).toContain('in_flight');
    expect([first.error, second.error]).toContain(null);
    expect(sent).toBe(1);
  });
});
