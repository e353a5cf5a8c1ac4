import { describe, expect, it } from 'vitest';
import { checkoutQuery, minOrderFils, newIdempotencyKey, orderBody, promoInvoiceFils } from './checkout.ts';
import { addToCart } from './rules.ts';
import { defaultCartOptions, emptyCart, type CartProduct } from './types.ts';
import type { Address } from '../model/customer.ts';

const laban: CartProduct = { id: 'gp1', productId: 'p1', name: 'Laban', unit: 'piece', paySize: 1000, priceFils: 450, offerFils: 0 };
const home = { id: 'addr-1' } as Address;

describe('checkout payloads (customer spec §7)', () => {
  it('sends delivery with the selected address, wallet and promotion, products as a JSON string', () => {
    const cart = addToCart(emptyCart(), laban);
    const options = {
      ...defaultCartOptions(),
      selectedAddress: home,
      promotion: { id: 'promo-1', code: 'X', kind: 'fixed' as const, value: 5 },
    };
    const query = checkoutQuery({ shopId: 's1', cart, options });
    expect(query).toEqual({
      shop: 's1',
      pickup: false,
      address: 'addr-1',
      promotion: 'promo-1',
      useWallet: true,
      products: '[{"id":"gp1","count":1,"addons":[]}]',
      estiamtePromotion: true,
      dineIn: false,
    });
  });

  it('sends no address for pickup, and the schedule only when scheduled', () => {
    const cart = addToCart(emptyCart(), laban);
    const options = {
      ...defaultCartOptions(),
      deliveryType: 'pickup' as const,
      selectedAddress: home,
      orderNotes: '  ring  ',
      schedule: { mode: 'scheduled' as const, day: 'tomorrow', date: '2026-11-22T10:00' },
    };
    expect(orderBody({ shopId: 's1', cart, options })).toEqual({
      shop: 's1',
      products: [{ id: 'gp1', count: 1, addons: [] }],
      cart_notes: 'ring',
      scheduleDay: 'tomorrow',
      scheduleDate: '2026-11-22T10:00',
      useWallet: true,
      pickup: true,
      dineIn: false,
      source: 'website',
    });
  });

  it('makes a new idempotency key each time', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
    expect(newIdempotencyKey(() => 'fixed')).toBe('order-fixed');
  });
});

describe('the minimum order a cart is held to', () => {
  const warning = (extra: Record<string, unknown> = {}) => ({ code: 'below_min_order', message: 'Add more.', ...extra });

  it("names the delivery area's minimum from the checkout warning, exactly in fils", () => {
    expect(minOrderFils({ warnings: [warning({ minOrder: 120.35 })] }, 30)).toBe(12035);
  });

  it("falls back to the shop's minimum when the warning names none, or there is no warning", () => {
    expect(minOrderFils({ warnings: [warning()] }, 30)).toBe(3000);
    expect(minOrderFils({ warnings: [{ code: 'shop_busy', message: 'Busy.' }] }, 45.5)).toBe(4550);
    expect(minOrderFils(undefined, 30)).toBe(3000);
  });

  it('is undefined when nothing says', () => {
    expect(minOrderFils(undefined, undefined)).toBeUndefined();
  });
});

describe('the amount a promo code is judged on', () => {
  it('is the subtotal, not the total after delivery and the wallet (decision 0086)', () => {
    // The parity property's shrunk case: 6 kg of bananas at AED 6.75 = 40.50, pickup, 0.51 in
    // the wallet: the total is 39.99, yet SAVE5 (from 40 AED) applies at checkout on the 40.50.
    const bill = [
      { rule: 'subtotal' as const, value: 40.5 },
      { rule: 'delivery_fee' as const, value: 0 },
      { rule: 'discount' as const, value: 0 },
      { rule: 'wallet' as const, value: 0.51 },
      { rule: 'total_amount' as const, value: 39.99 },
    ];
    expect(promoInvoiceFils({ bill })).toBe(4050);
    expect(promoInvoiceFils(undefined)).toBe(0);
  });
});
