import type { AddressType } from '@dukkan/core';

/** The label of each address type (customer spec §3 "Address": type), a static map of literal ids. */
export const ADDRESS_TYPE_MESSAGES: Readonly<Record<AddressType, string>> = {
  home: 'storefront.account.addressType.home',
  work: 'storefront.account.addressType.work',
  other: 'storefront.account.addressType.other',
};

export const ADDRESS_TYPES: readonly AddressType[] = ['home', 'work', 'other'];

/** The phone as saved (national number and calling code), written "+971 501234567". */
export function addressPhone(address: { phone: string; countryCode: string }): string {
  return `+${address.countryCode.replace(/^\+/, '')} ${address.phone}`;
}
