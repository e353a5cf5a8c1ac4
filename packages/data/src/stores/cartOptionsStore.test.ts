import { describe, expect, it } from 'vitest';
import { createMemoryStorage, defaultCartOptions, type Address } from '@dukkan/core';
import { CART_OPTIONS_STORAGE_KEY, createCartOptionsStore } from './cartOptionsStore.ts';

const home: Address = {
  id: 'addr-1',
  primary: true,
  latlng: [25.2, 55.27],
  title: 'Home',
  person_name: 'Mariam',
  building_name: 'Marina Gate',
  floor: '12',
  flat: '1204',
  notes: '',
  phone: '501234567',
  countryCode: '971',
  type: 'home',
};

describe('cart options store', () => {
  it('starts with the defaults: delivery, schedule asap, wallet on', () => {
    expect(createCartOptionsStore({ storage: createMemoryStorage() }).current()).toEqual(defaultCartOptions());
    expect(defaultCartOptions()).toMatchObject({ deliveryType: 'delivery', schedule: { mode: 'asap' }, wallet: true });
  });

  it('persists its choices under cartOptions and reads them back', () => {
    const storage = createMemoryStorage();
    const options = createCartOptionsStore({ storage });
    options.setDeliveryType('pickup');
    options.selectAddress(home);
    options.setOrderNotes('Ring twice');
    const again = createCartOptionsStore({ storage });
    expect(again.current()).toMatchObject({ deliveryType: 'pickup', selectedAddress: home, orderNotes: 'Ring twice' });
    expect(storage.getItem(CART_OPTIONS_STORAGE_KEY)).toContain('"v":1');
  });

  it('clears the selected address only when that address is deleted', () => {
    const options = createCartOptionsStore({ storage: createMemoryStorage() });
    options.selectAddress(home);
    options.forgetAddress('addr-other');
    expect(options.current().selectedAddress?.id).toBe('addr-1');
    options.forgetAddress('addr-1');
    expect(options.current().selectedAddress).toBeNull();
  });

  it('resets each invalid stored field to its default and keeps the valid ones', () => {
    const raw = JSON.stringify({
      v: 1,
      state: {
        deliveryType: 'teleport',
        wallet: 'yes',
        orderNotes: 'Gate 3',
        schedule: { mode: 'asap' },
        selectedAddress: { ...home, latlng: [Infinity, 0] },
      },
    }).replace('[null,0]', '[1e309,0]');
    const options = createCartOptionsStore({ storage: createMemoryStorage({ [CART_OPTIONS_STORAGE_KEY]: raw }) });
    expect(options.current()).toMatchObject({ deliveryType: 'delivery', wallet: true, orderNotes: 'Gate 3', selectedAddress: null });
    expect(options.state.notice).toBe('core.storage.repaired');
  });
});
