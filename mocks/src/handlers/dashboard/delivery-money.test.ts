import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryJob, NfcCard, Order, SeriesPoint, Transaction, WhatsappMessage, WhatsappTemplate } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { SHOP, call, resetTestDb, startServer, tokenFor } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const freeDriver = () =>
  tables.drivers.find(
    (d) =>
      d.shop === SHOP &&
      d.available &&
      !tables.deliveryJobs.some((j) => j.driver === d.id && ['created', 'assigned', 'picked_up'].includes(j.status)),
  );

describe('delivery jobs', () => {
  it('creates a job for an order, assigns a driver, picks it up', async () => {
    const created = await call<DeliveryJob>('ccJobCreate', { token, body: { cart: 'ord-90001', weight: 3.2, weightUnit: 'kg' } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ cart: 'ord-90001', status: 'created', amount: 56.75, paymentType: 'cash' });
    expect((await call('ccJobCreate', { token, body: { cart: 'ord-90001' } })).body.error?.code).toBe('job_exists');
    expect((await call('ccJobCreate', { token, body: { cart: 'ord-90002' } })).body.error?.code).toBe('not_delivery');
    const id = created.body.data?.id;
    expect((await call('ccJobPickup', { token, body: { id } })).status).toBe(409);
    const assigned = await call<DeliveryJob>('vendorJobManualAssignJob', { token, body: { job: id, driver: freeDriver()?.id } });
    expect(assigned.body.data?.status).toBe('assigned');
    expect((await call<DeliveryJob>('ccJobPickup', { token, body: { id } })).body.data?.status).toBe('picked_up');
    expect((await call('ccJobCancel', { token, body: { id } })).status).toBe(409);
  });

  it('auto-assigns a free job to the nearest free driver', async () => {
    const driver = freeDriver();
    const res = await call<DeliveryJob>('ccJobFreeJob', {
      token,
      body: {
        amount: 80,
        paymentType: 'cash',
        name: 'Sana',
        phone: '0527781234',
        lat: driver?.latitude,
        lng: driver?.longitude,
        building: 'Palm View',
        isAutoAssign: true,
      },
    });
    expect(res.body.data).toMatchObject({ free: true, status: 'assigned', driver: driver?.id });
  });

  it('hands jobs only to enabled carriers and quotes their rates', async () => {
    const job = tables.deliveryJobs.find((j) => j.shop === SHOP && j.status === 'created') as DeliveryJob;
    expect((await call('ccJobAssignCarrier', { token, body: { id: job.id, carrier: 'carrier-quiqup' } })).body.error?.code).toBe(
      'carrier_disabled',
    );
    await call('deliveryServicesManage', { token, body: { carriers: ['carrier-quiqup', 'carrier-aramex'] } });
    expect(
      (await call<DeliveryJob>('ccJobAssignCarrier', { token, body: { id: job.id, carrier: 'carrier-quiqup' } })).body.data,
    ).toMatchObject({ carrier: 'carrier-quiqup', status: 'assigned' });
    const rates = await call<{ carrier: string; amount: number }[]>('ccJobGetRates', {
      token,
      query: { weight: 12, lat: 25.2, lng: 55.27 },
    });
    expect(rates.body.data?.map((r) => r.carrier).sort()).toEqual(['carrier-aramex', 'carrier-quiqup']);
    const ccs = await call<{ kind: string }[]>('ccShopCcs', { token, params: { shop: SHOP } });
    expect(ccs.body.data?.map((c) => c.kind)).toEqual(['fleet', 'carrier', 'carrier']);
  });

  it('manages drivers and their accounts', async () => {
    const added = await call<{ id: string }>('vendorDeliveryServicesDriverAdd', {
      token,
      body: { name: 'Joel Mathew', phone: '0509871234' },
    });
    const id = added.body.data?.id;
    expect(
      (await call('vendorDeliveryServicesDriverAccount', { token, body: { id, name: 'joel', password: 'short' } })).body.error?.code,
    ).toBe('weak_password');
    const account = await call('vendorDeliveryServicesDriverAccount', { token, body: { id, name: 'joel.m', password: 'Drive#2026' } });
    expect(account.body.data).toMatchObject({ account: { name: 'joel.m' } });
    expect(account.body.data).not.toHaveProperty('password');
    expect((await call('vendorDeliveryServicesDriverAccountChangePassword', { token, body: { id, password: 'Drive#2027!' } })).status).toBe(
      200,
    );
    const available = await call<{ id: string }[]>('vendorDeliveryServicesDriverAvailableDrivers', {
      token,
      query: { lat: 25.2, lng: 55.27 },
    });
    expect(available.body.data?.some((d) => d.id === id)).toBe(true);
    expect((await call('vendorDeliveryServicesDriverDelete', { token, body: { id } })).status).toBe(200);
  });

  it('sets, edits and removes a delivery area', async () => {
    const used = new Set(tables.deliveryAreas.filter((a) => a.shop === SHOP).map((a) => a.area));
    const area = tables.areas.find((a) => !used.has(a.id))?.id;
    const body = { area, minOrder: 60, deliveryFee: 9.5, type: 'fixed', deliveryTime: 50, thresholdTime: 70, days: [0, 1, 2] };
    const set = await call<{ id: string }>('groceryShopSetDeliveryArea', { token, body });
    expect(set.status).toBe(201);
    expect((await call('groceryShopSetDeliveryArea', { token, body })).status).toBe(409);
    expect((await call('groceryShopEditDeliveryArea', { token, body: { id: set.body.data?.id, thresholdTime: 20 } })).status).toBe(422);
    expect((await call('groceryShopRemoveDeliveryArea', { token, body: { id: set.body.data?.id } })).status).toBe(200);
  });
});

describe('driver wallets and the ledger', () => {
  it("withdraws a driver's cash up to the balance and records it", async () => {
    const wallet = await call<{ cc: string; drivers: { driver: string; walletId: string; balance: number }[] }>(
      'deliveryServicesWalletGetWallet',
      { token, query: { shop: SHOP } },
    );
    const holder = wallet.body.data?.drivers.find((d) => d.balance > 1);
    expect(holder).toBeDefined();
    const body = { cc: wallet.body.data?.cc, driver: holder?.driver };
    expect(
      (await call('vendorDeliveryServicesWalletMakeWithdrawBalance', { token, body: { ...body, amount: (holder?.balance ?? 0) + 0.01 } }))
        .body.error?.code,
    ).toBe('insufficient_balance');
    const done = await call<{ balance: number }>('vendorDeliveryServicesWalletMakeWithdrawBalance', {
      token,
      body: { ...body, amount: 0.3 },
    });
    expect(done.body.data?.balance).toBe(Math.round(((holder?.balance ?? 0) - 0.3) * 100) / 100);
    const driverWallet = await call<{ balance: number; withdrawals: unknown[] }>('deliveryServicesWalletGetDriverWallet', {
      token,
      query: { walletId: holder?.walletId ?? '' },
    });
    expect(driverWallet.body.data?.balance).toBe(done.body.data?.balance);
    const ledger = await call<{ items: Transaction[] }>('transactionDetails', { token, query: { shopId: SHOP, operation: 'withdrawal' } });
    expect(ledger.body.data?.items[0]?.amount).toBe(0.3);
  });

  it('answers a retried withdrawal with the same Idempotency-Key with the first one, not a second', async () => {
    const wallet = await call<{ cc: string; drivers: { driver: string; balance: number }[] }>('deliveryServicesWalletGetWallet', {
      token,
      query: { shop: SHOP },
    });
    const holder = wallet.body.data?.drivers.find((d) => d.balance > 1);
    const body = JSON.stringify({ cc: wallet.body.data?.cc, driver: holder?.driver, amount: 0.4 });
    const send = (key: string) =>
      fetch('http://dukkan.test/api/v1/vendor/delivery-services/wallet/make-withdraw-balance', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
        body,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { data: { withdrawal: { id: string }; balance: number } } }));
    const first = await send('wd-key-1');
    const retry = await send('wd-key-1');
    expect(first.status).toBe(201);
    expect(retry.body.data.withdrawal.id).toBe(first.body.data.withdrawal.id);
    expect(retry.body.data.balance).toBe(first.body.data.balance);
    expect(tables.withdrawals.filter((w) => w.driver === holder?.driver && w.amount === 0.4)).toHaveLength(1);
    // Another key is another withdrawal.
    const other = await send('wd-key-2');
    expect(other.body.data.withdrawal.id).not.toBe(first.body.data.withdrawal.id);
    expect(tables.withdrawals.filter((w) => w.driver === holder?.driver && w.amount === 0.4)).toHaveLength(2);
  });

  it('filters the ledger by Dubai days and operation, with exact totals', async () => {
    const res = await call<{ items: Transaction[]; summary: { count: number; credit: number; debit: number; net: number } }>(
      'transactionDetails',
      { token, query: { shopId: SHOP, fromDate: '2026-10-01', toDate: '2026-10-31' } },
    );
    const items = res.body.data?.items ?? [];
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((t) => t.createdAt >= '2026-09-30T20:00:00.000Z' && t.createdAt < '2026-10-31T20:00:00.000Z')).toBe(true);
    const fils = (ops: string[]) => items.filter((t) => ops.includes(t.operation)).reduce((sum, t) => sum + Math.round(t.amount * 100), 0);
    expect(res.body.data?.summary.net).toBe((fils(['order', 'withdrawal']) - fils(['refund', 'fee', 'payout'])) / 100);
    expect((await call('transactionDetails', { token, query: { fromDate: '2026-11-01', toDate: '2026-10-01' } })).status).toBe(422);
  });
});

describe('statistics', () => {
  it('answers the overview by period with series, totals and the previous period', async () => {
    for (const [period, buckets] of [
      ['day', 30],
      ['week', 12],
      ['month', 12],
    ] as const) {
      const res = await call<{ series: SeriesPoint[]; ordersSeries: SeriesPoint[]; totals: { sales: number; orders: number } }>(
        'vendorStatisticsSalesOverview',
        { token, query: { id: SHOP, period, weekStartDay: 0 } },
      );
      expect(res.body.data?.series, period).toHaveLength(buckets);
      expect(res.body.data?.ordersSeries.reduce((sum, p) => sum + p.value, 0)).toBe(res.body.data?.totals.orders);
    }
    const weeks = await call<{ series: SeriesPoint[] }>('vendorStatisticsSalesOverview', {
      token,
      query: { id: SHOP, period: 'week', weekStartDay: 'sunday' },
    });
    expect(weeks.body.data?.series.every((p) => new Date(`${p.label}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
  });

  it('counts orders between two days and moves when an order is delivered', async () => {
    const range = { id: SHOP, startDate: '2026-08-01', endDate: '2026-11-30' };
    const before = await call<{ totals: { orders: number }; series: SeriesPoint[] }>('vendorStatisticsSalesOrders', {
      token,
      query: range,
    });
    expect(before.body.data?.series).toHaveLength(122);
    const order = tables.orders.find((o) => o.id === 'ord-90002') as Order;
    // Completed "today", inside the range whatever the machine's date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-15T10:00:00Z'));
    try {
      await call('groceryShopCartSetStatus', { token, body: { id: order.id, status: 'picked_up' } });
    } finally {
      vi.useRealTimers();
    }
    const after = await call<{ totals: { orders: number } }>('vendorStatisticsSalesOrders', { token, query: range });
    expect(after.body.data?.totals.orders).toBe((before.body.data?.totals.orders ?? 0) + 1);
    expect((await call('vendorStatisticsSalesOrders', { token, query: { startDate: '2025-01-01', endDate: '2026-11-01' } })).status).toBe(
      422,
    );
  });

  it('answers loyalty, busiest days, hourly insights, order types and visits', async () => {
    const loyalty = await call<{ customers: number; segments: SeriesPoint[] }>('vendorStatisticsCustomerLoyalty', { token });
    expect(loyalty.body.data?.segments.reduce((sum, s) => sum + s.value, 0)).toBe(loyalty.body.data?.customers);
    const days = await call<{ series: SeriesPoint[]; busiest: string }>('vendorStatisticsMostRequestedDays', { token });
    expect(days.body.data?.series.map((p) => p.label)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    const insights = await call<{ series: SeriesPoint[]; daysOfWeek: number[] }>('vendorStatisticsSalesInsights', {
      token,
      query: { daysOfWeek: '4,5,6' },
    });
    expect(insights.body.data?.series).toHaveLength(24);
    expect(insights.body.data?.daysOfWeek).toEqual([4, 5, 6]);
    const types = await call<{ total: number; series: SeriesPoint[] }>('vendorStatisticsOrderType', { token });
    expect(types.body.data?.series.reduce((sum, p) => sum + p.value, 0)).toBe(types.body.data?.total);
    expect((await call('vendorStatisticsVisitCounter', { token, query: { shopId: SHOP } })).body.data).toEqual({
      shopId: SHOP,
      count: 1284,
    });
  });
});

describe('WhatsApp, staff and NFC', () => {
  it('creates a template as pending and sends only approved ones to phone numbers', async () => {
    const created = await call<WhatsappTemplate>('whatsappTemplateCreate', {
      token,
      body: { name: 'pickup_ready', category: 'utility', lang: 'en', body: 'Hi {{1}}, order {{2}} is ready', buttons: [] },
    });
    expect(created.body.data?.status).toBe('pending');
    expect(
      (await call('whatsappTemplateCreate', { token, body: { name: 'gap', category: 'utility', lang: 'en', body: 'Hi {{2}}' } })).body.error
        ?.code,
    ).toBe('invalid_placeholders');
    const send = (body: Record<string, unknown>) => call<WhatsappMessage>('whatsappMessagesSend', { token, body });
    expect((await send({ recipients: ['0501234567'], template: created.body.data?.id, params: ['A', 'B'] })).body.error?.code).toBe(
      'template_not_approved',
    );
    const approved = tables.whatsappTemplates.find(
      (t) => t.shop === SHOP && t.status === 'approved' && t.name === 'order_ready' && t.lang === 'en',
    ) as WhatsappTemplate;
    expect((await send({ recipients: ['hello'], template: approved.id, params: ['A', 'B'] })).status).toBe(422);
    expect((await send({ recipients: ['0501234567'], template: approved.id, params: ['A'] })).body.error?.code).toBe('invalid_params');
    const sent = await send({
      recipients: ['0501234567', '+971 50 123 4567', '971521112222'],
      template: approved.id,
      params: ['Mariam', 'DK-10060'],
    });
    expect(sent.body.data?.recipients).toEqual(['971501234567', '971521112222']);
    expect((await call('whatsappTemplateGet', { token, params: { id: approved.id } })).status).toBe(200);
    expect((await call('whatsappTemplateDelete', { token, body: { id: created.body.data?.id } })).status).toBe(200);
  });

  it('serves the templates without and with the /api/v1 prefix', async () => {
    const headers = { authorization: `Bearer ${token}` };
    const id = tables.whatsappTemplates.find((t) => t.shop === SHOP)?.id ?? '';
    for (const base of ['http://dukkan.test', 'http://dukkan.test/api/v1']) {
      const list = await fetch(`${base}/whatsapp/templates`, { headers });
      expect(((await list.json()) as { data: unknown[] }).data).toHaveLength(10);
      expect((await fetch(`${base}/whatsapp/template/${id}`, { headers })).status).toBe(200);
    }
  });

  it('adds staff notes, global ones showing on everyone', async () => {
    const [first, second] = tables.posUsers.filter((u) => u.shop === SHOP);
    const note = await call<{ id: string }>('managementUserNoteAdd', {
      token,
      body: { user: first?.id, shop: SHOP, description: 'Eid shifts posted', globalNote: true },
    });
    const other = await call<{ notes: { id: string }[] }>('managementUserGet', { token, query: { id: second?.id ?? '', shop: SHOP } });
    expect(other.body.data?.notes.map((n) => n.id)).toContain(note.body.data?.id);
    expect(
      (await call('managementUserNoteUpdate', { token, params: { id: note.body.data?.id ?? '' }, body: { globalNote: false } })).body.data,
    ).toMatchObject({ globalNote: false });
    expect((await call('managementUserNoteDelete', { token, params: { id: note.body.data?.id ?? '' } })).status).toBe(200);
    expect((await call<unknown[]>('posUsers', { token, query: { shop: SHOP } })).body.data).toHaveLength(6);
  });

  it('registers an NFC card once and points it elsewhere', async () => {
    const created = await call<NfcCard>('cardUpdate', {
      token,
      body: { name: 'Door', employerName: 'Dukkan', card: '04:aa:bb:cc:dd:ee:ff', targetUrl: 'https://dukkan.ae/menu' },
    });
    expect(created.body.data?.card).toBe('04:AA:BB:CC:DD:EE:FF');
    expect(
      (await call('cardUpdate', { token, body: { name: 'Copy', card: '04:AA:BB:CC:DD:EE:FF', targetUrl: 'https://x.ae' } })).status,
    ).toBe(409);
    const redirected = await call<NfcCard>('redirectTarget', {
      token,
      body: { card: created.body.data?.id, targetUrl: 'https://dukkan.ae/offers', showPage: false },
    });
    expect(redirected.body.data).toMatchObject({ targetUrl: 'https://dukkan.ae/offers', showPage: false });
    expect((await call('cardDelete', { token, body: { id: created.body.data?.id } })).status).toBe(200);
  });
});
