import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type CartProduct, type KeyValueStorage } from '@dukkan/core';
import { CART_STORAGE_KEY, createCartStore } from './cartStore.ts';
import { createCartOptionsStore } from './cartOptionsStore.ts';
import { clearCartAndOptions } from './cartActions.ts';

const laban: CartProduct = {
  id: 'gp-laban',
  productId: 'p1',
  name: 'Laban',
  name_ar: 'لبن',
  unit: 'piece',
  paySize: 1000,
  priceFils: 450,
  offerFils: 0,
};
const dates: CartProduct = { id: 'gp-dates', productId: 'p2', name: 'Dates', unit: 'kg', paySize: 500, priceFils: 4000, offerFils: 3500 };

const stored = (state: unknown) => JSON.stringify({ v: 1, state });

describe('cart store', () => {
  it('adds and removes items, drops an item at zero, and persists under cartStore', () => {
    const storage = createMemoryStorage();
    const cart = createCartStore({ storage });
    cart.add(laban);
    cart.add(laban);
    cart.add(dates);
    expect(cart.state).toMatchObject({ total: 900 + 1750, totalItems: 3 });
    cart.remove('gp-laban');
    cart.remove('gp-laban');
    expect(cart.state.items.map((i) => i.shopProduct.id)).toEqual(['gp-dates']);
    const again = createCartStore({ storage });
    expect(again.state).toMatchObject({ total: 1750, totalItems: 1, notice: null });
    expect(JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '{}').v).toBe(1);
  });

  it('gives the checkout product list of the cart', () => {
    const cart = createCartStore({ storage: createMemoryStorage() });
    cart.add(laban, [{ id: 'g', type: 'add', options: [{ id: 'mint', amountFils: 100 }] }]);
    expect(cart.checkoutProducts()).toEqual([{ id: 'gp-laban', count: 1, addons: [{ id: 'g', options: ['mint'] }] }]);
  });

  it.each([
    ['unparseable JSON', '{'],
    ['null', 'null'],
    ['a prototype-polluting object', '{"__proto__":{"polluted":true},"v":1,"state":{"items":[]}}'],
    ['a constructor.prototype payload', '{"v":1,"state":{"items":[],"constructor":{"prototype":{"polluted":true}}}}'],
    ['a number', '42'],
    ['a newer version', stored({ items: [] }).replace('"v":1', '"v":99')],
    ['an array', '[1,2,3]'],
  ])('hydrates %s safely to a working cart', (_, raw) => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: raw });
    const cart = createCartStore({ storage });
    expect(cart.state.items).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    cart.add(laban);
    expect(cart.state.total).toBe(450);
  });

  it('drops lines with negative counts or 1e309 prices and says the cart was repaired', () => {
    const good = { shopProduct: laban, count: 2 };
    const raw = `{"v":1,"state":{"items":[${JSON.stringify(good)},{"shopProduct":${JSON.stringify({ ...dates, id: 'neg' })},"count":-3},{"shopProduct":${JSON.stringify(dates).replace('4000', '1e309')},"count":1}],"total":-1}}`;
    const cart = createCartStore({ storage: createMemoryStorage({ [CART_STORAGE_KEY]: raw }) });
    expect(cart.state.items.map((i) => i.shopProduct.id)).toEqual(['gp-laban']);
    expect(cart.state.total).toBe(900);
    expect(cart.state.notice).toBe('core.storage.repaired');
  });

  it('says a dropped cart was dropped, and removes the bad value', () => {
    const storage = createMemoryStorage({ [CART_STORAGE_KEY]: '{' });
    const cart = createCartStore({ storage });
    expect(cart.state.notice).toBe('core.storage.dropped');
    expect(storage.getItem(CART_STORAGE_KEY)).toBeNull();
    cart.dismissNotice();
    expect(cart.state.notice).toBeNull();
  });

  it('reads the unversioned cart of an older build through the same checks', () => {
    const storage = createMemoryStorage({
      [CART_STORAGE_KEY]: JSON.stringify({ items: [{ shopProduct: laban, count: 1, price: 99999 }], total: 99999, totalItems: 1 }),
    });
    const cart = createCartStore({ storage });
    expect(cart.state).toMatchObject({ total: 450, totalItems: 1, notice: 'core.storage.repaired' });
  });

  it('hydrates any stored string without throwing, into a consistent cart (property)', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((state) => stored(state)),
      fc
        .record({
          items: fc.array(
            fc.record({
              shopProduct: fc.record({
                id: fc.string(),
                productId: fc.string(),
                name: fc.string(),
                unit: fc.constantFrom('kg', 'piece', 'x'),
                priceFils: fc.oneof(fc.integer(), fc.double()),
                offerFils: fc.integer(),
                paySize: fc.anything(),
              }),
              count: fc.oneof(fc.integer(), fc.double(), fc.string()),
            }),
          ),
        })
        .map((state) => stored(state)),
    );
    fc.assert(
      fc.property(hostile, (raw) => {
        const cart = createCartStore({ storage: createMemoryStorage({ [CART_STORAGE_KEY]: raw }) });
        expect(cart.state.total).toBe(cart.state.items.reduce((sum, item) => sum + item.price, 0));
        expect(Number.isSafeInteger(cart.state.total)).toBe(true);
        for (const item of cart.state.items) expect(item.count).toBeGreaterThan(0);
      }),
    );
  });

  it('keeps a working in-memory cart when storage throws, and says it is not saved', () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const cart = createCartStore({ storage: throwing });
    cart.add(laban);
    cart.add(laban);
    cart.remove('gp-laban');
    expect(cart.state).toMatchObject({ totalItems: 1, total: 450, persistence: 'memory-only', notice: 'core.storage.unavailable' });
  });

  it('keeps a working cart when only writes fail (quota)', () => {
    const base = createMemoryStorage();
    const full: KeyValueStorage = {
      ...base,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const cart = createCartStore({ storage: full });
    cart.add(dates);
    cart.add(laban);
    expect(cart.state.totalItems).toBe(2);
    expect(cart.state.notice).toBe('core.storage.unavailable');
  });

  it('two tabs adding different items do not lose either', () => {
    const storage = createMemoryStorage();
    const tabA = createCartStore({ storage });
    const tabB = createCartStore({ storage });
    tabA.add(laban);
    tabB.add(dates);
    expect(tabB.state.items.map((i) => i.shopProduct.id).sort()).toEqual(['gp-dates', 'gp-laban']);
    tabA.sync();
    expect(tabA.state.items.map((i) => i.shopProduct.id).sort()).toEqual(['gp-dates', 'gp-laban']);
    expect(createCartStore({ storage }).state.totalItems).toBe(2);
  });

  it('two tabs adding the same item count both additions', () => {
    const storage = createMemoryStorage();
    const tabA = createCartStore({ storage });
    const tabB = createCartStore({ storage });
    tabA.add(laban);
    tabB.add(laban);
    expect(tabB.state.totalItems).toBe(2);
  });
});

describe('clearing the cart', () => {
  it('resets the cart and the options to their defaults (delivery, asap, wallet on)', () => {
    const storage = createMemoryStorage();
    const cart = createCartStore({ storage });
    const options = createCartOptionsStore({ storage });
    cart.add(laban);
    options.setDeliveryType('pickup');
    options.setWallet(false);
    options.setSchedule({ mode: 'scheduled', day: '2026-11-22' });
    clearCartAndOptions({ cart, options });
    expect(cart.state).toMatchObject({ items: [], total: 0, totalItems: 0 });
    expect(options.current()).toEqual({
      schedule: { mode: 'asap' },
      deliveryType: 'delivery',
      selectedAddress: null,
      orderNotes: '',
      paymentType: null,
      promotion: null,
      wallet: true,
    });
  });
});
