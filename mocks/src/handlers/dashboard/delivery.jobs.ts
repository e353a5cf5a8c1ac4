/**
 * Delivery jobs (vendor spec §3 "Delivery job", §4): a job for an order or a free job,
 * handed to one of the shop's drivers or to an enabled carrier, picked up, delivered or
 * cancelled. created → assigned → picked_up → delivered; cancelling works until pickup.
 */
import { MONEY_LIMITS, type DeliveryJob, type EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { distanceKm } from '../customer/geo.ts';
import { billValue } from '../customer/pricing.ts';
import { ownFleetId } from '../../seed/dashboard/delivery.ts';
import { ACTIVE_JOB_STATUSES, freeDrivers, ownDrivers } from './delivery.fleet.ts';
import { ownOrder } from './orders.ledger.ts';
import { settingsOf } from './settings.ts';
import { ownShopRecord } from './shop.ts';
import {
  conflict,
  findOr404,
  invalid,
  nationalNumber,
  optionalBoolean,
  optionalEnum,
  optionalId,
  optionalInstant,
  optionalNumber,
  optionalText,
  readAed,
  readEnum,
  readId,
  readPhone,
  readText,
  staffRoute,
  toAed,
  toFils,
  type Fields,
} from './support/index.ts';

export const jobNames = [
  'ccJobGet',
  'ccJobCreate',
  'ccJobCancel',
  'ccJobFreeJob',
  'ccJobPickup',
  'ccJobAssignCarrier',
  'ccJobGetRates',
  'vendorCcJob',
  'vendorJobManualAssignJob',
] as const satisfies readonly EndpointName[];

function ownJobs(shop: string): DeliveryJob[] {
  return db().tables.deliveryJobs.filter((j) => j.shop === shop);
}

function isActive(job: DeliveryJob): boolean {
  return (ACTIVE_JOB_STATUSES as readonly string[]).includes(job.status);
}

/** A job that can still be (re)assigned: not picked up, delivered or cancelled. */
function assignableJob(shop: string, id: string): DeliveryJob {
  const job = findOr404(ownJobs(shop), id, 'Delivery job');
  if (job.status !== 'created' && job.status !== 'assigned')
    throw conflict(`The job is ${job.status.replace('_', ' ')} and cannot be reassigned.`, 'job_closed');
  return job;
}

function enabledCarrier(shop: string, id: string): string {
  const carrier = findOr404(db().tables.carriers, id, 'Carrier');
  if (!settingsOf(shop).carriers.includes(carrier.id)) throw conflict(`${carrier.name} is not enabled for this shop.`, 'carrier_disabled');
  return carrier.id;
}

function availableDriver(shop: string, id: string): string {
  const driver = findOr404(ownDrivers(shop), id, 'Driver');
  if (!driver.available) throw conflict(`${driver.name} is off duty.`, 'driver_unavailable');
  return driver.id;
}

function assignTo(job: DeliveryJob, target: { driver: string } | { carrier: string }, shop: string): void {
  delete job.driver;
  delete job.carrier;
  if ('driver' in target) Object.assign(job, { driver: target.driver, cc: ownFleetId(shop) });
  else {
    delete job.cc;
    job.carrier = target.carrier;
  }
  job.status = 'assigned';
}

/** Parcel and schedule fields shared by both kinds of job. */
function parcel(f: Fields): Partial<DeliveryJob> {
  const fields: Partial<DeliveryJob> = {};
  const weight = optionalNumber(f, 'weight', 0.01, 1000);
  if (weight !== undefined) fields.weight = weight;
  const unit = optionalEnum(f, 'weightUnit', ['kg', 'g'] as const);
  if (unit) fields.weightUnit = unit;
  const readyDate = optionalInstant(f, 'readyDate');
  const lastPickupDate = optionalInstant(f, 'lastPickupDate');
  if (readyDate && lastPickupDate && lastPickupDate < readyDate) throw invalid('lastPickupDate cannot be before readyDate.');
  if (readyDate) fields.readyDate = readyDate;
  if (lastPickupDate) fields.lastPickupDate = lastPickupDate;
  const method = optionalText(f, 'shippingMethod', 40);
  if (method) fields.shippingMethod = method;
  return fields;
}

function readTarget(shop: string, f: Fields): { driver: string } | { carrier: string } | undefined {
  const driver = optionalId(f, 'driver');
  const carrier = optionalId(f, 'carrier');
  if (driver && carrier) throw invalid('Send a driver or a carrier, not both.');
  if (driver) return { driver: availableDriver(shop, driver) };
  return carrier ? { carrier: enabledCarrier(shop, carrier) } : undefined;
}

const get = staffRoute('ccJobGet', ({ shop, f }) => ok(findOr404(ownJobs(shop), readId(f), 'Delivery job')));

const list = staffRoute('vendorCcJob', ({ shop, f }) => {
  const status = optionalEnum(f, 'status', ['created', 'assigned', 'picked_up', 'delivered', 'cancelled'] as const);
  return ok(
    ownJobs(shop)
      .filter((j) => !status || j.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  );
});

const create = staffRoute('ccJobCreate', ({ shop, f }) => {
  const order = ownOrder(shop, readId(f, 'cart'));
  if (order.status === 'cancelled' || order.status === 'delivered')
    throw conflict(`Order ${order.number} is ${order.status}.`, 'order_closed');
  if (order.pickup || order.dineIn) throw conflict(`Order ${order.number} is not for delivery.`, 'not_delivery');
  if (ownJobs(shop).some((j) => j.cart === order.id && isActive(j)))
    throw conflict(`Order ${order.number} already has a delivery job.`, 'job_exists');
  const target = readTarget(shop, f);
  const due = order.paid ? 0 : toFils(billValue(order.bill, 'total_amount'));
  const job: DeliveryJob = {
    id: db().nextId('job'),
    shop,
    cart: order.id,
    cc: ownFleetId(shop),
    status: 'created',
    ...parcel(f),
    amount: toAed(due),
    paymentType: order.payment_type === 'cash' ? 'cash' : 'card',
    ...(order.customerName ? { name: order.customerName } : {}),
    ...(order.customerPhone ? { phone: nationalNumber(order.customerPhone) } : {}),
    ...(order.address
      ? {
          lat: order.address.latlng[0],
          lng: order.address.latlng[1],
          building: order.address.building_name,
          floor: order.address.floor,
          flat: order.address.flat,
          notes: order.address.notes,
        }
      : {}),
    createdAt: new Date().toISOString(),
  };
  if (target) assignTo(job, target, shop);
  db().tables.deliveryJobs.push(job);
  db().touch();
  return ok(job, { status: 201 });
});

/** A job without an order (a phone order, a parcel); isAutoAssign gives it to the nearest free driver. */
const freeJob = staffRoute('ccJobFreeJob', ({ shop, f }) => {
  const lat = read.number(f, 'lat', { min: 22.5, max: 26.5 });
  const lng = read.number(f, 'lng', { min: 51, max: 56.5 });
  const job: DeliveryJob = {
    id: db().nextId('job'),
    shop,
    cc: ownFleetId(shop),
    status: 'created',
    free: true,
    ...parcel(f),
    amount: readAed(f, 'amount', { min: 0, max: MONEY_LIMITS.maxAmountAed }),
    paymentType: readEnum(f, 'paymentType', ['cash', 'card'] as const),
    name: readText(f, 'name', 120),
    phone: readPhone(f, 'phone'),
    lat,
    lng,
    addressType: optionalText(f, 'addressType', 30) ?? 'apartment',
    building: readText(f, 'building', 150),
    floor: optionalText(f, 'floor', 20) ?? '',
    flat: optionalText(f, 'flat', 30) ?? '',
    notes: optionalText(f, 'notes', 500) ?? '',
    isAutoAssign: optionalBoolean(f, 'isAutoAssign') ?? false,
    createdAt: new Date().toISOString(),
  };
  const target = readTarget(shop, f);
  if (target) assignTo(job, target, shop);
  else if (job.isAutoAssign) {
    const nearest = freeDrivers(shop).sort(
      (a, b) => distanceKm([lat, lng], [a.latitude, a.longitude]) - distanceKm([lat, lng], [b.latitude, b.longitude]),
    )[0];
    // No free driver: the job waits as created, as the platform's auto-assign would retry.
    if (nearest) assignTo(job, { driver: nearest.id }, shop);
  }
  db().tables.deliveryJobs.push(job);
  db().touch();
  return ok(job, { status: 201 });
});

const cancel = staffRoute('ccJobCancel', ({ shop, f }) => {
  const job = assignableJob(shop, readId(f));
  job.status = 'cancelled';
  db().touch();
  return ok(job);
});

/** The driver or carrier has collected the parcel. */
const pickup = staffRoute('ccJobPickup', ({ shop, f }) => {
  const job = findOr404(ownJobs(shop), readId(f), 'Delivery job');
  if (job.status !== 'assigned') throw conflict('Only an assigned job can be picked up.', 'job_not_assigned');
  job.status = 'picked_up';
  job.lastPickupDate = new Date().toISOString();
  db().touch();
  return ok(job);
});

const assignCarrier = staffRoute('ccJobAssignCarrier', ({ shop, f }) => {
  const job = assignableJob(shop, readId(f));
  assignTo(job, { carrier: enabledCarrier(shop, readId(f, 'carrier')) }, shop);
  db().touch();
  return ok(job);
});

const manualAssign = staffRoute('vendorJobManualAssignJob', ({ shop, f }) => {
  const job = assignableJob(shop, readId(f, 'job'));
  assignTo(job, { driver: availableDriver(shop, readId(f, 'driver')) }, shop);
  db().touch();
  return ok(job);
});

/** Carrier quotes: a base price per carrier, a per-kg charge over 5 kg, and a distance band. */
const CARRIER_RATES: Record<string, { baseFils: number; perKgFils: number; etaHours: number }> = {
  'carrier-aramex': { baseFils: 1800, perKgFils: 200, etaHours: 24 },
  'carrier-careem': { baseFils: 1500, perKgFils: 250, etaHours: 2 },
  'carrier-emirates-post': { baseFils: 1200, perKgFils: 150, etaHours: 48 },
  'carrier-quiqup': { baseFils: 1600, perKgFils: 200, etaHours: 4 },
};

const getRates = staffRoute('ccJobGetRates', ({ shop, f }) => {
  const job = f.id === undefined ? undefined : findOr404(ownJobs(shop), readId(f), 'Delivery job');
  const weight = optionalNumber(f, 'weight', 0.01, 1000) ?? job?.weight ?? 1;
  const kg = (optionalEnum(f, 'weightUnit', ['kg', 'g'] as const) ?? job?.weightUnit ?? 'kg') === 'g' ? weight / 1000 : weight;
  const lat = optionalNumber(f, 'lat', 22.5, 26.5) ?? job?.lat;
  const lng = optionalNumber(f, 'lng', 51, 56.5) ?? job?.lng;
  const origin = ownShopRecord(shop).latlng;
  const km = origin && lat !== undefined && lng !== undefined ? distanceKm(origin, [lat, lng]) : 0;
  const bandFils = km <= 8 ? 0 : km <= 20 ? 500 : 1000;
  const enabled = settingsOf(shop).carriers;
  const rates = db()
    .tables.carriers.filter((c) => enabled.includes(c.id))
    .map((c) => {
      const rate = CARRIER_RATES[c.id] ?? { baseFils: 1500, perKgFils: 200, etaHours: 24 };
      const fils = rate.baseFils + Math.ceil(Math.max(0, kg - 5)) * rate.perKgFils + bandFils;
      return { carrier: c.id, name: c.name, name_ar: c.name_ar, amount: toAed(fils), currency: 'AED', etaHours: rate.etaHours };
    });
  return ok(rates.sort((a, b) => a.amount - b.amount));
});

export const jobHandlers = [get, list, create, freeJob, cancel, pickup, assignCarrier, manualAssign, getRates];

export const jobEmpty = [staffRoute('vendorCcJob', () => ok([])), staffRoute('ccJobGetRates', () => ok([]))];
