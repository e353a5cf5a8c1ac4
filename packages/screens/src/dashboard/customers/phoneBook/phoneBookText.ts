/**
 * What the phone book screens say (decision 0076): a phone for reading, the one-line address
 * a driver gets, and a refusal as a message id (never the server's English).
 */
import type { IntlShape } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import type { MessageLike, SubmitResult } from '@dukkan/ui';
import type { PhoneBookAddressItem } from './types.ts';

export { displayPhone } from '../board/crmText.ts';

/** The limits the mock keeps (crm-v1.ts). */
export const PHONE_BOOK_FIELD_LIMITS = {
  fullName: 120,
  notes: 2000,
  city: 60,
  area_name: 100,
  building: 150,
  flat: 30,
  addressNotes: 500,
} as const;

/** A person has at most 10 addresses (`too_many_addresses`). */
export const PHONE_BOOK_MAX_ADDRESSES = 10;

/**
 * The parts of an address, smallest place first as addresses are said in the UAE, in the
 * interface language: "Flat 1204", "Al Manara Tower", "Al Barsha", "Dubai". Empty parts are
 * left out.
 */
export function addressParts(intl: IntlShape, address: Omit<PhoneBookAddressItem, 'id'>): string[] {
  return [
    address.flat.trim() ? intl.formatMessage({ id: 'dashboard.phoneBook.address.flatShort' }, { flat: address.flat.trim() }) : '',
    address.building.trim(),
    address.area_name.trim(),
    address.city.trim(),
  ].filter(Boolean);
}

/**
 * One line a driver can read aloud: "Flat 1204, Al Manara Tower, Al Barsha, Dubai — Ring twice"
 * or "شقة 1204، Al Manara Tower، البرشاء، دبي — …" (the Arabic comma). The notes follow a dash.
 */
export function addressLine(intl: IntlShape, address: Omit<PhoneBookAddressItem, 'id'>, withNotes = true): string {
  const line = addressParts(intl, address).join(intl.formatMessage({ id: 'dashboard.phoneBook.address.separator' }));
  const notes = address.notes.trim().replace(/\s+/g, ' ');
  return withNotes && notes ? `${line} — ${notes}` : line;
}

/** Why a change did not go through, said at the top of the form or in a toast. */
export function phoneBookRefusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.phoneBook.refused.server';
  if (error.kind === 'network') return 'dashboard.phoneBook.refused.network';
  if (error.code === 'duplicate_phone') return 'dashboard.phoneBook.refused.duplicatePhone';
  if (error.code === 'too_many_addresses') return 'dashboard.phoneBook.refused.tooManyAddresses';
  if (error.status === 404) return 'dashboard.phoneBook.refused.gone';
  if (error.status === 401 || error.status === 403) return 'dashboard.phoneBook.refused.forbidden';
  if (error.status === 400 || error.status === 409 || error.status === 422) return 'dashboard.phoneBook.refused.invalid';
  return 'dashboard.phoneBook.refused.server';
}

/** A refusal of the person's form: a phone someone else has shows on the phone field. */
export function personRefusal(error: ApiError): SubmitResult {
  if (error.code === 'duplicate_phone') return { fieldErrors: { phone: { id: 'dashboard.phoneBook.refused.duplicatePhone' } } };
  if (error.code === 'invalid_phone') return { fieldErrors: { phone: { id: 'dashboard.phoneBook.person.phone.invalid' } } };
  return { formError: { id: phoneBookRefusalId(error) } satisfies MessageLike };
}

/** Why a list or a person did not load. */
export function phoneBookLoadErrorId(error: ApiError | null | undefined): string {
  return error?.kind === 'network' ? 'dashboard.phoneBook.refused.network' : 'dashboard.phoneBook.loadError';
}
