/**
 * Address rules of customer spec §3 "Address" and §4 "Address". The creation payload is
 * 11 positional fields, not named: `{ fields: [...] }` in `ADDRESS_FIELD_ORDER`
 * (docs/decisions/0011-address-payload.md); the mock API reads the same order.
 */
import type { Address } from '../model/customer.ts';
import type { Id } from '../model/common.ts';

/** The one place the positional order is written. */
export const ADDRESS_FIELD_ORDER = [
  'lat',
  'lng',
  'title',
  'person_name',
  'building_name',
  'floor',
  'flat',
  'notes',
  'phone',
  'countryCode',
  'type',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_ORDER)[number];

/** What the customer fills in to create an address. */
export type AddressDraft = Omit<Address, 'id' | 'primary' | 'area'>;

/** §3/§7 POST /account/address/store body: `{ fields: [lat, lng, title, …, type] }`. */
export function addressCreationPayload(draft: AddressDraft): { fields: (string | number)[] } {
  const [lat, lng] = draft.latlng;
  const byName: Record<AddressFieldName, string | number> = {
    lat,
    lng,
    title: draft.title.trim(),
    person_name: draft.person_name.trim(),
    building_name: draft.building_name.trim(),
    floor: draft.floor.trim(),
    flat: draft.flat.trim(),
    notes: draft.notes.trim(),
    phone: draft.phone.trim(),
    countryCode: draft.countryCode.trim(),
    type: draft.type,
  };
  return { fields: ADDRESS_FIELD_ORDER.map((name) => byName[name]) };
}

/** §4: setting the default marks that address primary and all others not. */
export function markPrimary(addresses: readonly Address[], id: Id): Address[] {
  return addresses.map((address) => ({ ...address, primary: address.id === id }));
}

export function withoutAddress(addresses: readonly Address[], id: Id): Address[] {
  return addresses.filter((address) => address.id !== id);
}

export function primaryAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.primary) ?? null;
}

/** §7: the shop is priced for the primary address's latitude and longitude, when there is one. */
export function primaryLatLng(addresses: readonly Address[]): readonly [number, number] | null {
  return primaryAddress(addresses)?.latlng ?? null;
}
