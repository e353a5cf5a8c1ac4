/**
 * Opening hours as the settings screen sends them (decision 0042): hours past midnight, a day
 * open around the clock (the same time for open and close, as core's openingStatus reads it), a
 * closed day without times, and a day's hours removed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OpeningHours } from '@dukkan/core';
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

const mirrored = (day: number) => tables.shops.find((s) => s.id === SHOP)?.hours?.find((h) => h.day === day);

describe('opening hours', () => {
  it('keeps hours that close after midnight', async () => {
    const res = await call<OpeningHours>('hoursAdd', { token, body: { shop: SHOP, day: 4, open: '18:00', close: '02:00', closed: false } });
    expect(res.status).toBe(200);
    expect(mirrored(4)).toEqual({ day: 4, open: '18:00', close: '02:00', closed: false });
  });

  it('takes the same time for open and close as open around the clock', async () => {
    const res = await call<OpeningHours>('hoursAdd', { token, body: { shop: SHOP, day: 2, open: '00:00', close: '00:00', closed: false } });
    expect(res.status).toBe(200);
    expect(mirrored(2)).toEqual({ day: 2, open: '00:00', close: '00:00', closed: false });
  });

  it('stores a closed day without times, and removes a day by its number', async () => {
    expect((await call('hoursAdd', { token, body: { shop: SHOP, day: 5, closed: true } })).status).toBe(200);
    expect(mirrored(5)).toMatchObject({ day: 5, closed: true });
    expect((await call('hoursDelete', { token, query: { shop: SHOP, day: '5' } })).status).toBe(200);
    expect(mirrored(5)).toBeUndefined();
    expect((await call('hoursDelete', { token, query: { shop: SHOP, day: '5' } })).status).toBe(404);
  });

  it('still refuses a time that is not HH:mm', async () => {
    expect((await call('hoursAdd', { token, body: { shop: SHOP, day: 1, open: '7', close: '23:00' } })).status).toBe(422);
  });
});
