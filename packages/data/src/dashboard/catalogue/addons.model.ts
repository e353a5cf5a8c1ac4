/**
 * A shop product's add-on groups as the dashboard holds them (vendor spec §3 "Addon group":
 * id, product, title, title_ar, type, required, max, order, options, option prices). Option
 * prices are integer fils, read once from the wire's AED decimals (core `toFils`); the groups
 * are kept in their `order`, which is the order the storefront shows them in.
 */
import { isRecord, toFils, toWireAed, type Fils } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';
import { readVendorProduct, type VendorProduct } from './model.ts';

export type AddonGroupType = 'override' | 'add';

export interface VendorAddonOption {
  /** Empty for an option not saved yet. */
  id: string;
  name: string;
  nameAr: string;
  /** An `override` option's amount is the item's price; an `add` option's adds to it. */
  amount: Fils;
}

export interface VendorAddonGroup {
  id: string;
  title: string;
  titleAr: string;
  type: AddonGroupType;
  required: boolean;
  max: number;
  order: number;
  options: VendorAddonOption[];
}

/** What the group form gives back: every field of a group but its id and order. */
export type AddonGroupDraft = Omit<VendorAddonGroup, 'id' | 'order'>;

export interface VendorAddonProduct {
  product: VendorProduct;
  groups: VendorAddonGroup[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string => ((typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : '');

function readOption(raw: unknown): VendorAddonOption | null {
  if (!isRecord(raw) || !id(raw.id)) return null;
  const amount = toFils(raw.amount as number);
  if (amount === null || amount < 0) return null;
  return { id: id(raw.id), name: text(raw.name).trim(), nameAr: text(raw.name_ar).trim(), amount };
}

function readGroup(raw: unknown): VendorAddonGroup | null {
  if (!isRecord(raw) || !id(raw.id)) return null;
  const options = Array.isArray(raw.options) ? raw.options.flatMap((o) => readOption(o) ?? []) : [];
  const max = typeof raw.max === 'number' && Number.isInteger(raw.max) && raw.max > 0 ? raw.max : 1;
  return {
    id: id(raw.id),
    title: text(raw.title).trim(),
    titleAr: text(raw.title_ar).trim(),
    type: raw.type === 'override' ? 'override' : 'add',
    required: raw.required === true,
    max,
    order: typeof raw.order === 'number' ? raw.order : 0,
    options,
  };
}

/** The groups of a shop product, in their order (ties keep the answer's order). */
export function readAddonGroups(raw: unknown): VendorAddonGroup[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .flatMap((g) => readGroup(g) ?? [])
    .map((group, index) => ({ group, index }))
    .sort((a, b) => a.group.order - b.group.order || a.index - b.index)
    .map(({ group }) => group);
}

/** GET /grocery/shop/product (and every addons/* call) answers the shop product with its `addons`. */
export function readVendorAddonProduct(data: unknown): VendorAddonProduct {
  const product = readVendorProduct(data);
  if (!product || !isRecord(data)) throw invalidAnswer();
  return { product, groups: readAddonGroups(data.addons) };
}

/** The group fields of an addons/add or addons/update body, money as AED decimals. */
export function addonGroupFields(draft: AddonGroupDraft): Record<string, unknown> {
  return {
    title: draft.title.trim(),
    title_ar: draft.titleAr.trim(),
    type: draft.type,
    required: draft.required,
    max: draft.max,
    options: draft.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name.trim(),
      ...(option.nameAr.trim() ? { name_ar: option.nameAr.trim() } : {}),
      amount: toWireAed(option.amount),
    })),
  };
}

/**
 * The options whose price alone changed: when nothing else of the group changed, a save is one
 * `edit-prices` call with these (vendor spec §7 "edit-prices (product, options, prices)").
 * Null when anything but prices changed (titles, type, required, max, options added, removed,
 * renamed or moved), which takes an `update` with the whole group.
 */
export function priceOnlyChanges(before: VendorAddonGroup, draft: AddonGroupDraft): { option: string; amount: Fils }[] | null {
  const same =
    before.title === draft.title.trim() &&
    before.titleAr === draft.titleAr.trim() &&
    before.type === draft.type &&
    before.required === draft.required &&
    before.max === draft.max &&
    before.options.length === draft.options.length &&
    before.options.every((o, i) => {
      const next = draft.options[i];
      return next !== undefined && next.id === o.id && next.name.trim() === o.name && next.nameAr.trim() === o.nameAr;
    });
  if (!same) return null;
  return draft.options.flatMap((o, i) => (o.amount !== before.options[i]?.amount ? [{ option: o.id, amount: o.amount }] : []));
}
