/**
 * The older CRM screen (vendor spec §3 "CRM customer", §7 "CRM v1"): customers with a
 * phone, name, notes and delivery addresses, under /crm/shops/{shop}/customers. The
 * `{shop}` of the path must be the staff member's shop (404 otherwise).
 */
import type { CrmCustomer, CrmCustomerAddress, EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  optionalText,
  readObjectList,
  readPhone,
  readText,
  removeRow,
  staffRoute,
  type Fields,
} from './support/index.ts';

const names = [
  'crmShopsCustomersList',
  'crmShopsCustomersCreate',
  'crmShopsCustomersGet',
  'crmShopsCustomersUpdate',
  'crmShopsCustomersDelete',
  'crmShopsCustomersAddressesCreate',
  'crmShopsCustomersAddressesUpdate',
  'crmShopsCustomersAddressesDelete',
] as const satisfies readonly EndpointName[];

const MAX_ADDRESSES = 10;

function ownCustomers(shop: string): CrmCustomer[] {
  return db().tables.crmCustomers.filter((c) => c.shop === shop);
}

function customerOf(shop: string, params: Record<string, string>): CrmCustomer {
  return findOr404(ownCustomers(shop), params.customer ?? '', 'Customer');
}

function uniquePhone(shop: string, phone: string, except?: CrmCustomer): void {
  if (ownCustomers(shop).some((c) => c !== except && c.phone === phone))
    throw conflict('A customer with this phone already exists.', 'duplicate_phone');
}

function readAddress(f: Fields, id: string): CrmCustomerAddress {
  return {
    id,
    city: readText(f, 'city', 60),
    area_name: readText(f, 'area_name', 100),
    building: readText(f, 'building', 150),
    flat: optionalText(f, 'flat', 30) ?? '',
    notes: optionalText(f, 'notes', 500) ?? '',
  };
}

const list = staffRoute('crmShopsCustomersList', ({ shop, f }) => {
  const search = read.string(f, 'search', { required: false, max: 100 }).trim().toLowerCase();
  const rows = ownCustomers(shop)
    .filter((c) => !search || c.fullName.toLowerCase().includes(search) || c.phone.includes(search))
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  return ok(rows);
});

const create = staffRoute('crmShopsCustomersCreate', ({ shop, f }) => {
  const phone = readPhone(f, 'phone');
  uniquePhone(shop, phone);
  const rawAddresses = readObjectList(f, 'addresses', { required: false, max: MAX_ADDRESSES });
  const customer: CrmCustomer = {
    id: db().nextId('crm'),
    shop,
    phone,
    fullName: readText(f, 'fullName', 120),
    notes: optionalText(f, 'notes', 2000) ?? '',
    addresses: rawAddresses.map((raw) => readAddress(raw, db().nextId('caddr'))),
  };
  db().tables.crmCustomers.push(customer);
  db().touch();
  return ok(customer, { status: 201 });
});

const get = staffRoute('crmShopsCustomersGet', ({ ctx, shop }) => ok(customerOf(shop, ctx.params)));

const update = staffRoute('crmShopsCustomersUpdate', ({ ctx, shop, f }) => {
  const customer = customerOf(shop, ctx.params);
  const phone = f.phone === undefined ? undefined : readPhone(f, 'phone');
  if (phone) uniquePhone(shop, phone, customer);
  const fullName = optionalText(f, 'fullName', 120);
  const notes = optionalText(f, 'notes', 2000);
  if (phone) customer.phone = phone;
  if (fullName) customer.fullName = fullName;
  if (notes !== undefined) customer.notes = notes;
  db().touch();
  return ok(customer);
});

const remove = staffRoute('crmShopsCustomersDelete', ({ ctx, shop }) => {
  const customer = customerOf(shop, ctx.params);
  removeRow(db().tables.crmCustomers, customer);
  db().touch();
  return ok({ id: customer.id });
});

const addressCreate = staffRoute('crmShopsCustomersAddressesCreate', ({ ctx, shop, f }) => {
  const customer = customerOf(shop, ctx.params);
  if (customer.addresses.length >= MAX_ADDRESSES)
    throw conflict(`A customer has at most ${MAX_ADDRESSES} addresses.`, 'too_many_addresses');
  const address = readAddress(f, db().nextId('caddr'));
  customer.addresses.push(address);
  db().touch();
  return ok(address, { status: 201 });
});

const addressUpdate = staffRoute('crmShopsCustomersAddressesUpdate', ({ ctx, shop, f }) => {
  const customer = customerOf(shop, ctx.params);
  const address = findOr404(customer.addresses, ctx.params.address ?? '', 'Address');
  // A partial update: fields not sent keep their value.
  const updated = readAddress({ ...address, ...f }, address.id);
  Object.assign(address, updated);
  db().touch();
  return ok(address);
});

const addressDelete = staffRoute('crmShopsCustomersAddressesDelete', ({ ctx, shop }) => {
  const customer = customerOf(shop, ctx.params);
  const address = findOr404(customer.addresses, ctx.params.address ?? '', 'Address');
  removeRow(customer.addresses, address);
  db().touch();
  return ok({ id: address.id });
});

export const crmV1Scenarios = domainScenarios({
  names,
  handlers: [list, create, get, update, remove, addressCreate, addressUpdate, addressDelete],
  empty: [staffRoute('crmShopsCustomersList', () => ok([]))],
});
