/**
 * The customers list (issue #13 item 1, decision 0057; vendor spec §7 Customer: GET /customer/list
 * with shop, groupId, page, size, source, tag, distance, area, name, phone; GET filters/values).
 * Keys, the query the list sends, and readers of both answers. A row the list cannot show (no id,
 * no name) is dropped, never a crash in a screen.
 */
import { foldForSearch, isRecord } from '@dukkan/core';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer } from '../../swr/select.ts';

/** Customers per page of the list (decision 0057): the server caps `size` at 100. */
export const CUSTOMERS_PAGE_SIZE = 50;

export const CUSTOMER_SOURCES = ['website', 'pos', 'import', 'manual'] as const;
export type CustomerSource = (typeof CUSTOMER_SOURCES)[number];

/** The distances (km from the shop) the list offers as a filter. */
export const CUSTOMER_DISTANCES = [2, 5, 10, 20, 50] as const;

export interface CustomerListFilters {
  group?: string;
  source?: CustomerSource;
  tag?: string;
  label?: string;
  area?: string;
  /** km from the shop. */
  distance?: number;
  /** A CRM attribute (decision 0075): the customers with a value of it… */
  attribute?: string;
  /** …or with this value (one option of a choice). */
  attributeValue?: string;
}

export interface CustomerListQuery extends CustomerListFilters {
  /** What was typed in the search box: a name (either script) or a phone (any digits). */
  search: string;
  /** 1-based. */
  page: number;
  size: number;
}

export interface CustomerRow {
  id: string;
  fullName: string;
  /** The national number, digits only. */
  phone: string;
  countryCode: string;
  email?: string;
  gender?: 'male' | 'female';
  birthDate?: string;
  image?: string;
  source: CustomerSource;
  tags: string[];
  labels: string[];
  groupId?: string;
  stageId?: string;
  area?: string;
  createdAt: string;
  lastOrderAt?: string;
}

export interface CustomersPage {
  rows: CustomerRow[];
  total: number;
}

export interface FilterCount {
  value: string;
  count: number;
}

export interface NamedCount {
  id: string;
  name: string;
  name_ar?: string;
  count: number;
}

export interface LabelCount extends NamedCount {
  color: string;
}

export interface CustomerFilterValues {
  sources: FilterCount[];
  tags: FilterCount[];
  areas: NamedCount[];
  groups: NamedCount[];
  labels: LabelCount[];
}

const UAE = '971';

/** Arabic-Indic and Persian digits as 0-9 (core's search folding); everything else as typed. */
export function latinDigits(typed: string): string {
  return typed.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => foldForSearch(digit));
}

/**
 * A phone search as the server stores numbers: Latin digits only, without the UAE country code
 * or the trunk 0, so "٠٥٠ ١٢٣" and "+971 50 123" both find 50123….
 */
export function phoneSearchDigits(typed: string): string {
  const latin = latinDigits(typed).trim();
  let digits = latin.replace(/\D/g, '');
  if (latin.startsWith('+') && digits.startsWith(UAE)) digits = digits.slice(UAE.length);
  else if (digits.startsWith(`00${UAE}`)) digits = digits.slice(2 + UAE.length);
  return digits.replace(/^0+/, '');
}

/** Digits, spaces, +, -, ( and ) only, with at least three digits: a phone number, not a name. */
export function isPhoneSearch(typed: string): boolean {
  const latin = latinDigits(typed);
  return /^[\d\s+\-()]+$/.test(latin) && latin.replace(/\D/g, '').length >= 3;
}

/** The query parameters of GET /customer/list; empty filters are left out. */
export function customerListParams(shop: string, query: CustomerListQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { shop, page: Math.max(1, Math.floor(query.page) || 1), size: query.size };
  const search = query.search.trim().replace(/\s+/g, ' ');
  if (search) {
    if (isPhoneSearch(search)) {
      const digits = phoneSearchDigits(search);
      if (digits) params.phone = digits;
    } else params.name = search;
  }
  if (query.group) params.groupId = query.group;
  if (query.source) params.source = query.source;
  if (query.tag) params.tag = query.tag;
  if (query.label) params.label = query.label;
  if (query.area) params.area = query.area;
  if (query.distance !== undefined) params.distance = query.distance;
  if (query.attribute) {
    params.attribute = query.attribute;
    if (query.attributeValue) params.attributeValue = query.attributeValue;
  }
  return params;
}

export const customerKeys = {
  /** GET /customer/list: one page of the shop's customers that match. */
  list: (shop: string, query: CustomerListQuery) => apiKey('customerList', { query: customerListParams(shop, query) }),
  /** GET /customer/filters/values: what each filter offers, with counts. */
  filters: (shop: string) => apiKey('customerFiltersValues', { query: { shop } }),
  /** GET /customer/{id}: the profile with order totals. */
  customer: (shop: string, id: string) => apiKey('customerById', { params: { id }, query: { shop } }),
  /** GET /customer/{id}/list: the customer's orders at the shop. */
  orders: (shop: string, id: string) => apiKey('customerByIdList', { params: { id }, query: { shop } }),
  /** GET /customer/address/list: the customer's saved addresses. */
  addresses: (shop: string, id: string) => apiKey('customerAddressList', { query: { shop, customer: id } }),
};

/** Whether an SWR key is one of the shop's list pages (to refresh them all after a change). */
export function isCustomerListKey(key: unknown, shop: string): boolean {
  if (!Array.isArray(key) || key[0] !== 'customerList') return false;
  const args: unknown = key[1];
  return isRecord(args) && isRecord(args.query) && args.query.shop === shop;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap((v) => id(v) ?? []) : []);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
const isSource = (value: unknown): value is CustomerSource => CUSTOMER_SOURCES.includes(value as CustomerSource);

export function readCustomerRow(row: unknown): CustomerRow | null {
  if (!isRecord(row)) return null;
  const customerId = id(row.id);
  const fullName = text(row.fullName) || text(row.name);
  if (!customerId || !fullName) return null;
  const last = text(row.lastOrderAt);
  const optional = (key: string) => (text(row[key]) ? { [key]: text(row[key]) } : {});
  return {
    id: customerId,
    fullName,
    phone: text(row.phone),
    countryCode: text(row.countryCode) || UAE,
    ...optional('email'),
    ...(row.gender === 'male' || row.gender === 'female' ? { gender: row.gender } : {}),
    ...optional('birthDate'),
    ...optional('image'),
    source: isSource(row.source) ? row.source : 'manual',
    tags: (Array.isArray(row.tags) ? row.tags : []).flatMap((t) => (typeof t === 'string' && t ? [t] : [])),
    labels: ids(row.labels),
    ...optional('groupId'),
    ...optional('stageId'),
    ...optional('area'),
    createdAt: text(row.createdAt),
    ...(last && !Number.isNaN(Date.parse(last)) ? { lastOrderAt: last } : {}),
  };
}

/** One page of GET /customer/list: `{items, page, limit, total}`. */
export function readCustomersPage(data: unknown): CustomersPage {
  if (!isRecord(data) || !Array.isArray(data.items)) throw invalidAnswer();
  const rows = data.items.flatMap((row) => readCustomerRow(row) ?? []);
  return { rows, total: typeof data.total === 'number' && data.total >= 0 ? data.total : rows.length };
}

function namedCounts(value: unknown): NamedCount[] {
  return (Array.isArray(value) ? value : []).flatMap((row): NamedCount[] => {
    if (!isRecord(row)) return [];
    const rowId = id(row.id);
    if (!rowId || !text(row.name)) return [];
    return [{ id: rowId, name: text(row.name), ...(text(row.name_ar) ? { name_ar: text(row.name_ar) } : {}), count: count(row.count) }];
  });
}

function valueCounts(value: unknown): FilterCount[] {
  return (Array.isArray(value) ? value : []).flatMap((row): FilterCount[] =>
    isRecord(row) && text(row.value) ? [{ value: text(row.value), count: count(row.count) }] : [],
  );
}

/** GET /customer/filters/values: sources, tags, areas, groups and labels, each with how many customers have it. */
export function readCustomerFilterValues(data: unknown): CustomerFilterValues {
  if (!isRecord(data)) throw invalidAnswer();
  const labels = (Array.isArray(data.labels) ? data.labels : []).flatMap((row): LabelCount[] => {
    if (!isRecord(row)) return [];
    const [named] = namedCounts([row]);
    return named ? [{ ...named, color: text(row.color) }] : [];
  });
  return {
    sources: valueCounts(data.sources).filter((s) => isSource(s.value)),
    tags: valueCounts(data.tags),
    areas: namedCounts(data.areas),
    groups: namedCounts(data.groups),
    labels,
  };
}
