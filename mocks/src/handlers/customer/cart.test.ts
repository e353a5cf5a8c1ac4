import { TEXT_LIMITS, type Address, type Order, type Page, type PromoResponse } from '@dukkan/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, demoAccounts } from '../../config.ts';
import { db } from '../../db/database.ts';
import { useMockServer } from '../../node.ts';
import { billValue } from './pricing.ts';
import { call, signIn } from './testing.ts';

useMockServer();

/** An available, add-on-free product that costs 30 AED or more for one count. */
function pricyProduct(): { id: string; price: number } {
  const sp = db().tables.shopProducts.find(
    (p) =>
      p.isAvailable &&
      !p.hidden &&
      p.addons.length === 0 &&
      p.offerPrice === 0 &&
      p.product.unit !== 'kg' &&
      p.price >= 30 &&
      !p.perOrderQuantity,
  );
  if (!sp) throw new Error('the seed has no suitable product');
  return { id: sp.id, price: sp.price };
}

function storeBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shop: DEMO_SHOP_ID,
    products: [{ id: pricyProduct().id, count: 1, addons: [] }],
    payment_type: 'cash',
    address: 'addr-1',
    useWallet: true,
    source: 'website',
    ...extra,
  };
}

describe('placing an order', () => {
  it('creates a pending order, debits the wallet and lists it first', async () => {
    const { token } = await signIn();
    const placed = await call<{ order: Order }>('groceryCartStore', { token, body: storeBody() });
    expect(placed.status).toBe(201);
    const { order } = placed.data;
    expect(order).toMatchObject({ status: 'pending', source: 'website', customer: 'u-1001', paid: false });
    expect(order.number).toMatch(/^DK-\d{5}$/);
    expect(billValue(order.bill, 'wallet')).toBe(35.5);
    expect((await call<{ wallet: { balance: number } }>('walletGet', { token })).data.wallet.balance).toBe(0);
    const list = await call<Page<Order>>('groceryCartList', { token, query: { page: 1, limit: 5 } });
    expect(list.data.items[0]?.id).toBe(order.id);
    expect(list.data).toMatchObject({ page: 1, limit: 5 });
  });

  it('is idempotent per Idempotency-Key: a repeat returns the same order and debits nothing more', async () => {
    const { token } = await signIn();
    const headers = { 'Idempotency-Key': 'cart-7f3a9c' };
    const first = await call<{ order: Order }>('groceryCartStore', { token, headers, body: storeBody() });
    const again = await call<{ order: Order }>('groceryCartStore', { token, headers, body: storeBody() });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data.order.id).toBe(first.data.order.id);
    expect(db().tables.orders.filter((o) => o.id === first.data.order.id)).toHaveLength(1);
    expect(db().tables.walletEntries.filter((e) => e.order === first.data.order.id)).toHaveLength(1);
    const other = await call<{ order: Order }>('groceryCartStore', {
      token,
      headers: { 'Idempotency-Key': 'cart-other' },
      body: storeBody({ useWallet: false }),
    });
    expect(other.data.order.id).not.toBe(first.data.order.id);
  });

  it('keeps keys per user', async () => {
    const mariam = await signIn();
    const newcomer = await signIn(demoAccounts.newCustomer.phone);
    const headers = { 'Idempotency-Key': 'same-key' };
    const first = await call<{ order: Order }>('groceryCartStore', { token: mariam.token, headers, body: storeBody() });
    const second = await call<{ order: Order }>('groceryCartStore', {
      token: newcomer.token,
      headers,
      body: storeBody({ pickup: true, address: undefined }),
    });
    expect(second.status).toBe(201);
    expect(second.data.order.id).not.toBe(first.data.order.id);
  });

  it('refuses guests, a delivery below the minimum order and a foreign order id', async () => {
    expect((await call('groceryCartStore', { body: storeBody() })).status).toBe(401);
    const { token } = await signIn();
    const cheap = db().tables.shopProducts.find(
      (p) => p.isAvailable && !p.hidden && p.addons.length === 0 && p.computedPrice < 5 && p.product.unit !== 'kg',
    );
    const below = await call('groceryCartStore', { token, body: storeBody({ products: [{ id: cheap?.id, count: 1, addons: [] }] }) });
    expect(below.status).toBe(422);
    expect(below.error?.code).toBe('below_min_order');
    const someoneElses = db().tables.orders.find((o) => o.customer !== 'u-1001');
    expect((await call('groceryCartGet', { token, query: { id: someoneElses?.id ?? '' } })).status).toBe(404);
  });
});

describe('promotion codes', () => {
  it('accepts WELCOME10, refuses unknown and inactive codes with valid:false, and a missing code with 422', async () => {
    const check = (code?: string) =>
      call<PromoResponse>('promotionPromoCode', {
        body: { shop: DEMO_SHOP_ID, ...(code !== undefined ? { code } : {}), products: [], invoice: 80 },
      });
    expect((await check('welcome10')).data).toMatchObject({ valid: true, promotion: { code: 'WELCOME10', kind: 'percent', value: 10 } });
    expect((await check('NOPE')).data).toEqual({ valid: false });
    expect((await check('EXPIRED')).data).toEqual({ valid: false });
    expect((await check()).status).toBe(422);
  });

  it('counts a code in characters (code points, 0085): 40 emoji are checked, a 41st character is refused', async () => {
    const check = (code: string) =>
      call<PromoResponse>('promotionPromoCode', { body: { shop: DEMO_SHOP_ID, code, products: [], invoice: 80 } });
    const atLimit = await check('🎁'.repeat(TEXT_LIMITS.promoCode));
    expect(atLimit.status).toBe(200);
    expect(atLimit.data).toEqual({ valid: false });
    const past = await check(`${'A'.repeat(TEXT_LIMITS.promoCode)}🎁`);
    expect(past.status).toBe(422);
    expect(past.error?.message).toMatch(/at most 40 characters/);
  });
});

describe('addresses', () => {
  const fields = [25.2048, 55.2708, 'Home', 'Omar Haddad', 'Burj Vista 1', '12', '1204', '', '0551234567', '971', 'home'];

  it('stores an address from the 11 positional fields; a first address is primary', async () => {
    const { token } = await signIn(demoAccounts.newCustomer.phone);
    const stored = await call<{ address: Address }>('accountAddressStore', { token, body: { fields } });
    expect(stored.status).toBe(201);
    expect(stored.data.address).toMatchObject({
      primary: true,
      latlng: [25.2048, 55.2708],
      phone: '551234567',
      type: 'home',
      area: 'area-6',
    });
    const wrong = await call('accountAddressStore', { token, body: { fields: fields.slice(0, 10) } });
    expect(wrong.status).toBe(422);
    const badType = await call('accountAddressStore', { token, body: { fields: [...fields.slice(0, 10), 'palace'] } });
    expect(badType.error?.message).toMatch(/fields\[10\] \(type\)/);
  });

  it('moves the primary flag and keeps one primary after deleting it', async () => {
    const { token } = await signIn();
    const moved = await call<{ addresses: Address[] }>('accountAddressPrimary', { token, body: { id: 'addr-2' } });
    expect(moved.data.addresses.filter((a) => a.primary).map((a) => a.id)).toEqual(['addr-2']);
    const left = await call<{ addresses: Address[] }>('accountAddressDestroy', { token, body: { id: 'addr-2' } });
    expect(left.data.addresses.map((a) => [a.id, a.primary])).toEqual([
      ['addr-1', true],
      ['addr-3', false],
    ]);
  });
});

describe('paying by card', () => {
  it('captures a card payment once, and declines tok_fail with 402', async () => {
    const { token } = await signIn();
    const { order } = (
      await call<{ order: Order }>('groceryCartStore', { token, body: storeBody({ payment_type: 'card', useWallet: false }) })
    ).data;
    const amount = billValue(order.bill, 'total_amount');
    const declined = await call('paymentPay', {
      token,
      body: { orderId: order.id, paymentType: 'card', token: 'tok_fail', amount, currency: 'AED' },
    });
    expect(declined).toMatchObject({ status: 402, error: { message: 'Card declined' } });
    const paid = await call<{ order: Order }>('paymentPay', {
      token,
      body: { orderId: order.id, paymentType: 'card', token: 'tok_mastercard_5454', amount, currency: 'AED', saveSource: true },
    });
    expect(paid.status).toBe(200);
    expect(paid.data.order.paid).toBe(true);
    expect((await call('paymentPay', { token, body: { orderId: order.id, paymentType: 'card', token: 'tok_visa', amount } })).status).toBe(
      409,
    );
  });
});
