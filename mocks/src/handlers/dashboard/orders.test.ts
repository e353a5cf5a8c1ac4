import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order, Page } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorOrdersScenarios } from './orders.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer(vendorOrdersScenarios.default);
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const bill = (order: Order) => Object.fromEntries(order.bill.map((f) => [f.rule, f.value]));

describe('editing an order item', () => {
  it('recomputes the line and the bill exactly in fils', async () => {
    // DK-90001: 3 × 500 g Khalas dates at 24.50/kg (12.25 a step) + 4 bread at 3.25, delivery 7.
    const before = tables.orders.find((o) => o.id === 'ord-90001');
    expect(before && bill(before)).toMatchObject({ subtotal: 49.75, delivery_fee: 7, total_amount: 56.75 });
    const res = await call<Order>('groceryShopCartItemEdit', { token, body: { id: 'ord-90001-l1', newPrice: 0.1, newCount: 3 } });
    expect(res.status).toBe(200);
    // 3 × 0.10 = 0.30 exactly (no 0.30000000000000004), + 13.00 bread.
    expect(res.body.data?.products[0]?.price).toBe(0.3);
    expect(bill(res.body.data as Order)).toEqual({ subtotal: 13.3, delivery_fee: 7, discount: 0, wallet: 0, total_amount: 20.3 });
  });

  it('keeps the unit price when only the count changes', async () => {
    const res = await call<Order>('groceryShopCartItemEdit', { token, body: { id: 'ord-90001-l2', newCount: 7 } });
    expect(res.body.data?.products[1]?.price).toBe(22.75);
    expect(bill(res.body.data as Order).total_amount).toBe(66.5);
  });

  it('refuses to edit a delivered order', async () => {
    const res = await call('groceryShopCartItemEdit', { token, body: { id: 'ord-90003-l1', newCount: 2 } });
    expect(res.status).toBe(409);
    expect(res.body.error?.code).toBe('order_closed');
  });

  it('does not find items of another shop', async () => {
    const res = await call('groceryShopCartItemEdit', { token, body: { id: 'ord-90004-l1', newCount: 2 } });
    expect(res.status).toBe(404);
  });
});

describe('extra items', () => {
  it('adds and removes an extra item, recomputing the bill', async () => {
    const added = await call<Order>('groceryShopCartExtraItemsAdd', {
      token,
      body: { cart: 'ord-90001', description: 'Ice bag', price: 2.35 },
    });
    expect(added.status).toBe(201);
    expect(bill(added.body.data as Order)).toMatchObject({ subtotal: 52.1, total_amount: 59.1 });
    const extra = added.body.data?.extraItems[0];
    const removed = await call<Order>('groceryShopCartExtraItemsRemove', { token, body: { id: extra?.id } });
    expect(bill(removed.body.data as Order)).toMatchObject({ subtotal: 49.75, total_amount: 56.75 });
  });
});

describe('order status', () => {
  it('moves forward and records the sale on delivery', async () => {
    for (const status of ['accepted', 'ready', 'on_the_way', 'delivered']) {
      const res = await call<Order>('groceryShopCartSetStatus', { token, body: { id: 'ord-90001', status } });
      expect(res.status, status).toBe(200);
    }
    expect(tables.transactions.some((t) => t.order === 'ord-90001' && t.amount === 56.75)).toBe(true);
  });

  it('rejects unknown statuses, going back, and cancelling without the cancel call', async () => {
    expect((await call('groceryShopCartSetStatus', { token, body: { id: 'ord-90001', status: 'teleported' } })).status).toBe(422);
    expect((await call('groceryShopCartSetStatus', { token, body: { id: 'ord-90002', status: 'accepted' } })).status).toBe(409);
    expect((await call('groceryShopCartSetStatus', { token, body: { id: 'ord-90002', status: 'delivered' } })).status).toBe(409);
    expect((await call('groceryShopCartSetStatus', { token, body: { id: 'ord-90001', status: 'cancelled' } })).body.error?.code).toBe(
      'use_cancel',
    );
  });

  it('cancels only with a reason', async () => {
    expect((await call('groceryShopCartCancel', { token, body: { id: 'ord-90001' } })).status).toBe(422);
    const res = await call<Order>('groceryShopCartCancel', { token, body: { id: 'ord-90001', cancelReason: 'Out of stock' } });
    expect(res.body.error).toBeUndefined();
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Out of stock' });
  });
});

describe('lists and POS', () => {
  it('pages the live board', async () => {
    const live = tables.orders.filter(
      (o) => o.shop === SHOP && o.source !== 'pos' && !['delivered', 'picked_up', 'cancelled'].includes(o.status),
    );
    expect(live.length).toBeGreaterThan(2);
    const res = await call<Page<Order>>('broadcastOrders', { token, query: { page: 1, limit: 1, archive: false } });
    expect(res.body.data).toMatchObject({ page: 1, limit: 1, total: live.length });
    expect(res.body.data?.items).toHaveLength(1);
  });

  it('searches and filters the archive by status, number, name, phone digits in any script and Dubai days', async () => {
    const archive = (query: Record<string, string | number | boolean>) =>
      call<Page<Order>>('groceryShopOrders', { token, query: { page: 1, limit: 100, finished: true, ...query } });
    const finished = tables.orders.filter((o) => o.shop === SHOP && ['delivered', 'picked_up', 'cancelled'].includes(o.status));
    expect((await archive({})).body.data?.total).toBe(finished.length);
    const cancelled = finished.filter((o) => o.status === 'cancelled');
    expect(cancelled.length).toBeGreaterThan(0);
    expect((await archive({ status: 'cancelled' })).body.data?.items.map((o) => o.id)).toEqual(
      [...cancelled].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((o) => o.id),
    );
    const one = finished.find((o) => o.customerPhone && o.customerName)!;
    const arabicDigits = one.customerPhone!.slice(-7).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const q of [one.number.toLowerCase(), one.customerName!.toUpperCase(), arabicDigits]) {
      const items = (await archive({ q })).body.data?.items ?? [];
      expect(items.map((o) => o.id)).toContain(one.id);
      expect(items.every((o) => ['delivered', 'picked_up', 'cancelled'].includes(o.status))).toBe(true);
    }
    // 2026-08-06T21:00Z is already the 7th in Dubai (UTC+4).
    const late = { ...one, id: 'ord-late', number: 'DK-LATE', createdAt: '2026-08-06T21:00:00.000Z' };
    tables.orders.push(late);
    const day7 = (await archive({ from: '2026-08-07', to: '2026-08-07' })).body.data?.items ?? [];
    expect(day7.map((o) => o.id)).toContain('ord-late');
    expect(day7.every((o) => new Date(Date.parse(o.createdAt) + 4 * 3_600_000).toISOString().startsWith('2026-08-07'))).toBe(true);
    expect((await archive({ from: '2026-08-06', to: '2026-08-06' })).body.data?.items.map((o) => o.id)).not.toContain('ord-late');
    expect((await archive({ from: '2026-08-08', to: '2026-08-07' })).status).toBe(422);
    expect((await archive({ status: 'lost' })).status).toBe(422);
  });

  it('stores a POS order with source pos, priced by the storefront rules', async () => {
    const res = await call<Order>('posCartStore', {
      token,
      body: { products: [{ id: 'sp-test-3', count: 2, addons: [] }], dineIn: true, payment_type: 'card' },
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ source: 'pos', dineIn: true, status: 'accepted', paid: true });
    expect(bill(res.body.data as Order).total_amount).toBe(79.5);
  });

  it('sends a dine-in counter sale to the live board for the kitchen, never a takeaway one', async () => {
    const board = async () =>
      ((await call<Page<Order>>('broadcastOrders', { token, query: { page: 1, limit: 100, archive: false } })).body.data?.items ?? []).map(
        (o) => o.id,
      );
    const dineIn = await call<Order>('posCartStore', { token, body: { products: [{ id: 'sp-test-3', count: 1 }], dineIn: true } });
    const takeaway = await call<Order>('posCartStore', { token, body: { products: [{ id: 'sp-test-3', count: 1 }], dineIn: false } });
    expect(takeaway.body.data).toMatchObject({ status: 'picked_up', dineIn: false });
    const ids = await board();
    expect(ids).toContain(dineIn.body.data!.id);
    expect(ids).not.toContain(takeaway.body.data!.id);
  });
});
