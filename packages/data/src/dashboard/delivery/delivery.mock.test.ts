/**
 * The delivery-area data layer against the mock API (msw/node): the areas with where they lie and
 * the shop's settings in fils, setting an area exactly to the fils, editing and removing it, a
 * double click that saves once, and drafts refused before anything is sent.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner } from '../shared/staffSession.testing.ts';
import { deliveryKeys } from './keys.ts';
import { deliveryAreaProblem, removeDeliveryArea, saveDeliveryArea, type DeliveryAreaDraft } from './mutations.ts';
import { readDeliveryAreas, type DeliveryAreaRow } from './read.ts';

const server = useMockServer();

const draftFor = (area: string, patch: Partial<DeliveryAreaDraft> = {}): DeliveryAreaDraft => ({
  area,
  minOrderFils: 6035,
  deliveryFeeFils: 950,
  type: 'fixed',
  deliveryTime: 30,
  thresholdTime: 45,
  days: [5, 0, 1],
  ...patch,
});

async function setup() {
  const { client, shop } = await signedInOwner();
  const reloaded: unknown[] = [];
  const mutate = (async (key: unknown) => {
    reloaded.push(key);
    return undefined;
  }) as never;
  const read = () => selectFetcher(client, readDeliveryAreas)(deliveryKeys.areas(shop));
  return { client, shop, reloaded, read, ctx: { client, mutate, shop } };
}

describe('the delivery areas against the mock API', () => {
  it('reads every area with its centre, served ones first, with the settings in fils', async () => {
    const { read } = await setup();
    const rows = await read();
    expect(rows.length).toBeGreaterThan(6);
    expect(rows.every((r) => r.center && r.radiusKm)).toBe(true);
    const served = rows.filter((r) => r.settings);
    expect(served.length).toBeGreaterThan(0);
    expect(rows.slice(0, served.length)).toEqual(served);
    const marina = rows.find((r) => r.name === 'Dubai Marina');
    expect(marina?.settings).toMatchObject({ minOrderFils: 3000, deliveryFeeFils: 700, type: 'fixed', days: [0, 1, 2, 3, 4, 5, 6] });
  });

  it('sets an area exactly to the fils, edits it, then removes it, reloading the list each time', async () => {
    const { read, ctx, reloaded, shop } = await setup();
    const free = (await read()).find((r) => !r.settings) as DeliveryAreaRow;
    expect(await saveDeliveryArea(ctx, draftFor(free.id))).toMatchObject({ error: null });
    let row = (await read()).find((r) => r.id === free.id);
    expect(row?.settings).toMatchObject({ minOrderFils: 6035, deliveryFeeFils: 950, days: [0, 1, 5] });
    expect(reloaded).toEqual([deliveryKeys.areas(shop)]);

    const settingsId = row?.settings?.id;
    expect(await saveDeliveryArea(ctx, draftFor(free.id, { minOrderFils: 12000, type: 'distance' }), settingsId)).toMatchObject({
      error: null,
    });
    row = (await read()).find((r) => r.id === free.id);
    expect(row?.settings).toMatchObject({ id: settingsId, minOrderFils: 12000, type: 'distance' });

    expect(await removeDeliveryArea(ctx, settingsId as string)).toMatchObject({ error: null });
    expect((await read()).find((r) => r.id === free.id)?.settings).toBeUndefined();
    expect(reloaded).toHaveLength(3);
  });

  it('sends one request for a double click', async () => {
    const { read, ctx } = await setup();
    const free = (await read()).find((r) => !r.settings) as DeliveryAreaRow;
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('set-delivery-area')) sent += 1;
    });
    const [first, second] = await Promise.all([saveDeliveryArea(ctx, draftFor(free.id)), saveDeliveryArea(ctx, draftFor(free.id))]);
    expect(first.error).toBeNull();
    expect(second.error?.code).toBe('in_flight');
    expect(sent).toBe(1);
    server.events.removeAllListeners();
  });

  it('refuses a draft before sending it', async () => {
    expect(deliveryAreaProblem(draftFor('a', { thresholdTime: 20, deliveryTime: 30 }))).toBe('threshold_below_time');
    expect(deliveryAreaProblem(draftFor('a', { days: [] }))).toBe('no_days');
    expect(deliveryAreaProblem(draftFor('a', { minOrderFils: -1 }))).toBe('min_order_range');
    expect(deliveryAreaProblem(draftFor('a', { deliveryFeeFils: 100_001 }))).toBe('fee_range');
    expect(deliveryAreaProblem(draftFor('a', { deliveryTime: 4 }))).toBe('time_range');
    expect(deliveryAreaProblem(draftFor('a'))).toBeNull();
    const { ctx } = await setup();
    expect((await saveDeliveryArea(ctx, draftFor('a', { days: [] }))).error?.code).toBe('no_days');
  });

  it('makes an unreadable answer an error, not a wrong minimum', async () => {
    const { read } = await setup();
    server.use(
      http.get('*/api/v1/area/list', () =>
        HttpResponse.json({ data: [{ id: 'x', name: 'X', city: 'Dubai', deliveryArea: { id: 'd', minOrder: 'lots' } }], error: null }),
      ),
    );
    await expect(read()).rejects.toMatchObject({ error: { code: 'invalid_response' } });
  });
});
