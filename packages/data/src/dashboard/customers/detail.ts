/**
 * One customer (issue #13 item 2; vendor spec §7 Customer: GET /customer/{id}, {id}/list,
 * address/list). Readers: the profile with its notes and order totals, the orders at the shop,
 * and the saved addresses. Money arrives in AED and becomes integer fils here (CONVENTIONS §5).
 */
import { isRecord, toFils, type Address, type Fils, type Order } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';
import { readOrder } from '../orders/read.ts';
import { readCustomerRow, type CustomerRow } from './list.ts';

export interface CustomerNoteRow {
  id: string;
  text: string;
  createdAt: string;
}

export interface CustomerDetail extends CustomerRow {
  notes: CustomerNoteRow[];
  orderCount: number;
  totalSpent: Fils;
  /** The customer's CRM attribute values, attribute id → value (decision 0075). */
  attributes?: Record<string, string>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function readCustomerNote(row: unknown): CustomerNoteRow | null {
  if (!isRecord(row)) return null;
  const noteId = text(row.id);
  return noteId ? { id: noteId, text: text(row.text), createdAt: text(row.createdAt) } : null;
}

/** GET /customer/{id} answers the customer as `data`, with orderCount, totalSpent (AED) and lastOrderAt. */
export function readCustomerDetail(data: unknown): CustomerDetail {
  const row = readCustomerRow(data);
  if (!row || !isRecord(data)) throw invalidAnswer();
  const notes = (Array.isArray(data.notes) ? data.notes : []).flatMap((n) => readCustomerNote(n) ?? []);
  const orderCount = typeof data.orderCount === 'number' && data.orderCount >= 0 ? data.orderCount : 0;
  const attributes = Object.fromEntries(
    Object.entries(isRecord(data.attributes) ? data.attributes : {}).flatMap(([key, value]) => (text(value) ? [[key, text(value)]] : [])),
  );
  return { ...row, notes, orderCount, totalSpent: toFils(data.totalSpent as never) ?? (0 as Fils), attributes };
}

/** GET /customer/{id}/list: the customer's orders, newest first (unreadable ones left out). */
export function readCustomerOrders(data: unknown): Order[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readOrder(row) ?? []);
}

function readAddress(row: unknown): Address | null {
  if (!isRecord(row)) return null;
  const addressId = text(row.id);
  const latlng = Array.isArray(row.latlng) && row.latlng.length === 2 ? row.latlng.map(Number) : null;
  if (!addressId || !latlng || latlng.some((n) => !Number.isFinite(n))) return null;
  return {
    id: addressId,
    primary: row.primary === true,
    latlng: [latlng[0] ?? 0, latlng[1] ?? 0],
    title: text(row.title),
    person_name: text(row.person_name),
    building_name: text(row.building_name),
    floor: text(row.floor),
    flat: text(row.flat),
    notes: text(row.notes),
    phone: text(row.phone),
    countryCode: text(row.countryCode) || '971',
    type: row.type === 'work' || row.type === 'other' ? row.type : 'home',
    ...(text(row.area) ? { area: text(row.area) } : {}),
  };
}

/** GET /customer/address/list: the customer's saved addresses, the primary one first. */
export function readCustomerAddresses(data: unknown): Address[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  const rows = data.flatMap((row) => readAddress(row) ?? []);
  return [...rows.filter((a) => a.primary), ...rows.filter((a) => !a.primary)];
}
