/**
 * What the shop profile screen needs of the mock API beyond the calls' basics (decision 0041):
 * the street address saved with the pin, and one side of the video cleared on its own.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEXT_LIMITS, type Shop, type ShopVideo } from '@dukkan/core';
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

const shop = () => tables.shops.find((s) => s.id === SHOP);
const video = () => tables.shopVideos.find((v) => v.shop === SHOP);

describe('PUT /shop/{id}/address', () => {
  it('saves the pin with the street address in both languages', async () => {
    const res = await call<Shop>('shopAddress', {
      token,
      params: { id: SHOP },
      body: { lat: 25.2, lng: 55.27, address: ' Shop 9, Bay Square, Business Bay ', address_ar: 'محل 9، باي سكوير، الخليج التجاري' },
    });
    expect(res.status).toBe(200);
    expect(shop()).toMatchObject({
      latlng: [25.2, 55.27],
      address: 'Shop 9, Bay Square, Business Bay',
      address_ar: 'محل 9، باي سكوير، الخليج التجاري',
    });
  });

  it('leaves the street address alone when only the pin is sent, and clears it when sent empty', async () => {
    const before = shop()?.address;
    await call('shopAddress', { token, params: { id: SHOP }, body: { lat: 25.2, lng: 55.27 } });
    expect(shop()?.address).toBe(before);
    await call('shopAddress', { token, params: { id: SHOP }, body: { lat: 25.2, lng: 55.27, address_ar: '' } });
    expect(shop()).not.toHaveProperty('address_ar');
  });

  it('refuses an over-long street address and keeps the record as it was', async () => {
    const before = structuredClone(shop());
    const res = await call('shopAddress', { token, params: { id: SHOP }, body: { lat: 25.2, lng: 55.27, address: 'x'.repeat(301) } });
    expect(res.status).toBe(422);
    expect(shop()?.address).toBe(before?.address);
  });
});

describe('PUT /shop/set/video, one side at a time', () => {
  it('clears a side sent with an empty provider and URL, and keeps the other', async () => {
    await call('shopSetVideo', {
      token,
      body: { desktopProvider: 'youtube', desktopUrl: 'https://youtu.be/abc', phoneProvider: 'vimeo', phoneUrl: 'https://vimeo.com/1' },
    });
    const res = await call<ShopVideo>('shopSetVideo', { token, body: { phoneProvider: '', phoneUrl: '' } });
    expect(res.status).toBe(200);
    expect(video()).toEqual({ shop: SHOP, desktopProvider: 'youtube', desktopUrl: 'https://youtu.be/abc' });
  });

  it('has no video left once both sides are cleared', async () => {
    const res = await call('shopSetVideo', { token, body: { desktopProvider: '', desktopUrl: '', phoneProvider: null, phoneUrl: null } });
    expect(res.status).toBe(200);
    expect(video()).toBeUndefined();
  });

  it('still answers "video not found" for a call that neither sets nor clears a side', async () => {
    const res = await call('shopSetVideo', { token, body: { phoneProvider: '' } });
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('video_not_found');
  });
});

describe('POST /shop/set-info at its limits (0085)', () => {
  const { name, headline, info } = TEXT_LIMITS.shop;
  /** `n` characters, each an emoji outside the BMP (two UTF-16 units), as the form counts them. */
  const emoji = (n: number) => '🍯'.repeat(n);

  it('takes each text at exactly its limit in code points, emoji included', async () => {
    const body = { name: emoji(name), name_ar: emoji(name), headline: emoji(headline), headline_ar: emoji(headline), info: emoji(info) };
    const res = await call<Shop>('shopSetInfo', { token, body });
    expect(res.status).toBe(200);
    expect(shop()).toMatchObject(body);
  });

  it.each([
    ['name', name],
    ['name_ar', name],
    ['headline', headline],
    ['headline_ar', headline],
    ['info', info],
    ['info_ar', info],
  ] as const)('refuses %s one character past %i and keeps the stored text', async (key, max) => {
    const before = shop()?.headline;
    const res = await call('shopSetInfo', { token, body: { name: 'Al Waha Market', [key]: `${'a'.repeat(max)}🍯` } });
    expect(res.status).toBe(422);
    expect(res.body.error?.code).toBe('text_too_long');
    expect(shop()?.headline).toBe(before);
  });
});
