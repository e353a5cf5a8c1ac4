/**
 * The settings calls against the mock API (msw/node): the bodies the screen's sections send are
 * the ones the handlers accept, the "sent only when" rules of vendor spec §5 hold, and the cached
 * GET /shop/a/details answer takes the server's values on success and keeps its own on failure.
 */
import { http, HttpResponse } from 'msw';
import type { ScopedMutator } from 'swr';
import { unstable_serialize } from 'swr';
import { initCache } from 'swr/_internal';
import { describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, endpoint } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { DEMO_SHOP_ID, demoStaffSession } from '../../../../../mocks/src/index.ts';
import { createShopSettingsActions } from './mutations.ts';
import { settingsKeys } from './keys.ts';
import { readShopSettingsDetails, type ShopSettingsDetails } from './readSettings.ts';
import { busyBody, chatBody, notificationBody, scheduleBody, shopClockInstant } from './requests.ts';

const server = useMockServer();
const NOW = new Date('2026-03-15T10:00:00.000Z');

async function staffApp() {
  const storage = createMemoryStorage();
  const tokens = createTokenManager({ storage });
  const client = createApiClient({ baseUrl: 'http://api.test', appId: 'dukkan-dashboard', tokens, retryDelayMs: 0 });
  tokens.startSession(demoStaffSession('seller'));
  const store = new Map<string, { data?: unknown }>();
  const [, mutate] = initCache(store) as unknown as [unknown, ScopedMutator];
  const key = settingsKeys.details(DEMO_SHOP_ID);
  const loaded = await client.call(key[0], key[1]);
  await mutate(unstable_serialize(key), readShopSettingsDetails(loaded.data), { revalidate: false });
  const cached = () => store.get(unstable_serialize(key))?.data as ShopSettingsDetails;
  return { client, actions: createShopSettingsActions({ client, mutate, shopId: DEMO_SHOP_ID }), cached };
}

describe('the bodies of the settings calls', () => {
  it('sends the busy expiry only when there is one', () => {
    expect(busyBody({ busy: true, duration: '1h' }, NOW)).toEqual({ busy: true, temporary: true, expiry: '2026-03-15T11:00:00.000Z' });
    expect(busyBody({ busy: true, duration: 'untilOff' }, NOW)).toEqual({ busy: true, temporary: false });
    expect(busyBody({ busy: false, duration: '1h' }, NOW)).toEqual({ busy: false, temporary: false });
    // 18:30 on the shop's clock (UTC+4) is 14:30 UTC.
    expect(busyBody({ busy: true, duration: 'until', untilDate: '2026-03-15', untilTime: '18:30' }, NOW).expiry).toBe(
      '2026-03-15T14:30:00.000Z',
    );
    expect(busyBody({ busy: true, duration: 'until', untilDate: '', untilTime: '18:30' }, NOW)).toEqual({ busy: true, temporary: false });
  });

  it('reads a date and time on the shop clock, and refuses what is not one', () => {
    expect(shopClockInstant('2026-12-31', '23:59')).toBe('2026-12-31T19:59:00.000Z');
    expect(shopClockInstant('2026-02-30', '10:00')).toBeUndefined();
    expect(shopClockInstant('2026-03-15', '7pm')).toBeUndefined();
  });

  it('sends the notification phone only while the notification is on', () => {
    expect(notificationBody('sms', { enabled: true, phone: '+971559876543' })).toEqual({ hasSMS: true, phone: '+971559876543' });
    expect(notificationBody('whatsapp', { enabled: false, phone: '+971559876543' })).toEqual({ hasWhatsapp: false });
    expect(notificationBody('email', { enabled: false })).toEqual({ hasEmail: false });
  });

  it('sends a chat phone only with a chat, and the schedule days only with scheduling on', () => {
    expect(chatBody({ chatType: 'none', chatPhone: '+971501112233' })).toEqual({ chatType: 'none' });
    expect(chatBody({ chatType: 'phone', chatPhone: '+971501112233' })).toEqual({ chatType: 'phone', chatPhone: '+971501112233' });
    expect(scheduleBody({ hasSchedule: false, maxScheduleDays: 5 })).toEqual({ hasSchedule: false });
    expect(scheduleBody({ hasSchedule: true, maxScheduleDays: 5 })).toEqual({ hasSchedule: true, maxScheduleDays: 5 });
  });
});

describe('saving settings', () => {
  it('marks the shop busy for an hour and keeps the answer in the cache', async () => {
    const { actions, cached } = await staffApp();
    expect(await actions.setBusy({ busy: true, duration: '1h' })).toBeNull();
    expect(cached().settings).toMatchObject({ busy: true, temporary: true });
    expect(Date.parse(cached().settings.expiry ?? '')).toBeGreaterThan(Date.now());
    expect(await actions.setBusy({ busy: false, duration: '1h' })).toBeNull();
    expect(cached().settings).toMatchObject({ busy: false, temporary: false });
    expect(cached().settings.expiry).toBeUndefined();
  });

  it('stores a notification phone and drops it when turned off', async () => {
    const { actions, cached } = await staffApp();
    expect(await actions.setNotification('email', { enabled: true, phone: '+971559876543' })).toBeNull();
    expect(cached().settings).toMatchObject({ hasEmail: true, emailPhone: '559876543' });
    expect(await actions.setNotification('email', { enabled: false, phone: '+971559876543' })).toBeNull();
    expect(cached().settings.emailPhone).toBeUndefined();
  });

  it('saves every other section', async () => {
    const { actions, cached } = await staffApp();
    expect(await actions.setChat({ chatType: 'phone', chatPhone: '+971501112233' })).toBeNull();
    expect(await actions.setNotifyCancel(false)).toBeNull();
    expect(await actions.setProductBehavior('hide')).toBeNull();
    expect(await actions.setSchedule({ hasSchedule: true, maxScheduleDays: 14 })).toBeNull();
    expect(await actions.setPaymentMethods(['card', 'wallet'])).toBeNull();
    expect(await actions.setShowType('special-1')).toBeNull();
    expect(await actions.setDeliveryMethods(['pickup'])).toBeNull();
    expect(cached().settings).toMatchObject({
      chatType: 'phone',
      chatPhone: '501112233',
      notifyCancel: false,
      productBehavior: 'hide',
      hasSchedule: true,
      maxScheduleDays: 14,
      paymentMethods: ['card', 'wallet'],
      showType: 'special-1',
      deliveryMethods: ['pickup'],
    });
  });

  it('saves the hours of changed days, and reports the days that failed without losing the others', async () => {
    const { actions, cached } = await staffApp();
    const result = await actions.saveHours([
      { day: 4, hours: { open: '18:00', close: '02:00', closed: false } },
      { day: 5, hours: { open: '00:00', close: '00:00', closed: true } },
      { day: 6, hours: null },
    ]);
    expect(result).toEqual({ failedDays: [], error: null });
    const hours = cached().hours;
    expect(hours.find((h) => h.day === 4)).toMatchObject({ open: '18:00', close: '02:00', closed: false });
    expect(hours.find((h) => h.day === 5)).toMatchObject({ closed: true });
    expect(hours.some((h) => h.day === 6)).toBe(false);

    server.use(
      http.post(`*${endpoint('hoursAdd').path}`, async ({ request }) => {
        const body = (await request.clone().json()) as { day: number };
        return body.day === 1 ? HttpResponse.json({ data: null, error: { status: 500, message: 'down' } }, { status: 500 }) : undefined;
      }),
    );
    const partial = await actions.saveHours([
      { day: 1, hours: { open: '09:00', close: '17:00', closed: false } },
      { day: 2, hours: { open: '09:00', close: '17:00', closed: false } },
    ]);
    expect(partial.failedDays).toEqual([1]);
    expect(partial.error).toMatchObject({ status: 500 });
    expect(cached().hours.find((h) => h.day === 2)).toMatchObject({ open: '09:00', close: '17:00' });
    expect(cached().hours.find((h) => h.day === 1)).not.toMatchObject({ open: '09:00' });
  });

  it('keeps the cached settings when a call fails', async () => {
    const { actions, cached } = await staffApp();
    const before = cached().settings;
    server.use(
      http.post(`*${endpoint('shopSetShowType').path}`, () =>
        HttpResponse.json({ data: null, error: { status: 500, message: 'down' } }, { status: 500 }),
      ),
    );
    expect(await actions.setShowType('special-1')).toMatchObject({ status: 500 });
    expect(cached().settings).toEqual(before);
  });
});

describe('reading the settings', () => {
  it('shows the defaults for a shop with no settings yet, and never crashes on a broken answer', () => {
    const branch = readShopSettingsDetails({ shop: {}, settings: null, hours: [] });
    expect(branch.saved).toBe(false);
    expect(branch.settings).toMatchObject({ chatType: 'none', busy: false, paymentMethods: ['cash'], deliveryMethods: ['delivery'] });
    const broken = readShopSettingsDetails({
      settings: { chatType: 'fax', paymentMethods: 'cash', maxScheduleDays: 400, busy: 'yes', expiry: 'soon' },
      hours: [
        { day: 9, open: '08:00', close: '09:00' },
        { day: 1, open: '8am', close: '09:00' },
        'x',
        { day: 2, open: '08:00', close: '20:00' },
      ],
    });
    expect(broken.saved).toBe(true);
    expect(broken.settings).toMatchObject({ chatType: 'none', paymentMethods: ['cash'], maxScheduleDays: 30, busy: false });
    expect(broken.settings.expiry).toBeUndefined();
    expect(broken.hours.map((h) => h.day)).toEqual([2]);
    expect(readShopSettingsDetails(null).hours).toEqual([]);
  });
});
