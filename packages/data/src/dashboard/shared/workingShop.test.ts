import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@dukkan/core';
import { createWorkingShopStore, WORKING_SHOP_STORAGE_KEY } from './workingShop.ts';

const lead = { id: 'u-1', shop: 'shop-1', isLead: true };

describe('the shop a lead works on', () => {
  it('is the own shop until the lead chooses, and the choice survives a reload', () => {
    const storage = createMemoryStorage();
    const store = createWorkingShopStore({ storage });
    expect(store.resolve(lead)).toBe('shop-1');
    store.choose('u-1', 'shop-2');
    expect(store.resolve(lead, ['shop-1', 'shop-2'])).toBe('shop-2');
    expect(createWorkingShopStore({ storage }).resolve(lead, ['shop-1', 'shop-2'])).toBe('shop-2');
  });

  it('ignores a choice for staff who are not leads, for another person, or for a shop no longer led', () => {
    const store = createWorkingShopStore({ storage: createMemoryStorage() });
    store.choose('u-1', 'shop-2');
    expect(store.resolve({ ...lead, isLead: false })).toBe('shop-1');
    expect(store.resolve({ ...lead, id: 'u-9' })).toBe('shop-1');
    expect(store.resolve(lead, ['shop-1'])).toBe('shop-1');
    expect(store.resolve(null)).toBeUndefined();
  });

  it('survives hostile stored data and is forgotten on sign-out', () => {
    const storage = createMemoryStorage();
    for (const raw of [
      '{bad json',
      '{"v":1,"state":{"shop":"<script>","userId":"u-1"}}',
      '{"v":1,"state":{"shop":["x"]}}',
      '"__proto__"',
    ]) {
      storage.setItem(WORKING_SHOP_STORAGE_KEY, raw);
      expect(createWorkingShopStore({ storage }).resolve(lead)).toBe('shop-1');
    }
    const store = createWorkingShopStore({ storage });
    store.choose('u-1', 'shop-2');
    store.forget();
    expect(createWorkingShopStore({ storage }).resolve(lead)).toBe('shop-1');
  });
});
