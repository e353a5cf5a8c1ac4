import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthResult, ImageRef, ShopSettings } from '@dukkan/core';
import type { Tables } from '../../db/database.ts';
import { vendorDefaultHandlers } from './index.ts';
import { OTHER_SHOP, SHOP, call, resetTestDb, startServer, tokenFor, uploadForm } from './testing.ts';

const server = startServer(vendorDefaultHandlers());
let tables: Tables;
let token: string;

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  tables = resetTestDb();
  token = tokenFor(tables, 'seller');
});

const settings = () => tables.shopSettings.find((s) => s.shop === SHOP);

describe('PUT /entrance/login', () => {
  it('signs the seller in by phone and by user name', async () => {
    const byPhone = await call<AuthResult>('entranceLogin', {
      body: { method: 'phone', rememberMe: true, phone: '+971 50 000 0001', password: 'Dukkan#2026' },
    });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data?.user).toMatchObject({ id: 'u-1002', isSeller: true, shop: SHOP });
    expect(byPhone.body.data?.user).not.toHaveProperty('password');
    expect(byPhone.body.data?.token).toBeTruthy();
    const byName = await call<AuthResult>('entranceLogin', {
      body: { method: 'userName', rememberMe: false, userName: 'Cashier', password: 'Dukkan#2026' },
    });
    expect(byName.body.data?.user).toMatchObject({ id: 'u-1003', isCashier: true });
    // The token works on a staff call.
    expect((await call('complaintList', { token: byName.body.data?.token ?? '' })).status).toBe(200);
  });

  it('answers 401 Invalid credentials for a wrong password or an unknown account', async () => {
    for (const body of [
      { method: 'phone', rememberMe: false, phone: '500000001', password: 'wrong' },
      { method: 'userName', rememberMe: false, userName: 'nobody', password: 'Dukkan#2026' },
    ]) {
      const res = await call('entranceLogin', { body });
      expect(res.status).toBe(401);
      expect(res.body.error).toEqual({ status: 401, message: 'Invalid credentials', code: 'invalid_credentials' });
    }
  });

  it('answers 403 for a customer account', async () => {
    const res = await call('entranceLogin', { body: { method: 'phone', rememberMe: false, phone: '501234567', password: 'anything' } });
    expect(res.status).toBe(403);
  });

  it('lets a new POS user sign in with the password it was created with', async () => {
    const created = await call('posUser', {
      token,
      body: {
        shop: SHOP,
        fullName: 'Ravi Kumar',
        phone: '0551234000',
        countryCode: '971',
        emailAddress: 'ravi@dukkan.ae',
        password: 'Counter#2026',
        isCashier: true,
        isKitchen: false,
      },
    });
    expect(created.status).toBe(201);
    const login = await call<AuthResult>('entranceLogin', {
      body: { method: 'phone', rememberMe: true, phone: '551234000', password: 'Counter#2026' },
    });
    expect(login.body.data?.user).toMatchObject({ fullName: 'Ravi Kumar', isCashier: true, shop: SHOP });
  });
});

describe('shop profile', () => {
  it('updates names and info on the shared shop record', async () => {
    const res = await call('shopSetInfo', {
      token,
      body: { name: 'Dukkan Market', name_ar: 'سوق دكان', headline: 'Fresh every day', info_ar: 'نوصل خلال ٤٥ دقيقة' },
    });
    expect(res.status).toBe(200);
    expect(tables.shops.find((s) => s.id === SHOP)).toMatchObject({
      name: 'Dukkan Market',
      name_ar: 'سوق دكان',
      info_ar: 'نوصل خلال ٤٥ دقيقة',
    });
  });

  it('adds, promotes and deletes shop images', async () => {
    const added = await call<ImageRef>('shopImage', { token, form: uploadForm({ shop: SHOP }, { name: 'front.jpg', type: 'image/jpeg' }) });
    expect(added.status).toBe(201);
    const id = added.body.data?.id ?? '';
    await call('shopPrimaryImage', { token, body: { shop: SHOP, image: id } });
    const images = () => tables.shops.find((s) => s.id === SHOP)?.images ?? [];
    expect(
      images()
        .filter((i) => i.primary)
        .map((i) => i.id),
    ).toEqual([id]);
    await call('shopDeleteImage', { token, body: { shop: SHOP, image: id } });
    expect(images().some((i) => i.id === id)).toBe(false);
    expect(images().filter((i) => i.primary)).toHaveLength(images().length ? 1 : 0);
  });

  it('rejects an upload without a file or without options as Upload Request Invalid Data', async () => {
    for (const form of [uploadForm({ shop: SHOP }), uploadForm(undefined, { name: 'a.jpg', type: 'image/jpeg' })]) {
      const res = await call('shopImage', { token, form });
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe('Upload Request Invalid Data');
    }
  });

  it('answers 404 for another shop', async () => {
    expect((await call('shopAddress', { token, params: { id: OTHER_SHOP }, body: { lat: 25.1, lng: 55.2 } })).status).toBe(404);
    expect((await call('shopDeleteImage', { token, body: { shop: OTHER_SHOP, image: `img-${OTHER_SHOP}-1` } })).status).toBe(404);
  });

  it('sets, uploads and deletes the shop video', async () => {
    const set = await call('shopSetVideo', {
      token,
      body: { desktopProvider: 'youtube', desktopUrl: 'https://youtu.be/abc', phoneProvider: 'vimeo', phoneUrl: 'https://vimeo.com/1' },
    });
    expect(set.status).toBe(200);
    expect((await call('shopSetVideo', { token, body: { desktopProvider: 'youtube', desktopUrl: 'https://example.com/v' } })).status).toBe(
      422,
    );
    expect((await call('shopSetVideo', { token, form: uploadForm({ target: 'phone' }) })).body.error?.code).toBe('video_not_found');
    await call('shopSetVideo', { token, body: { delete: true } });
    expect(tables.shopVideos.some((v) => v.shop === SHOP)).toBe(false);
  });

  it('stores social links, a WhatsApp number as its wa.me link', async () => {
    const res = await call('shopSocialMedia', {
      token,
      params: { id: SHOP },
      body: { whatsapp: '050 111 2233', instagram: '', tiktok: 'https://tiktok.com/@dukkan' },
    });
    expect(res.body.data).toMatchObject({ whatsapp: 'https://wa.me/971501112233', tiktok: 'https://tiktok.com/@dukkan' });
    expect(res.body.data).not.toHaveProperty('instagram');
    expect((await call('shopSocialMedia', { token, params: { id: SHOP }, body: { facebook: 'javascript:alert(1)' } })).status).toBe(422);
  });
});

describe('settings', () => {
  it('stores the busy expiry only when given', async () => {
    const expiry = new Date(Date.now() + 3_600_000).toISOString();
    const withExpiry = await call<ShopSettings>('shopSetBusy', { token, body: { busy: true, temporary: true, expiry } });
    expect(withExpiry.body.data).toMatchObject({ busy: true, temporary: true, expiry });
    const without = await call<ShopSettings>('shopSetBusy', { token, body: { busy: true, temporary: false } });
    expect(without.body.data).not.toHaveProperty('expiry');
    expect(settings()).not.toHaveProperty('expiry');
    expect(tables.shops.find((s) => s.id === SHOP)?.busy).toBe(true);
    expect((await call('shopSetBusy', { token, body: { busy: false, expiry } })).status).toBe(422);
    expect((await call('shopSetBusy', { token, body: { busy: true, expiry: '2020-01-01T00:00:00Z' } })).status).toBe(422);
  });

  it.each([
    ['shopSetSmsOnOrder', 'hasSMS', 'smsPhone'],
    ['shopSetWhatsappOnOrder', 'hasWhatsapp', 'whatsappPhone'],
    ['shopSetEmailOnOrder', 'hasEmail', 'emailPhone'],
  ] as const)('%s keeps the phone only while enabled', async (name, flag, phoneKey) => {
    const on = await call<ShopSettings>(name, { token, body: { [flag]: true, phone: '0559876543' } });
    expect(on.body.data).toMatchObject({ [flag]: true, [phoneKey]: '559876543' });
    expect((await call(name, { token, body: { [flag]: true } })).status).toBe(422);
    const off = await call<ShopSettings>(name, { token, body: { [flag]: false, phone: '0559876543' } });
    expect(off.body.data?.[flag]).toBe(false);
    expect(off.body.data).not.toHaveProperty(phoneKey);
  });

  it('leaves the settings untouched when a call is rejected half way', async () => {
    const before = structuredClone(settings());
    expect((await call('shopSetChatSettings', { token, body: { chatType: 'phone', chatPhone: 'not a phone' } })).status).toBe(422);
    expect(settings()).toEqual(before);
  });

  it('saves chat, behaviour, schedule, payment, show type and delivery methods', async () => {
    expect((await call('shopSetChatSettings', { token, body: { chatType: 'none' } })).body.data).not.toHaveProperty('chatPhone');
    expect((await call('shopSetProductBehavior', { token, body: { productBehavior: 'hide' } })).status).toBe(200);
    expect((await call('shopSetNotifyCancel', { token, body: { notifyCancel: false } })).status).toBe(200);
    expect((await call('shopSetSchedule', { token, body: { hasSchedule: true, maxScheduleDays: 31 } })).status).toBe(422);
    expect((await call('shopSetPaymentMethods', { token, body: { paymentMethods: ['card', 'card', 'wallet'] } })).body.data).toMatchObject({
      paymentMethods: ['card', 'wallet'],
    });
    expect((await call('shopSetPaymentMethods', { token, body: { paymentMethods: [] } })).status).toBe(422);
    await call('shopSetShowType', { token, body: { showType: 'special-1' } });
    expect(tables.shops.find((s) => s.id === SHOP)?.showType).toBe('special-1');
    expect((await call('shopDeliveryMethods', { token, params: { shop: SHOP }, body: { methods: ['pickup'] } })).body.data).toMatchObject({
      deliveryMethods: ['pickup'],
    });
    expect((await call('shopDeliveryMethods', { token, params: { shop: OTHER_SHOP }, body: { methods: ['pickup'] } })).status).toBe(404);
  });

  it('replaces the hours of a day and mirrors them onto the shop', async () => {
    const res = await call('hoursAdd', { token, body: { shop: SHOP, day: 5, open: '13:30', close: '23:00', closed: false } });
    expect(res.status).toBe(200);
    expect(tables.hours.filter((h) => h.shop === SHOP && h.day === 5)).toHaveLength(1);
    expect(tables.shops.find((s) => s.id === SHOP)?.hours?.find((h) => h.day === 5)).toEqual({
      day: 5,
      open: '13:30',
      close: '23:00',
      closed: false,
    });
    expect((await call('hoursAdd', { token, body: { day: 7, open: '08:00', close: '09:00' } })).status).toBe(422);
    expect((await call('hoursAdd', { token, body: { day: 1, open: '8am', close: '09:00' } })).status).toBe(422);
    expect((await call('hoursDelete', { token, body: { day: 5 } })).status).toBe(200);
    expect(tables.hours.some((h) => h.shop === SHOP && h.day === 5)).toBe(false);
  });
});
