/**
 * Add-on groups of a shop product (vendor spec §3 "Addon group"): sizes that override the
 * price, extras that add to it, required or optional, with a maximum choice. Placed
 * orders keep their own copies (customer/pricing.ts `orderLine`), so edits never rewrite
 * history.
 */
import { MONEY_LIMITS, type AddonGroup, type AddonOption, type EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import { ok, read } from '../../http.ts';
import { ownShopProduct } from './products.store.ts';
import {
  conflict,
  findOr404,
  invalid,
  optionalBoolean,
  optionalEnum,
  optionalId,
  optionalInt,
  optionalText,
  readAed,
  readEnum,
  readId,
  readIdList,
  readObjectList,
  readText,
  removeRow,
  staffRoute,
  withoutShop,
  type Fields,
} from './support/index.ts';

export const addonNames = [
  'groceryShopAddonsDelete',
  'groceryShopAddonsEditPrices',
  'groceryShopAddonsAdd',
  'groceryShopAddonsUpdate',
  'groceryShopAddonsReorder',
] as const satisfies readonly EndpointName[];

const MAX_GROUPS = 10;
const MAX_OPTIONS = 30;

/** Options as sent; an option that names an existing id keeps it (so chosen ids stay valid). */
function readOptions(f: Fields, existing: readonly AddonOption[]): AddonOption[] {
  const raw = readObjectList(f, 'options', { max: MAX_OPTIONS });
  if (raw.length === 0) throw invalid('options needs at least one option.', 'missing_field');
  return raw.map((option) => {
    const id = optionalId(option, 'id');
    const name_ar = optionalText(option, 'name_ar', 60);
    return {
      id: id && existing.some((o) => o.id === id) ? id : db().nextId('opt'),
      name: readText(option, 'name', 60),
      ...(name_ar ? { name_ar } : {}),
      amount: readAed(option, 'amount', { max: MONEY_LIMITS.maxAmountAed }),
    };
  });
}

function checkMax(group: Pick<AddonGroup, 'max' | 'options' | 'type'>): void {
  if (group.max > group.options.length) throw invalid('max cannot exceed the number of options.');
  // An override replaces the item price: choosing two would leave the price ambiguous.
  if (group.type === 'override' && group.max !== 1) throw invalid('A price-override group allows exactly one choice.');
}

const add = staffRoute('groceryShopAddonsAdd', ({ shop, f }) => {
  const row = ownShopProduct(shop, readId(f, 'product'));
  if (row.addons.length >= MAX_GROUPS) throw conflict(`A product has at most ${MAX_GROUPS} add-on groups.`, 'too_many_addons');
  const type = readEnum(f, 'type', ['override', 'add'] as const);
  const title_ar = optionalText(f, 'title_ar', 60);
  const group: AddonGroup = {
    id: db().nextId('addon'),
    title: readText(f, 'title', 60),
    ...(title_ar ? { title_ar } : {}),
    type,
    required: optionalBoolean(f, 'required') ?? false,
    max: optionalInt(f, 'max', 1, MAX_OPTIONS) ?? 1,
    order: row.addons.reduce((max, g) => Math.max(max, g.order), 0) + 1,
    options: readOptions(f, []),
  };
  checkMax(group);
  row.addons.push(group);
  db().touch();
  return ok(withoutShop(row), { status: 201 });
});

const update = staffRoute('groceryShopAddonsUpdate', ({ shop, f }) => {
  const row = ownShopProduct(shop, readId(f, 'product'));
  const group = findOr404(row.addons, readId(f, 'addon'), 'Add-on');
  const changes: Partial<AddonGroup> = {};
  const title = optionalText(f, 'title', 60);
  const title_ar = optionalText(f, 'title_ar', 60);
  if (title) changes.title = title;
  if (title_ar !== undefined) changes.title_ar = title_ar;
  const type = optionalEnum(f, 'type', ['override', 'add'] as const);
  if (type) changes.type = type;
  const required = optionalBoolean(f, 'required');
  if (required !== undefined) changes.required = required;
  const max = optionalInt(f, 'max', 1, MAX_OPTIONS);
  if (max !== undefined) changes.max = max;
  if (f.options !== undefined) changes.options = readOptions(f, group.options);
  checkMax({ ...group, ...changes });
  Object.assign(group, changes);
  db().touch();
  return ok(withoutShop(row));
});

const remove = staffRoute('groceryShopAddonsDelete', ({ shop, f }) => {
  const row = ownShopProduct(shop, readId(f, 'product'));
  const group = findOr404(row.addons, readId(f, 'addon'), 'Add-on');
  removeRow(row.addons, group);
  row.addons
    .sort((a, b) => a.order - b.order)
    .forEach((g, i) => {
      g.order = i + 1;
    });
  db().touch();
  return ok(withoutShop(row));
});

/** Parallel lists: `options[i]` gets `prices[i]`; all validated before any is applied. */
const editPrices = staffRoute('groceryShopAddonsEditPrices', ({ shop, f }) => {
  const row = ownShopProduct(shop, readId(f, 'product'));
  const ids = readIdList(f, 'options', { max: 300 });
  const prices = read.array(f, 'prices');
  if (prices.length !== ids.length) throw invalid('options and prices must have the same length.');
  const all = row.addons.flatMap((g) => g.options);
  const updates = ids.map((id, i) => ({
    option: findOr404(all, id, 'Option'),
    amount: readAed({ price: prices[i] }, 'price', { max: MONEY_LIMITS.maxAmountAed }),
  }));
  for (const { option, amount } of updates) option.amount = amount;
  db().touch();
  return ok(withoutShop(row));
});

/** `orders`: every add-on id of the product, in the new order. */
const reorder = staffRoute('groceryShopAddonsReorder', ({ shop, f }) => {
  const row = ownShopProduct(shop, readId(f, 'product'));
  const ids = readIdList(f, 'orders', { max: MAX_GROUPS });
  const current = row.addons.map((g) => g.id);
  if (ids.length !== current.length || new Set(ids).size !== ids.length || !ids.every((id) => current.includes(id))) {
    throw invalid('orders must list every add-on of the product once.');
  }
  for (const group of row.addons) group.order = ids.indexOf(group.id) + 1;
  row.addons.sort((a, b) => a.order - b.order);
  db().touch();
  return ok(withoutShop(row));
});

export const addonHandlers = [add, update, remove, editPrices, reorder];
