import { describe, expect, it } from 'vitest';
import type { Address } from '../model/customer.ts';
import { ADDRESS_FIELD_ORDER, addressCreationPayload, markPrimary, primaryLatLng } from './address.ts';

const base: Omit<Address, 'id' | 'primary'> = {
  latlng: [25.2, 55.27],
  title: 'Home',
  person_name: 'Mariam',
  building_name: 'Tower',
  floor: '3',
  flat: '301',
  notes: 'Gate B',
  phone: '501234567',
  countryCode: '971',
  type: 'home',
};

describe('address rules (customer spec §3, §4)', () => {
  it('sends the 11 positional creation fields in the recorded order', () => {
    expect(ADDRESS_FIELD_ORDER).toEqual([
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
    ]);
    expect(addressCreationPayload({ ...base, title: '  Home ' })).toEqual({
      fields: [25.2, 55.27, 'Home', 'Mariam', 'Tower', '3', '301', 'Gate B', '501234567', '971', 'home'],
    });
  });

  it('setting the default marks exactly that address primary', () => {
    const list: Address[] = [
      { ...base, id: 'a', primary: true },
      { ...base, id: 'b', primary: false },
      { ...base, id: 'c', primary: true },
    ];
    expect(markPrimary(list, 'b').map((a) => a.primary)).toEqual([false, true, false]);
    expect(list[0]?.primary).toBe(true);
  });

  it('prices the shop for the primary address: latlng[0] is latitude, latlng[1] longitude', () => {
    expect(primaryLatLng([{ ...base, id: 'a', primary: false }])).toBeNull();
    expect(primaryLatLng([{ ...base, id: 'a', primary: true, latlng: [24.45, 54.38] }])).toEqual([24.45, 54.38]);
  });
});
