/**
 * The board's own reads against the mock API (decision 0079): one group by id (a deep link),
 * its stage list (the columns), one stage before its dialog edits it, and switching the board's
 * template, after which every board read of the shop is read again.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ScopedMutator } from 'swr';
import { type ApiClient } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import { selectFetcher } from '../../swr/select.ts';
import { crmKeys, isCrmBoardKey } from './keys.ts';
import { changeTemplate, renameStage } from './mutations.ts';
import { readBoards, readOneBoard, readOneStage, readBoardStages, type CrmStageRow } from './read.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';

const server = useMockServer();

const boards = (client: ApiClient, shop: string) => selectFetcher(client, readBoards)(crmKeys.groups(shop));
const board = (client: ApiClient, shop: string, id: string) => selectFetcher(client, readOneBoard)(crmKeys.group(shop, id));
const stages = (client: ApiClient, shop: string, group: string) => selectFetcher(client, readBoardStages)(crmKeys.stages(shop, group));
const stage = (client: ApiClient, shop: string, id: string) => selectFetcher(client, readOneStage)(crmKeys.stage(shop, id));

describe('the board reads against the mock API', () => {
  it('reads one board by id with its stages, and an unknown id is a 404', async () => {
    const { client, shop } = await signedInOwner();
    const [first] = await boards(client, shop);
    const one = await board(client, shop, first!.id);
    expect(one).toMatchObject({ id: first!.id, name: first!.name });
    expect(one.stages.map((s) => s.id)).toEqual(first!.stages.map((s) => s.id));
    const missing = await board(client, shop, 'group_does_not_exist').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(ApiRequestError);
    expect((missing as ApiRequestError).error.status).toBe(404);
  });

  it("lists one board's stages in order, and reads one stage as the server has it", async () => {
    const { client, shop } = await signedInOwner();
    const [first] = await boards(client, shop);
    const columns = await stages(client, shop, first!.id);
    expect(columns.map((s) => s.order)).toEqual(columns.map((_, i) => i + 1));
    expect(columns.map((s) => s.id)).toEqual(first!.stages.map((s) => s.id));
    const cache = swrTestCache();
    const ctx = { api: client.api, mutate: cache.mutate, shop };
    // Renamed elsewhere: the board's earlier list still says the old name, the stage read says the new one.
    expect(await renameStage(ctx, columns[1]!.id, { name: 'Called back', name_ar: 'تم الرد' })).toBeNull();
    expect(await stage(client, shop, columns[1]!.id)).toMatchObject({ id: columns[1]!.id, name: 'Called back', name_ar: 'تم الرد' });
    const gone = await stage(client, shop, 'stage_does_not_exist').catch((e: unknown) => e);
    expect((gone as ApiRequestError).error.status).toBe(404);
  });

  it('switches the template: new columns, the type remembered, and every board read of the shop read again', async () => {
    const { client, shop } = await signedInOwner();
    const [first] = await boards(client, shop);
    const asked: unknown[] = [];
    const mutate = ((arg: unknown) => {
      asked.push(arg);
      return Promise.resolve(undefined);
    }) as unknown as ScopedMutator;
    expect(await changeTemplate({ api: client.api, mutate, shop }, first!.id, 'catering')).toBeNull();
    const after = await board(client, shop, first!.id);
    expect(after.templateType).toBe('catering');
    expect(after.stages.map((s) => s.name)).toEqual(['Inquiry', 'Quoted', 'Confirmed', 'Delivered']);
    expect((await stages(client, shop, first!.id)).map((s) => s.name)).toEqual(['Inquiry', 'Quoted', 'Confirmed', 'Delivered']);
    // Read again: the board reads of this shop (by a key filter) and the board's cards (customers kept their place).
    const filter = asked.find((a): a is (key: unknown) => boolean => typeof a === 'function');
    for (const key of [crmKeys.groups(shop), crmKeys.group(shop, first!.id), crmKeys.stages(shop, first!.id), crmKeys.stage(shop, 's')])
      expect(filter?.(key)).toBe(true);
    expect(filter?.(crmKeys.group('another-shop', first!.id))).toBe(false);
    expect(asked).toContainEqual(crmKeys.members(shop, first!.id));
  });

  it('refuses a template the server does not know, and says why', async () => {
    const { client, shop } = await signedInOwner();
    const [first] = await boards(client, shop);
    const ctx = { api: client.api, mutate: swrTestCache().mutate, shop };
    server.use(
      http.put('*/api/v1/customer/crm-v2/change-template-type', () =>
        HttpResponse.json({ data: null, error: { status: 422, message: 'Unknown template.', code: 'invalid_enum' } }, { status: 422 }),
      ),
    );
    expect(await changeTemplate(ctx, first!.id, 'loyalty')).toMatchObject({ status: 422 });
  });

  it('drops rows it cannot show and rejects answers of the wrong shape', () => {
    expect(
      readBoardStages([{ id: 's-2', name: 'B', order: 2 }, { id: 's-1', name: 'A', order: 1 }, { name: 'no id' }]).map(
        (s: CrmStageRow) => s.id,
      ),
    ).toEqual(['s-1', 's-2']);
    expect(() => readBoardStages({ items: [] })).toThrow(ApiRequestError);
    expect(() => readOneStage({ id: 's-1' })).toThrow(ApiRequestError);
    expect(() => readOneBoard(null)).toThrow(ApiRequestError);
    expect(readOneBoard({ id: 'g', name: 'G', stages: [], templateType: 'wholesale' })).not.toHaveProperty('templateType');
    expect(isCrmBoardKey(crmKeys.stage('shop-1', 's'), 'shop-1')).toBe(true);
    expect(isCrmBoardKey(crmKeys.stage('shop-1', 's'), 'shop-2')).toBe(false);
    expect(isCrmBoardKey(crmKeys.members('shop-1', 'g'), 'shop-1')).toBe(false);
  });
});
