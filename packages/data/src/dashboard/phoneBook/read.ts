/**
 * The phone book (vendor spec §3 "CRM customer", §7 "CRM v1"; decision 0076): the shop's own
 * people who order by phone or at the counter, with their delivery addresses. Tolerant readers:
 * a person or an address without an id is dropped, a missing text is empty, and an answer that
 * is not the expected shape is an SWR error, never a crash in a screen.
 */
import { isRecord, own } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export interface PhoneBookAddress {
  id: string;
  city: string;
  area_name: string;
  building: string;
  flat: string;
  notes: string;
}

export interface PhoneBookPerson {
  id: string;
  /** The UAE national number, digits only (`501234567`). */
  phone: string;
  fullName: string;
  notes: string;
  addresses: PhoneBookAddress[];
}

/** What the mock keeps (crm-v1.ts): the screens limit the fields the same way. */
export const PHONE_BOOK_LIMITS = {
  fullName: 120,
  notes: 2000,
  city: 60,
  area_name: 100,
  building: 150,
  flat: 30,
  addressNotes: 500,
  addresses: 10,
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

export function readPhoneBookAddress(row: unknown): PhoneBookAddress | null {
  if (!isRecord(row)) return null;
  const id = text(own(row, 'id'));
  if (!id) return null;
  return {
    id,
    city: text(own(row, 'city')),
    area_name: text(own(row, 'area_name')),
    building: text(own(row, 'building')),
    flat: text(own(row, 'flat')),
    notes: text(own(row, 'notes')),
  };
}

export function readPhoneBookPerson(row: unknown): PhoneBookPerson | null {
  if (!isRecord(row)) return null;
  const id = text(own(row, 'id'));
  if (!id) return null;
  const addresses = own(row, 'addresses');
  return {
    id,
    phone: text(own(row, 'phone')).replace(/\D/g, ''),
    fullName: text(own(row, 'fullName')).trim(),
    notes: text(own(row, 'notes')),
    addresses: Array.isArray(addresses) ? addresses.flatMap((a) => readPhoneBookAddress(a) ?? []) : [],
  };
}

/** GET /crm/shops/{shop}/customers: everyone, in the server's order (by name). */
export function readPhoneBookList(data: unknown): PhoneBookPerson[] {
  if (!Array.isArray(data)) throw invalidAnswer();
  return data.flatMap((row) => readPhoneBookPerson(row) ?? []);
}

/** GET /crm/shops/{shop}/customers/{customer}. */
export function readOnePhoneBookPerson(data: unknown): PhoneBookPerson {
  const person = readPhoneBookPerson(data);
  if (!person) throw invalidAnswer();
  return person;
}
