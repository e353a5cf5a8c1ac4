/**
 * The sandbox pay call honours `Idempotency-Key` (issue #18 item 7, docs/decisions/0082): a pay
 * repeated after a lost answer gets the first payment back instead of "already paid", and
 * charges (and debits the wallet) once.
 */
import type { Order } from '@dukkan/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID, demoAccounts } from '../../config.ts';
import { db } from '../../db/database.ts';
import { useMockServer } from '../../node.ts';
import { billValue } from './pricing.ts';
import { call, signIn } from './testing.ts';

useMockServer();

async function cardOrder(token: string): Promise<{ order: Order; due: number }> {
  const sp = db().tables.shopProducts.find(
    (p) => p.isAvailable && !p.hidden && p.addons.length === 0 && p.offerPrice === 0 && p.product.unit !== 'kg' && p.price >= 30,
  );
  const placed = await call<{ order: Order }>('groceryCartStore', {
    token,
    body: { shop: DEMO_SHOP_ID, products: [{ id: sp?.id, count: 1, addons: [] }], payment_type: 'card', pickup: true, source: 'website' },
  });
  expect(placed.status).toBe(201);
  return { order: placed.data.order, due: billValue(placed.data.order.bill, 'total_amount') };
}

type Paid = { order: Order; payment: { id: string; status: string } };

describe('paying with an Idempotency-Key', () => {
  it('answers a repeat with the first payment, marked as replayed, and charges once', async () => {
    const { token } = await signIn();
    const { order, due } = await cardOrder(token);
    const body = { orderId: order.id, paymentType: 'card', paymentMethod: 'card', token: 'tok_visa_4242', amount: due, currency: 'AED' };
    const headers = { 'Idempotency-Key': `pay-${order.id}-1` };
    const first = await call<Paid>('paymentPay', { token, headers, body });
    expect(first.status).toBe(200);
    expect(first.data.payment.status).toBe('captured');
    const again = await call<Paid>('paymentPay', { token, headers, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data.payment.id).toBe(first.data.payment.id);
    expect(again.data.order).toMatchObject({ id: order.id, paid: true });
    // Without the key (or with another one) the order is already paid.
    const other = await call('paymentPay', { token, headers: { 'Idempotency-Key': `pay-${order.id}-2` }, body });
    expect(other.status).toBe(409);
    expect(other.error?.code).toBe('already_paid');
  });

  it('keeps keys per user and per order, and refuses a malformed key', async () => {
    const mariam = await signIn();
    const newcomer = await signIn(demoAccounts.newCustomer.phone);
    const mine = await cardOrder(mariam.token);
    const theirs = await cardOrder(newcomer.token);
    const headers = { 'Idempotency-Key': 'pay-shared' };
    const pay = (token: string, o: { order: Order; due: number }) =>
      call<Paid>('paymentPay', {
        token,
        headers,
        body: { orderId: o.order.id, paymentType: 'card', token: 'tok_visa_4242', amount: o.due },
      });
    const a = await pay(mariam.token, mine);
    const b = await pay(newcomer.token, theirs);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.data.payment.id).not.toBe(a.data.payment.id);
    // The same key for another order of the same user is not a replay of the first.
    const next = await cardOrder(mariam.token);
    const c = await pay(mariam.token, next);
    expect(c.status).toBe(422);
    expect(c.error?.code).toBe('idempotency_key_reused');
    const bad = await call('paymentPay', {
      token: mariam.token,
      headers: { 'Idempotency-Key': 'x'.repeat(201) },
      body: { orderId: next.order.id, paymentType: 'card', token: 'tok_visa_4242', amount: next.due },
    });
    expect(bad.status).toBe(422);
    expect(bad.error?.code).toBe('invalid_idempotency_key');
  });

  it('does not remember a declined pay: the same key may pay once the card goes through', async () => {
    const { token } = await signIn();
    const { order, due } = await cardOrder(token);
    const headers = { 'Idempotency-Key': `pay-${order.id}-decline` };
    const declined = await call('paymentPay', {
      token,
      headers,
      body: { orderId: order.id, paymentType: 'card', token: 'tok_fail', amount: due },
    });
    expect(declined.status).toBe(402);
    const paid = await call<Paid>('paymentPay', {
      token,
      headers,
      body: { orderId: order.id, paymentType: 'card', token: 'tok_visa_4242', amount: due },
    });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('idempotent-replayed')).toBeNull();
  });
});
