/**
 * The orders data layer against the mock API (msw/node): the live board and its pages, status
 * changes that show at once and roll back when refused, the detail's edits re-read from the
 * server, and which orders ring.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { billFils, type ApiClient, type Order } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { keptAcknowledged, readAcknowledged, ringingOrders } from './alerts.ts';
import { areaNamesKey, readAreaNames } from './areas.ts';
import { ordersKeys } from './keys.ts';
import { addExtraItem, cancelOrder, editOrderItem, removeExtraItem, requestOrderPayment, setOrderStatus } from './mutations.ts';
import { readOrderDetail, readOrdersPage } from './read.ts';
import { nextStatuses } from './status.ts';
import { liveOrdersFetcher, liveRefreshInterval, type LiveOrders } from './useOrders.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';

const server = useMockServer();

const live = (client: ApiClient, shop: string) => liveOrdersFetcher(client)(ordersKeys.live(shop));
const detail = (client: ApiClient, shop: string, id: string) => selectFetcher(client, readOrderDetail)(ordersKeys.order(shop, id));
const total = (order: Order) => billFils(order.bill, 'total_amount');

describe('the live board against the mock API', () => {
  it('lists the open online orders, newest first, and none that are finished', async () => {
    const { client, shop } = await signedInOwner();
    const { orders, total: count } = await live(client, shop);
    expect(orders.length).toBeGreaterThan(0);
    expect(count).toBe(orders.length);
    expect(orders.every((o) => ['pending', 'accepted', 'preparing', 'ready', 'on_the_way'].includes(o.status))).toBe(true);
    expect(orders.every((o) => o.source !== 'pos')).toBe(true);
    const times = orders.map((o) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('reads every page when the shop has more than 100 open orders, listing none twice', async () => {
    const row = (n: number) => ({
      id: `o${n}`,
      number: `DK-${n}`,
      status: 'pending',
      createdAt: '2026-11-01T08:00:00Z',
      products: [],
      bill: [],
    });
    const calls: unknown[] = [];
    const client = {
      call: async (_name: string, args?: { query?: Record<string, unknown> }) => {
        calls.push(args?.query?.page);
        const page = Number(args?.query?.page);
        // Page 2 starts with the last order of page 1 again: a new order arrived in between.
        const items = page === 1 ? Array.from({ length: 100 }, (_, i) => row(i)) : Array.from({ length: 51 }, (_, i) => row(99 + i));
        return { data: { items, page, limit: 100, total: 150 }, error: null };
      },
    };
    const answer = await liveOrdersFetcher(client as never)(ordersKeys.live('shop-1'));
    expect(calls).toEqual([1, 2]);
    expect(answer.orders).toHaveLength(150);
    expect(new Set(answer.orders.map((o) => o.id)).size).toBe(150);
  });

  it('names the area of each delivery in both languages', async () => {
    const { client, shop } = await signedInOwner();
    const names = await selectFetcher(client, readAreaNames)(areaNamesKey());
    const delivery = (await live(client, shop)).orders.find((o) => o.address?.area);
    expect(delivery && names.get(delivery.address!.area!)?.name).toMatch(/\w/);
    expect([...names.values()].some((n) => n.name === 'Al Warqa' && n.name_ar === 'الورقاء')).toBe(true);
    expect(() => readAreaNames({})).toThrow();
  });

  it('polls every 10 s while visible and backs off to 30 s while the tab is hidden', () => {
    expect(liveRefreshInterval('visible')).toBe(10_000);
    expect(liveRefreshInterval('hidden')).toBe(30_000);
    expect(liveRefreshInterval(undefined)).toBe(10_000);
  });

  it('moves an order at once, and the server keeps the move', async () => {
    const { client, shop } = await signedInOwner();
    const cache = swrTestCache();
    const key = ordersKeys.live(shop);
    await cache.mutate(key, await live(client, shop), { revalidate: false });
    const order = cache.read<LiveOrders>(key)!.orders.find((o) => o.status === 'pending')!;
    const ctx = { api: client.api, mutate: cache.mutate, shop };

    expect(await setOrderStatus(ctx, order.id, 'accepted')).toBeNull();
    expect(cache.read<LiveOrders>(key)?.orders.find((o) => o.id === order.id)?.status).toBe('accepted');
    expect((await detail(client, shop, order.id)).status).toBe('accepted');

    // Handing it over takes it off the board.
    const last = order.pickup || order.dineIn ? 'picked_up' : 'delivered';
    expect(await setOrderStatus(ctx, order.id, last)).toBeNull();
    expect(cache.read<LiveOrders>(key)?.orders.some((o) => o.id === order.id)).toBe(false);
    expect((await live(client, shop)).orders.some((o) => o.id === order.id)).toBe(false);
  });

  it('shows the move while the call runs and puts the card back when the server refuses', async () => {
    const { client, shop } = await signedInOwner();
    const cache = swrTestCache();
    const key = ordersKeys.live(shop);
    await cache.mutate(key, await live(client, shop), { revalidate: false });
    const order = cache.read<LiveOrders>(key)!.orders.find((o) => o.status === 'pending')!;
    let during: string | undefined;
    server.use(
      http.post('*/api/v1/grocery/shop/cart/set-status', () => {
        during = cache.read<LiveOrders>(key)?.orders.find((o) => o.id === order.id)?.status;
        return HttpResponse.json(
          { data: null, error: { status: 500, message: 'The order status could not be changed.' } },
          { status: 500 },
        );
      }),
    );
    const error = await setOrderStatus({ api: client.api, mutate: cache.mutate, shop }, order.id, 'preparing');
    expect(error).toMatchObject({ status: 500 });
    expect(during).toBe('preparing');
    expect(cache.read<LiveOrders>(key)?.orders.find((o) => o.id === order.id)?.status).toBe('pending');
  });

  it('refuses a step back with the reason, and the card stays', async () => {
    const { client, shop } = await signedInOwner();
    const cache = swrTestCache();
    const key = ordersKeys.live(shop);
    await cache.mutate(key, await live(client, shop), { revalidate: false });
    const order = cache.read<LiveOrders>(key)!.orders.find((o) => o.status !== 'pending')!;
    const error = await setOrderStatus({ api: client.api, mutate: cache.mutate, shop }, order.id, 'pending');
    expect(error).toMatchObject({ status: 409, code: 'invalid_transition' });
    expect(cache.read<LiveOrders>(key)?.orders.find((o) => o.id === order.id)?.status).toBe(order.status);
  });
});

describe('editing an order from its page', () => {
  async function openOrder() {
    const { client, shop } = await signedInOwner();
    const cache = swrTestCache();
    const order = (await live(client, shop)).orders.find((o) => o.products.length > 0)!;
    const key = ordersKeys.order(shop, order.id);
    await cache.mutate(key, await detail(client, shop, order.id), { revalidate: false });
    return { client, shop, cache, order, key, ctx: { api: client.api, mutate: cache.mutate, shop } };
  }

  it('re-reads the totals from the server after an item edit and an extra item', async () => {
    const { cache, order, key, ctx } = await openOrder();
    const line = order.products[0]!;
    expect(await editOrderItem(ctx, order.id, line.id, { newPriceFils: 1000, newCount: 2 })).toBeNull();
    const edited = cache.read<Order>(key)!;
    expect(edited.products.find((l) => l.id === line.id)).toMatchObject({ count: 2, price: 20 });

    expect(await addExtraItem(ctx, order.id, { description: 'Ice bag', priceFils: 235 })).toBeNull();
    const withExtra = cache.read<Order>(key)!;
    expect(withExtra.extraItems.map((e) => e.description)).toEqual(['Ice bag']);
    expect(total(withExtra) - total(edited)).toBe(235);

    expect(await removeExtraItem(ctx, order.id, withExtra.extraItems[0]!.id)).toBeNull();
    expect(total(cache.read<Order>(key)!)).toBe(total(edited));
  });

  it('requests a payment and returns the link; refuses more than is due', async () => {
    const { client, shop } = await signedInOwner();
    const cache = swrTestCache();
    const order = (await live(client, shop)).orders.find((o) => !o.paid)!;
    const ctx = { api: client.api, mutate: cache.mutate, shop };
    const result = await requestOrderPayment(ctx, order.id, 500);
    expect(result.error).toBeNull();
    expect(result.data).toMatchObject({ amountFils: 500 });
    expect(result.data?.url).toMatch(/^https:\/\//);
    // The request is kept on the order, for the customer's order page (decision 0074).
    const reread = await detail(client, shop, order.id);
    expect(reread.paymentRequests).toEqual([expect.objectContaining({ amount: 5, url: result.data?.url })]);
    const tooMuch = await requestOrderPayment(ctx, order.id, total(order) + 100);
    expect(tooMuch.error).toMatchObject({ code: 'amount_too_high' });
  });

  it('cancels with a reason; the order leaves the board', async () => {
    const { client, shop, cache, order, key, ctx } = await openOrder();
    expect(await cancelOrder(ctx, order.id, 'Customer asked to cancel')).toBeNull();
    expect(cache.read<Order>(key)).toMatchObject({ status: 'cancelled', cancelReason: 'Customer asked to cancel' });
    expect((await live(client, shop)).orders.some((o) => o.id === order.id)).toBe(false);
  });
});

describe('order rules', () => {
  it('offers only forward steps that fit how the order is handed over', () => {
    expect(nextStatuses({ status: 'pending', pickup: false, dineIn: false })).toEqual([
      'accepted',
      'preparing',
      'ready',
      'on_the_way',
      'delivered',
    ]);
    expect(nextStatuses({ status: 'ready', pickup: true, dineIn: false })).toEqual(['picked_up']);
    expect(nextStatuses({ status: 'preparing', pickup: true, dineIn: true })).toEqual(['ready', 'picked_up']);
    expect(nextStatuses({ status: 'delivered', pickup: false, dineIn: false })).toEqual([]);
  });

  it('rings for new orders nobody acknowledged, oldest first, and keeps only ids still new', () => {
    const orders = [
      { id: 'a', status: 'pending' as const, createdAt: '2026-11-01T08:10:00Z' },
      { id: 'b', status: 'accepted' as const, createdAt: '2026-11-01T08:00:00Z' },
      { id: 'c', status: 'pending' as const, createdAt: '2026-11-01T08:05:00Z' },
      { id: 'd', status: 'pending' as const, createdAt: '2026-11-01T08:01:00Z' },
    ];
    expect(ringingOrders(orders, ['d']).map((o) => o.id)).toEqual(['c', 'a']);
    expect(keptAcknowledged(['d', 'b', 'gone'], orders)).toEqual(['d']);
    expect(readAcknowledged('["a","b"]')).toEqual(['a', 'b']);
    expect(readAcknowledged('{"a":1}')).toEqual([]);
    expect(readAcknowledged('not json')).toEqual([]);
    expect(readAcknowledged('["ok","<script>",3]')).toEqual(['ok']);
  });

  it('drops board rows it cannot show and refuses a detail without a number', () => {
    const page = readOrdersPage({
      items: [
        { id: 'a', number: 'DK-1', status: 'pending', createdAt: '2026-11-01T08:00:00Z' },
        { id: 'b', status: 'pending' },
        { id: 'c', number: 'DK-3', status: 'lost', createdAt: '2026-11-01T08:00:00Z' },
      ],
      total: 3,
    });
    expect(page.items.map((o) => o.id)).toEqual(['a']);
    expect(page.items[0]).toMatchObject({ products: [], extraItems: [], pickup: false });
    expect(() => readOrdersPage([])).toThrow();
    expect(() => readOrderDetail({ id: 'a', status: 'pending' })).toThrow();
  });
});
