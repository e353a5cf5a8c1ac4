/**
 * Saved addresses of the signed-in customer (customer spec §3 "Address", §4 "Address").
 * The spec's creation payload is 11 POSITIONAL fields; this project sends them as
 * `{ "fields": [...] }` in core's ADDRESS_FIELD_ORDER, the same the API client uses.
 *
 * Answers: list, primary, destroy -> {addresses}; store -> {address}.
 */
import { ADDRESS_FIELD_ORDER, TEXT_LIMITS, textLength, type Address, type AddressFieldName, type AddressType } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { CustomerTables } from '../../db/tables.customer.ts';
import { fail, ok, read, route } from '../../http.ts';
import { requireUser } from '../../session.ts';
import { findArea } from './geo.ts';
import { toWireAddress } from './records.ts';
import { buildScenarios } from './scenarios.ts';
import { invalid, notFound, queryFields, readId } from './support.ts';

// The field order is core's (docs/decisions/0011), shared with the API client.
export { ADDRESS_FIELD_ORDER, type AddressFieldName } from '@dukkan/core';

const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other'];
const MAX_ADDRESSES = 20;

type AddressRow = CustomerTables['addresses'][number];

/** Text limits per field; `required` fields may not be blank. */
const TEXT_RULES: Record<Exclude<AddressFieldName, 'lat' | 'lng' | 'type'>, { max: number; required: boolean }> = {
  title: { max: TEXT_LIMITS.address.title, required: true },
  person_name: { max: TEXT_LIMITS.address.person_name, required: true },
  building_name: { max: TEXT_LIMITS.address.building_name, required: true },
  floor: { max: TEXT_LIMITS.address.floor, required: false },
  flat: { max: TEXT_LIMITS.address.flat, required: false },
  notes: { max: TEXT_LIMITS.address.notes, required: false },
  phone: { max: 12, required: true },
  countryCode: { max: 4, required: true },
};

function fieldError(index: number, message: string): never {
  throw invalid(`fields[${index}] (${ADDRESS_FIELD_ORDER[index]}) ${message}`, 'invalid_address');
}

function coordinate(value: unknown, index: number, limit: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || Math.abs(n) > limit)
    fieldError(index, `must be a number between -${limit} and ${limit}.`);
  return n;
}

/** Validates the positional payload and returns the address fields (without id, owner and area). */
export function parseAddressFields(raw: unknown[]): Omit<Address, 'id' | 'primary' | 'area'> {
  if (raw.length !== ADDRESS_FIELD_ORDER.length) {
    throw invalid(`fields must hold ${ADDRESS_FIELD_ORDER.length} values: ${ADDRESS_FIELD_ORDER.join(', ')}.`, 'invalid_address');
  }
  const text = (index: number): string => {
    const name = ADDRESS_FIELD_ORDER[index] as keyof typeof TEXT_RULES;
    const rule = TEXT_RULES[name];
    const value = raw[index] ?? '';
    if (typeof value !== 'string' && typeof value !== 'number') fieldError(index, 'must be text.');
    const trimmed = String(value).trim();
    if (rule.required && !trimmed) fieldError(index, 'is required.');
    // Characters as the app's form counts them: code points (decision 0083).
    if (textLength(trimmed) > rule.max) fieldError(index, `must be at most ${rule.max} characters.`);
    return trimmed;
  };
  const phone = text(8);
  if (!/^\d{7,12}$/.test(phone)) fieldError(8, 'must be 7 to 12 digits.');
  const countryCode = text(9).replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(countryCode)) fieldError(9, 'must be 1 to 4 digits.');
  const type = raw[10];
  if (!ADDRESS_TYPES.includes(type as AddressType)) fieldError(10, `must be one of ${ADDRESS_TYPES.join(', ')}.`);
  return {
    latlng: [coordinate(raw[0], 0, 90), coordinate(raw[1], 1, 180)],
    title: text(2),
    person_name: text(3),
    building_name: text(4),
    floor: text(5),
    flat: text(6),
    notes: text(7),
    phone: phone.replace(/^0+/, ''),
    countryCode,
    type: type as AddressType,
  };
}

function ownAddresses(userId: string): AddressRow[] {
  return db().tables.addresses.filter((a) => a.user === userId);
}

function listOf(userId: string): { addresses: Address[] } {
  return { addresses: ownAddresses(userId).map(toWireAddress) };
}

function findOwn(userId: string, id: string): AddressRow {
  const row = ownAddresses(userId).find((a) => a.id === id);
  if (!row) throw notFound('Address not found');
  return row;
}

const handlers = [
  route('accountAddressList', ({ request }) => ok(listOf(requireUser(request).id))),

  route('accountAddressPrimary', ({ request, body }) => {
    const user = requireUser(request);
    const chosen = findOwn(user.id, readId(body));
    for (const row of ownAddresses(user.id)) row.primary = row === chosen;
    db().touch();
    return ok(listOf(user.id));
  }),

  // DELETE bodies are dropped by some proxies, so the id may also come in the query.
  route('accountAddressDestroy', ({ request, body, query }) => {
    const user = requireUser(request);
    const row = findOwn(user.id, readId({ ...queryFields(query), ...body }));
    const { tables, touch } = db();
    tables.addresses.splice(tables.addresses.indexOf(row), 1);
    const rest = ownAddresses(user.id);
    const first = rest[0];
    if (row.primary && first) first.primary = true;
    touch();
    return ok(listOf(user.id));
  }),

  route('accountAddressStore', ({ request, body }) => {
    const user = requireUser(request);
    const fields = parseAddressFields(read.array(body, 'fields'));
    const { tables, nextId, touch } = db();
    const existing = ownAddresses(user.id);
    if (existing.length >= MAX_ADDRESSES) throw invalid(`You can save up to ${MAX_ADDRESSES} addresses.`, 'too_many_addresses');
    const area = findArea(tables.areas, fields.latlng);
    const row: AddressRow = {
      id: nextId('addr'),
      user: user.id,
      primary: existing.length === 0,
      ...fields,
      ...(area ? { area: area.id } : {}),
    };
    tables.addresses.push(row);
    touch();
    return ok({ address: toWireAddress(row) }, { status: 201 });
  }),
];

export const addressScenarios = buildScenarios({
  domain: 'address',
  handlers,
  empty: [route('accountAddressList', () => ok({ addresses: [] }))],
  cases: {
    areaNotFound: [route('areaFind', () => fail(404, 'Area not found', 'area_not_found'))],
  },
});
