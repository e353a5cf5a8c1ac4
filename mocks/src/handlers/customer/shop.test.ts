import { readShopInfo, type Shop } from '@dukkan/core';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../config.ts';
import { db } from '../../db/database.ts';
import { useMockServer } from '../../node.ts';
import { scenarios } from '../index.ts';
import { call } from './testing.ts';

const server = useMockServer();
const light = async () => (await call<{ shop: Shop }>('shopLight', { params: { id: DEMO_SHOP_ID } })).data.shop;

describe('the light shop (decision 0037)', () => {
  it('carries the address, the social links and the delivery methods the dashboard saved', async () => {
    const shop = await light();
    expect(shop.address).toBeTruthy();
    expect(shop.address_ar).toBeTruthy();
    expect(shop.deliveryMethods).toContain('dine_in');
    const info = readShopInfo(shop);
    expect(info.phone?.tel).toBe('+97143456789');
    expect(info.social.map((s) => s.network)).toEqual(['instagram', 'facebook', 'tiktok', 'snapchat', 'whatsapp']);
    expect(info.apps).toEqual([]);
  });

  it('follows a change of the social links made in the dashboard', async () => {
    const row = db().tables.socialMedia.find((s) => s.shop === DEMO_SHOP_ID);
    if (!row) throw new Error('The seed has no social links');
    row.youtube = 'https://youtube.com/@alwaha';
    expect((await light()).socialMedia?.youtube).toBe('https://youtube.com/@alwaha');
  });

  it('has a shop that set up nothing, one with apps, and one open around the clock', async () => {
    server.use(...(scenarios.shop?.notSetUp ?? []));
    const bare = readShopInfo(await light());
    expect(bare).toMatchObject({ phone: null, social: [], apps: [], hours: [], methods: null, busy: false });
    expect(bare.info).toBeUndefined();
    expect(bare.address).toBeUndefined();
    server.resetHandlers(...(scenarios.shop?.withApps ?? []));
    expect(readShopInfo(await light()).apps.map((a) => a.store)).toEqual(['ios', 'android']);
    server.resetHandlers(...(scenarios.shop?.openAllDay ?? []));
    expect((await light()).hours).toHaveLength(7);
  });
});
