/**
 * The shop's delivery services: its own fleet ("cc", one per shop), the platform carriers
 * it enables (/delivery-services/manage), and its drivers with their driver-app accounts.
 */
import type { Driver, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { distanceKm } from '../customer/geo.ts';
import { ownFleetId } from '../../seed/dashboard/delivery.ts';
import { settingsOf } from './settings.ts';
import {
  conflict,
  findOr404,
  invalid,
  notFound,
  optionalBoolean,
  optionalNumber,
  optionalText,
  readId,
  readIdList,
  readPhone,
  readText,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

export const fleetNames = [
  'ccShopCcs',
  'ccCarriers',
  'deliveryServicesManage',
  'vendorDeliveryServicesDriverAdd',
  'vendorDeliveryServicesDriverUpdate',
  'vendorDeliveryServicesDriverDelete',
  'vendorDeliveryServicesDriverAccount',
  'vendorDeliveryServicesDriverAccountChangePassword',
  'vendorDeliveryServicesDriverAvailableDrivers',
] as const satisfies readonly EndpointName[];

type DriverRow = Driver & { shop: string; password?: string };

export const ACTIVE_JOB_STATUSES = ['created', 'assigned', 'picked_up'] as const;

export function ownDrivers(shop: string): DriverRow[] {
  return db().tables.drivers.filter((d) => d.shop === shop);
}

export function toWireDriver(row: DriverRow): Driver {
  const { password: _password, ...driver } = withoutShop(row);
  return driver;
}

/** A driver is busy while a job of theirs is not delivered or cancelled. */
export function isBusy(driver: Driver): boolean {
  return db().tables.deliveryJobs.some((j) => j.driver === driver.id && (ACTIVE_JOB_STATUSES as readonly string[]).includes(j.status));
}

/** On duty and free: the drivers a job can go to now. */
export function freeDrivers(shop: string): DriverRow[] {
  return ownDrivers(shop).filter((d) => d.available && !isBusy(d));
}

function ccsOf(shop: string) {
  const enabled = new Set(settingsOf(shop).carriers);
  const drivers = ownDrivers(shop);
  return [
    {
      id: ownFleetId(shop),
      kind: 'fleet',
      name: 'Own drivers',
      name_ar: 'سائقو المتجر',
      drivers: drivers.length,
      available: freeDrivers(shop).length,
    },
    ...db()
      .tables.carriers.filter((c) => enabled.has(c.id))
      .map((c) => ({ ...c, kind: 'carrier' })),
  ];
}

function readPassword(f: Fields): string {
  const password = read.string(f, 'password', { max: 128 });
  if (password.length < 8) throw invalid('password must be at least 8 characters.', 'weak_password');
  return password;
}

function driverFields(shop: string, f: Fields, current?: DriverRow): Partial<DriverRow> {
  const fields: Partial<DriverRow> = {};
  const name = current ? optionalText(f, 'name', 120) : readText(f, 'name', 120);
  if (name) fields.name = name;
  if (!current || f.phone !== undefined) {
    fields.phone = readPhone(f, 'phone');
    if (ownDrivers(shop).some((d) => d !== current && d.phone === fields.phone))
      throw conflict('A driver with this phone already exists.', 'duplicate_phone');
  }
  const latitude = optionalNumber(f, 'latitude', 22.5, 26.5);
  const longitude = optionalNumber(f, 'longitude', 51, 56.5);
  if (latitude !== undefined) fields.latitude = latitude;
  if (longitude !== undefined) fields.longitude = longitude;
  const available = optionalBoolean(f, 'available');
  if (available !== undefined) fields.available = available;
  return fields;
}

const ccs = staffRoute('ccShopCcs', ({ shop }) => ok(ccsOf(shop)));

const carriers = staffRoute('ccCarriers', ({ shop }) => {
  const enabled = new Set(settingsOf(shop).carriers);
  return ok(db().tables.carriers.map((c) => ({ ...c, enabled: enabled.has(c.id) })));
});

/** Choose the platform carriers the shop hands jobs to; its own fleet is always there. */
const manage = staffRoute('deliveryServicesManage', ({ shop, f }) => {
  const ids = [...new Set(readIdList(f, 'carriers', { max: 50 }))];
  const known = new Set(db().tables.carriers.map((c) => c.id));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown) throw notFound(`Carrier ${unknown}`);
  const settings = settingsOf(shop);
  settings.carriers = ids;
  db().touch();
  return ok(ccsOf(shop));
});

const driverAdd = staffRoute('vendorDeliveryServicesDriverAdd', ({ shop, f }) => {
  const fields = driverFields(shop, f);
  const [lat, lng] = db().tables.shops.find((s) => s.id === shop)?.latlng ?? [25.2048, 55.2708];
  const driver: DriverRow = {
    id: db().nextId('driver'),
    shop,
    name: '',
    phone: '',
    latitude: lat,
    longitude: lng,
    available: true,
    ...fields,
  };
  db().tables.drivers.push(driver);
  db().touch();
  return ok(toWireDriver(driver), { status: 201 });
});

const driverUpdate = staffRoute('vendorDeliveryServicesDriverUpdate', ({ shop, f }) => {
  const driver = findOr404(ownDrivers(shop), readId(f), 'Driver');
  Object.assign(driver, driverFields(shop, f, driver));
  db().touch();
  return ok(toWireDriver(driver));
});

const driverDelete = staffRoute('vendorDeliveryServicesDriverDelete', ({ shop, f }) => {
  const driver = findOr404(ownDrivers(shop), readId(f), 'Driver');
  if (isBusy(driver)) throw conflict(`${driver.name} has a delivery in progress.`, 'driver_busy');
  removeRow(db().tables.drivers, driver);
  db().touch();
  return ok({ id: driver.id });
});

/** A driver-app login: a name unique on the platform and a password. */
const driverAccount = staffRoute('vendorDeliveryServicesDriverAccount', ({ shop, f }) => {
  const driver = findOr404(ownDrivers(shop), readId(f), 'Driver');
  const name = readText(f, 'name', 60).toLowerCase();
  const password = readPassword(f);
  if (driver.account) throw conflict(`${driver.name} already has an account.`, 'account_exists');
  if (!/^[a-z0-9._-]{3,60}$/.test(name)) throw invalid('name may use letters, digits, dots, dashes and underscores.');
  if (db().tables.drivers.some((d) => d.account?.name === name)) throw conflict('This login name is taken.', 'duplicate_login');
  driver.account = { name };
  driver.password = password;
  db().touch();
  return ok(toWireDriver(driver), { status: 201 });
});

const changePassword = staffRoute('vendorDeliveryServicesDriverAccountChangePassword', ({ shop, f }) => {
  const driver = findOr404(ownDrivers(shop), readId(f), 'Driver');
  const password = readPassword(f);
  if (!driver.account) throw conflict(`${driver.name} has no account yet.`, 'no_account');
  driver.password = password;
  db().touch();
  return ok(toWireDriver(driver));
});

/**
 * Free drivers, nearest first when a point (lat, lng) is given. `all=true` (the dashboard's
 * drivers page; nothing else lists the fleet) answers every driver of the shop, each with
 * `busy` (a delivery in progress).
 */
const availableDrivers = staffRoute('vendorDeliveryServicesDriverAvailableDrivers', ({ shop, f }) => {
  const lat = optionalNumber(f, 'lat', -90, 90);
  const lng = optionalNumber(f, 'lng', -180, 180);
  const all = optionalBoolean(f, 'all') === true;
  const rows = (all ? ownDrivers(shop) : freeDrivers(shop)).map((d) => ({
    ...toWireDriver(d),
    ...(all ? { busy: isBusy(d) } : {}),
    ...(lat !== undefined && lng !== undefined
      ? { distanceKm: Math.round(distanceKm([lat, lng], [d.latitude, d.longitude]) * 10) / 10 }
      : {}),
  }));
  if (lat !== undefined && lng !== undefined) rows.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
  return ok(rows);
});

export const fleetHandlers = [
  ccs,
  carriers,
  manage,
  driverAdd,
  driverUpdate,
  driverDelete,
  driverAccount,
  changePassword,
  availableDrivers,
];

export const fleetEmpty = [
  staffRoute('ccShopCcs', () => ok([])),
  staffRoute('ccCarriers', () => ok([])),
  staffRoute('vendorDeliveryServicesDriverAvailableDrivers', () => ok([])),
];
