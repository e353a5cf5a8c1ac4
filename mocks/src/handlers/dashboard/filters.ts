/**
 * Product filters (vendor spec §3 "Filter"): platform-wide rules (organic, on offer …) a
 * shop links to itself and to its products. A shop edits or deletes only filters linked
 * to it, and sees no other shop's ids in a filter's links.
 */
import type { EndpointName, Filter } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { visibleProductId, visibleProductIds } from './products.store.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  invalid,
  optionalBoolean,
  optionalInt,
  optionalText,
  optionalUpload,
  readId,
  readInt,
  readObjectList,
  readText,
  removeRow,
  staffRoute,
  uploadUrl,
  type Fields,
} from './support/index.ts';

const names = [
  'filterList',
  'filterStore',
  'filterUpdate',
  'filterDelete',
  'filterLinkShop',
  'filterLinkProduct',
  'filtersLinkProduct',
] as const satisfies readonly EndpointName[];

function toWire(shop: string, filter: Filter) {
  const visible = visibleProductIds(shop);
  return {
    ...filter,
    linked: filter.shops.includes(shop),
    shops: filter.shops.filter((s) => s === shop),
    products: filter.products.filter((p) => visible.has(p)),
  };
}

function linkedFilter(shop: string, id: string): Filter {
  return findOr404(
    db().tables.filters.filter((x) => x.shops.includes(shop)),
    id,
    'Filter',
  );
}

function readRule(f: Fields): string {
  const rule = readText(f, 'rule', 120);
  // Rules are `kind:value` (tag:organic, price:lt:20), matched by the catalogue service.
  if (!/^[a-z_]+:[\w:.-]+$/i.test(rule)) throw invalid('rule must look like kind:value, e.g. tag:organic.');
  return rule;
}

function setLink(list: string[], id: string, link: boolean): string[] {
  const without = list.filter((x) => x !== id);
  return link ? [...without, id] : without;
}

const list = staffRoute('filterList', ({ shop }) =>
  ok([...db().tables.filters].sort((a, b) => a.level - b.level || a.priority - b.priority).map((x) => toWire(shop, x))),
);

const store = staffRoute('filterStore', ({ ctx, shop, f }) => {
  const file = optionalUpload(ctx, 'image');
  const filter: Filter = {
    id: db().nextId('filter'),
    name: readText(f, 'name', 60),
    rule: readRule(f),
    level: readInt(f, 'level', 1, 3),
    priority: optionalInt(f, 'priority', 0, 1000) ?? 100,
    enabled: optionalBoolean(f, 'enabled') ?? true,
    shops: [shop],
    products: [],
  };
  const name_ar = optionalText(f, 'name_ar', 60);
  if (name_ar) filter.name_ar = name_ar;
  if (file) filter.image = uploadUrl(shop, file);
  db().tables.filters.push(filter);
  db().touch();
  return ok(toWire(shop, filter), { status: 201 });
});

const update = staffRoute('filterUpdate', ({ ctx, shop, f }) => {
  const filter = linkedFilter(shop, readId(f));
  const file = optionalUpload(ctx, 'image');
  const changes: Partial<Filter> = {};
  const name = optionalText(f, 'name', 60);
  const name_ar = optionalText(f, 'name_ar', 60);
  if (name) changes.name = name;
  if (name_ar !== undefined) changes.name_ar = name_ar;
  if (f.rule !== undefined) changes.rule = readRule(f);
  if (f.level !== undefined) changes.level = readInt(f, 'level', 1, 3);
  const priority = optionalInt(f, 'priority', 0, 1000);
  if (priority !== undefined) changes.priority = priority;
  const enabled = optionalBoolean(f, 'enabled');
  if (enabled !== undefined) changes.enabled = enabled;
  if (file) changes.image = uploadUrl(shop, file);
  Object.assign(filter, changes);
  db().touch();
  return ok(toWire(shop, filter));
});

const remove = staffRoute('filterDelete', ({ shop, f }) => {
  const filter = linkedFilter(shop, readId(f));
  if (filter.shops.some((s) => s !== shop)) throw conflict('Other shops use this filter: unlink it instead.', 'filter_shared');
  removeRow(db().tables.filters, filter);
  db().touch();
  return ok({ id: filter.id });
});

const linkShop = staffRoute('filterLinkShop', ({ shop, f }) => {
  const filter = findOr404(db().tables.filters, readId(f, 'filter'), 'Filter');
  const link = read.boolean(f, 'link', true);
  filter.shops = setLink(filter.shops, shop, link);
  // Unlinking the shop also unlinks its products from the filter.
  if (!link) {
    const own = visibleProductIds(shop);
    filter.products = filter.products.filter((p) => !own.has(p));
  }
  db().touch();
  return ok(toWire(shop, filter));
});

const linkProduct = staffRoute('filterLinkProduct', ({ shop, f }) => {
  const product = visibleProductId(shop, readId(f, 'product'));
  const filter = linkedFilter(shop, readId(f, 'filter'));
  filter.products = setLink(filter.products, product, read.boolean(f, 'link', true));
  db().touch();
  return ok(toWire(shop, filter));
});

/** Several filters of one product at once: validated together, then applied. */
const linkProductMany = staffRoute('filtersLinkProduct', ({ shop, f }) => {
  const product = visibleProductId(shop, readId(f, 'product'));
  const links = readObjectList(f, 'filterLinks', { max: 100 }).map((raw) => ({
    filter: linkedFilter(shop, readId(raw, 'filter')),
    link: read.boolean(raw, 'link', true),
  }));
  for (const { filter, link } of links) filter.products = setLink(filter.products, product, link);
  db().touch();
  return ok(
    db()
      .tables.filters.filter((x) => x.shops.includes(shop) && x.products.includes(product))
      .map((x) => toWire(shop, x)),
  );
});

export const filtersScenarios = domainScenarios({
  names,
  handlers: [list, store, update, remove, linkShop, linkProduct, linkProductMany],
  empty: [staffRoute('filterList', () => ok([]))],
});
