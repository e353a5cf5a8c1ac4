/**
 * The shop's customers (vendor spec §3 "Customer", §7 "Customer"): the filtered, paged
 * list, the values its filters offer, and adding, updating and deleting a customer.
 * Details (orders, addresses, notes) are in customers.details.ts.
 */
import { foldForSearch, type Customer, type EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { distanceKm } from '../customer/geo.ts';
import { customerDetailsHandlers, customerDetailsEmpty, customerDetailsNames } from './customers.details.ts';
import { ownCustomer, ownCustomers } from './customers.store.ts';
import { ownShopRecord } from './shop.ts';
import {
  conflict,
  domainScenarios,
  emptyPage,
  invalid,
  notFound,
  optionalEnum,
  optionalId,
  optionalNumber,
  optionalText,
  optionalUpload,
  paginate,
  readCountryCode,
  readDay,
  readEmail,
  readId,
  readIdList,
  readPhone,
  readText,
  removeRow,
  removeWhere,
  staffRoute,
  uploadUrl,
  type Fields,
} from './support/index.ts';

const names = [
  'customerList',
  'customerFiltersValues',
  'customerAdd',
  'customerUpdate',
  'customerDelete',
  ...customerDetailsNames,
] as const satisfies readonly EndpointName[];

const SOURCES = ['website', 'pos', 'import', 'manual'] as const;

/** Fields of a customer the add and update calls share; only sent fields are returned. */
function customerFields(shop: string, f: Fields, current?: Customer): Partial<Customer> {
  const fields: Partial<Customer> = {};
  if (f.countryCode !== undefined || !current) fields.countryCode = readCountryCode(f);
  if (f.phone !== undefined || !current) fields.phone = readPhone(f, 'phone', fields.countryCode ?? current?.countryCode);
  const fullName = current ? optionalText(f, 'fullName', 120) : readText(f, 'fullName', 120);
  if (fullName) fields.fullName = fullName;
  if (f.email) fields.email = readEmail(f, 'email');
  const gender = optionalEnum(f, 'gender', ['male', 'female'] as const);
  if (gender) fields.gender = gender;
  if (f.birthDate) fields.birthDate = readDay(f, 'birthDate');
  const source = optionalEnum(f, 'source', SOURCES);
  if (source) fields.source = source;
  if (f.tags !== undefined) fields.tags = [...new Set(readIdList(f, 'tags', { max: 20 }).map((t) => t.trim().toLowerCase()))];
  if (f.labels !== undefined) {
    const labels = readIdList(f, 'labels', { max: 20 });
    const known = new Set(
      db()
        .tables.customerLabels.filter((l) => l.shop === shop)
        .map((l) => l.id),
    );
    if (!labels.every((l) => known.has(l))) throw notFound('Label');
    fields.labels = labels;
  }
  const area = optionalId(f, 'area');
  if (area) {
    if (!db().tables.areas.some((a) => a.id === area)) throw notFound('Area');
    fields.area = area;
  }
  const groupId = optionalId(f, 'groupId');
  const stageId = optionalId(f, 'stageId');
  if (groupId || stageId) {
    // A stage alone names its group; a group alone puts the customer in its first stage.
    const groups = db().tables.crmGroups.filter((g) => g.shop === shop);
    const group = groupId ? groups.find((g) => g.id === groupId) : groups.find((g) => g.stages.some((s) => s.id === stageId));
    if (!group) throw notFound(groupId ? 'Group' : 'Stage');
    if (stageId && !group.stages.some((s) => s.id === stageId)) throw invalid('The stage is not in that group.', 'stage_not_in_group');
    fields.groupId = group.id;
    fields.stageId = stageId ?? group.stages[0]?.id;
  }
  if (
    fields.phone &&
    ownCustomers(shop).some(
      (c) => c !== current && c.phone === fields.phone && c.countryCode === (fields.countryCode ?? current?.countryCode),
    )
  ) {
    throw conflict('A customer with this phone already exists.', 'duplicate_phone');
  }
  return fields;
}

const list = staffRoute('customerList', ({ shop, f }) => {
  const groupId = optionalId(f, 'groupId');
  const stageId = optionalId(f, 'stageId');
  const source = optionalEnum(f, 'source', SOURCES);
  const tag = optionalText(f, 'tag', 60)?.toLowerCase();
  const label = optionalId(f, 'label');
  const area = optionalId(f, 'area');
  // `attribute` (with `attributeValue`, decision 0075): customers with that value; without a value, with any value.
  const attribute = optionalId(f, 'attribute');
  const attributeValue = optionalText(f, 'attributeValue', 500)?.toLowerCase();
  if (attribute && !db().tables.crmAttributes.some((a) => a.shop === shop && a.id === attribute)) throw notFound('Attribute');
  // Names match folded (decision 0057): "احمد" finds "أحمد", "فاطمه" finds "فاطمة", case aside.
  const name = foldForSearch(optionalText(f, 'name', 120) ?? '');
  // Arabic-Indic digits are digits too: dropped as non-digits, "٠٥٠" would have matched everyone.
  const phone = foldForSearch(read.string(f, 'phone', { required: false, max: 20 })).replace(/\D/g, '');
  const distance = optionalNumber(f, 'distance', 0, 500);
  const origin = distance === undefined ? undefined : ownShopRecord(shop).latlng;
  const centres = new Map(db().tables.areas.map((a) => [a.id, a.polygonCenter]));
  const rows = ownCustomers(shop)
    .filter((c) => (!groupId || c.groupId === groupId) && (!stageId || c.stageId === stageId))
    .filter((c) => (!source || c.source === source) && (!tag || c.tags.includes(tag)) && (!label || c.labels.includes(label)))
    .filter((c) => {
      const value = attribute ? c.attributes[attribute] : undefined;
      return !attribute || (value !== undefined && (!attributeValue || value.toLowerCase() === attributeValue));
    })
    .filter((c) => (!area || c.area === area) && (!name || foldForSearch(c.fullName).includes(name)) && (!phone || c.phone.includes(phone)))
    // `distance`: customers whose area centre lies within that many km of the shop.
    .filter((c) => {
      if (distance === undefined) return true;
      const centre = c.area ? centres.get(c.area) : undefined;
      return Boolean(origin && centre && distanceKm(origin, centre) <= distance);
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const page = paginate(rows, f, { limitKey: 'size' });
  // The CRM board's cards show the last order (issue #13 item 3): one pass over the orders.
  const last = lastOrderTimes(shop);
  return ok({ ...page, items: page.items.map((c) => ({ ...c, lastOrderAt: last.get(`+${c.countryCode}${c.phone}`) ?? null })) });
});

/** The newest order time per customer phone (`+<country><number>`, as orders store it); cancelled ones do not count. */
function lastOrderTimes(shop: string): Map<string, string> {
  const last = new Map<string, string>();
  for (const order of db().tables.orders) {
    if (order.shop !== shop || order.status === 'cancelled' || !order.customerPhone) continue;
    const seen = last.get(order.customerPhone);
    if (!seen || order.createdAt > seen) last.set(order.customerPhone, order.createdAt);
  }
  return last;
}

function counted<T extends string>(values: readonly T[]): { value: T; count: number }[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

const filterValues = staffRoute('customerFiltersValues', ({ shop }) => {
  const customers = ownCustomers(shop);
  const { areas, crmGroups, customerLabels } = db().tables;
  const count = (test: (c: Customer) => boolean) => customers.filter(test).length;
  return ok({
    sources: counted(customers.map((c) => c.source)),
    tags: counted(customers.flatMap((c) => c.tags)),
    areas: areas.map(({ id, name, name_ar }) => ({ id, name, name_ar, count: count((c) => c.area === id) })).filter((a) => a.count > 0),
    groups: crmGroups
      .filter((g) => g.shop === shop)
      .map((g) => ({
        id: g.id,
        name: g.name,
        name_ar: g.name_ar,
        count: count((c) => c.groupId === g.id),
        stages: g.stages.map((s) => ({ id: s.id, name: s.name, name_ar: s.name_ar, count: count((c) => c.stageId === s.id) })),
      })),
    labels: customerLabels.filter((l) => l.shop === shop).map((l) => ({ ...l, count: count((c) => c.labels.includes(l.id)) })),
  });
});

const add = staffRoute('customerAdd', ({ ctx, shop, f }) => {
  const file = optionalUpload(ctx, 'image');
  const fields = customerFields(shop, f);
  const note = optionalText(f, 'notes', 2000);
  const now = new Date().toISOString();
  const customer: Customer = {
    id: db().nextId('cus'),
    shop,
    phone: '',
    countryCode: '971',
    fullName: '',
    notes: [],
    source: 'manual',
    tags: [],
    labels: [],
    attributes: {},
    createdAt: now,
    ...fields,
    ...(note ? { notes: [{ id: db().nextId('note'), text: note, createdAt: now }] } : {}),
    ...(file ? { image: uploadUrl(shop, file) } : {}),
  };
  db().tables.customers.push(customer);
  db().touch();
  return ok(customer, { status: 201 });
});

const update = staffRoute('customerUpdate', ({ ctx, shop, f }) => {
  const customer = ownCustomer(shop, readId(f));
  const file = optionalUpload(ctx, 'image');
  Object.assign(customer, customerFields(shop, f, customer), file ? { image: uploadUrl(shop, file) } : {});
  db().touch();
  return ok(customer);
});

const remove = staffRoute('customerDelete', ({ shop, f }) => {
  const customer = ownCustomer(shop, readId(f));
  const { tables, touch } = db();
  removeRow(tables.customers, customer);
  // Their reminders and saved addresses go with them.
  removeWhere(tables.crmReminders, (r) => r.customer === customer.id);
  removeWhere(tables.addresses, (a) => a.user === customer.id);
  touch();
  return ok({ id: customer.id });
});

export const customersScenarios = domainScenarios({
  names,
  handlers: [list, filterValues, add, update, remove, ...customerDetailsHandlers],
  empty: [
    staffRoute('customerList', ({ f }) => ok(emptyPage(f, 'size'))),
    staffRoute('customerFiltersValues', () => ok({ sources: [], tags: [], areas: [], groups: [], labels: [] })),
    ...customerDetailsEmpty,
  ],
});
