/**
 * One customer's details: the profile with order totals, their orders at the shop, saved
 * addresses and notes. Addresses are kept in the shared `addresses` table with the vendor
 * customer's id as owner (`user`); vendor customer ids (`cus-…`) never clash with user ids.
 */
import type { Address, Customer, EndpointName, Order } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { findArea } from '../customer/geo.ts';
import { toWireAddress } from '../customer/records.ts';
import { saleFils } from './orders.ledger.ts';
import { ownCustomer, ownCustomers } from './customers.store.ts';
import {
  conflict,
  notFound,
  optionalEnum,
  optionalId,
  optionalText,
  readCountryCode,
  readId,
  readPhone,
  readText,
  removeRow,
  staffRoute,
  toAed,
  type Fields,
} from './support/index.ts';

export const customerDetailsNames = [
  'customerById',
  'customerByIdList',
  'customerAddressList',
  'customerAddressStore',
  'customerAddress',
  'customerNotesAdd',
  'customerNotesEdit',
  'customerNotesDelete',
] as const satisfies readonly EndpointName[];

const MAX_ADDRESSES = 10;

/** A customer's orders: matched by phone, as the storefront stores `+<country><number>`. */
function ordersOf(shop: string, customer: Customer): Order[] {
  const phone = `+${customer.countryCode}${customer.phone}`;
  return db()
    .tables.orders.filter((o) => o.shop === shop && o.customerPhone === phone)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const byId = staffRoute('customerById', ({ ctx, shop }) => {
  const customer = ownCustomer(shop, ctx.params.id ?? '');
  const orders = ordersOf(shop, customer).filter((o) => o.status !== 'cancelled');
  return ok({
    ...customer,
    orderCount: orders.length,
    totalSpent: toAed(orders.reduce((sum, o) => sum + saleFils(o), 0)),
    lastOrderAt: orders[0]?.createdAt ?? null,
  });
});

const byIdList = staffRoute('customerByIdList', ({ ctx, shop }) => ok(ordersOf(shop, ownCustomer(shop, ctx.params.id ?? ''))));

function ownAddresses(shop: string) {
  const ids = new Set(ownCustomers(shop).map((c) => c.id));
  return db().tables.addresses.filter((a) => ids.has(a.user));
}

const addressList = staffRoute('customerAddressList', ({ shop, f }) => {
  const customer = ownCustomer(shop, readId(f, 'customer'));
  return ok(
    db()
      .tables.addresses.filter((a) => a.user === customer.id)
      .map(toWireAddress),
  );
});

function readAddress(f: Fields, customer: Customer, id: string, primary: boolean): Address {
  const lat = read.number(f, 'lat', { min: 22.5, max: 26.5 });
  const lng = read.number(f, 'lng', { min: 51, max: 56.5 });
  const countryCode = f.countryCode === undefined ? customer.countryCode : readCountryCode(f);
  const area = findArea(db().tables.areas, [lat, lng]);
  return {
    id,
    primary,
    latlng: [lat, lng],
    title: readText(f, 'title', 60),
    person_name: optionalText(f, 'person_name', 120) || customer.fullName,
    building_name: readText(f, 'building_name', 150),
    floor: optionalText(f, 'floor', 20) ?? '',
    flat: optionalText(f, 'flat', 30) ?? '',
    notes: optionalText(f, 'notes', 500) ?? '',
    phone: f.phone === undefined ? customer.phone : readPhone(f, 'phone', countryCode),
    countryCode,
    type: optionalEnum(f, 'type', ['home', 'work', 'other'] as const) ?? 'home',
    ...(area ? { area: area.id } : {}),
  };
}

/** Creates an address, or updates the one whose `id` is sent. */
const addressStore = staffRoute('customerAddressStore', ({ shop, f }) => {
  const customer = ownCustomer(shop, readId(f, 'customer'));
  const { tables, touch, nextId } = db();
  const mine = tables.addresses.filter((a) => a.user === customer.id);
  const id = optionalId(f, 'id');
  const existing = id === undefined ? undefined : mine.find((a) => a.id === id);
  if (id !== undefined && !existing) throw notFound('Address');
  if (!existing && mine.length >= MAX_ADDRESSES) throw conflict(`A customer has at most ${MAX_ADDRESSES} addresses.`, 'too_many_addresses');
  const address = readAddress(f, customer, existing?.id ?? nextId('addr'), existing?.primary ?? mine.length === 0);
  if (existing) Object.assign(existing, address);
  else tables.addresses.push({ ...address, user: customer.id });
  touch();
  return ok(address, { status: existing ? 200 : 201 });
});

const addressDelete = staffRoute('customerAddress', ({ shop, f }) => {
  const id = readId(f);
  const address = ownAddresses(shop).find((a) => a.id === id);
  if (!address) throw notFound('Address');
  const { tables, touch } = db();
  removeRow(tables.addresses, address);
  const next = tables.addresses.find((a) => a.user === address.user);
  if (address.primary && next) next.primary = true;
  touch();
  return ok({ id });
});

function findNote(shop: string, id: string) {
  for (const customer of ownCustomers(shop)) {
    const note = customer.notes.find((n) => n.id === id);
    if (note) return { customer, note };
  }
  throw notFound('Note');
}

const notesAdd = staffRoute('customerNotesAdd', ({ shop, f }) => {
  const customer = ownCustomer(shop, readId(f, 'customer'));
  const text = readText(f, 'text', 2000);
  // A note may start from one of the shop's global note titles ("Allergy: nuts").
  const titleId = optionalId(f, 'globalNote');
  const title = titleId ? db().tables.globalNotes.find((g) => g.shop === shop && g.id === titleId) : undefined;
  if (titleId && !title) throw notFound('Note title');
  const note = { id: db().nextId('note'), text: title ? `${title.title}: ${text}` : text, createdAt: new Date().toISOString() };
  customer.notes.push(note);
  db().touch();
  return ok(note, { status: 201 });
});

const notesEdit = staffRoute('customerNotesEdit', ({ shop, f }) => {
  const { note } = findNote(shop, readId(f));
  note.text = readText(f, 'text', 2000);
  db().touch();
  return ok(note);
});

const notesDelete = staffRoute('customerNotesDelete', ({ shop, f }) => {
  const { customer, note } = findNote(shop, readId(f));
  removeRow(customer.notes, note);
  db().touch();
  return ok({ id: note.id });
});

export const customerDetailsHandlers = [byId, byIdList, addressList, addressStore, addressDelete, notesAdd, notesEdit, notesDelete];

export const customerDetailsEmpty = [staffRoute('customerByIdList', () => ok([])), staffRoute('customerAddressList', () => ok([]))];
