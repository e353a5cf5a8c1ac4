/**
 * The CRM board's data layer against the mock API (msw/node): every page of a board's
 * customers, a move that shows at once and is put back when refused, boards and stages
 * created, renamed, reordered and deleted, and each card's next reminder.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiClient } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { crmKeys } from './keys.ts';
import { addBoard, addStage, deleteBoard, deleteStage, moveCustomer, moveStage, renameBoard, renameStage } from './mutations.ts';
import { nextReminders, readBoards, readMember, shopDay, type CrmBoardRow, type CrmMember, type CrmReminderRow } from './read.ts';
import { membersFetcher } from './useCrmBoard.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';

const server = useMockServer();

const boards = (client: ApiClient, shop: string) => selectFetcher(client, readBoards)(crmKeys.groups(shop));
const members = (client: ApiClient, shop: string, board: string) => membersFetcher(client)(crmKeys.members(shop, board));

describe('the CRM board against the mock API', () => {
  it('reads the boards with their stages in order and every customer of a board, across pages', async () => {
    const { client, shop } = await signedInOwner();
    const [first] = await boards(client, shop);
    expect(first?.stages.map((s) => s.order)).toEqual([1, 2, 3, 4, 5]);
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/customer/list')) calls += 1;
    });
    // 150 customers on one board: two pages of 100.
    const page = Array.from({ length: 150 }, (_, i) => ({
      id: `c-${i}`,
      fullName: `Customer ${i}`,
      phone: '501234567',
      countryCode: '971',
      stageId: 's-1',
      labels: [],
      createdAt: '2026-10-01T00:00:00Z',
    }));
    server.use(
      http.get('*/api/v1/customer/list', ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('page'));
        return HttpResponse.json({ data: { items: page.slice((n - 1) * 100, n * 100), page: n, limit: 100, total: 150 }, error: null });
      }),
    );
    const all = await members(client, shop, first!.id);
    expect(all).toHaveLength(150);
    expect(new Set(all.map((m) => m.id)).size).toBe(150);
    expect(calls).toBe(2);
    server.events.removeAllListeners();
  });

  it('moves a card at once, keeps it when the server takes it, and puts it back when refused', async () => {
    const { client, shop } = await signedInOwner();
    const [board] = await boards(client, shop);
    const cards = await members(client, shop, board!.id);
    const card = cards[0]!;
    const target = board!.stages.find((s) => s.id !== card.stageId)!;
    const cache = swrTestCache();
    const key = crmKeys.members(shop, board!.id);
    await cache.mutate(key, cards, { revalidate: false });
    const ctx = { api: client.api, mutate: cache.mutate, shop };

    expect(await moveCustomer(ctx, board!.id, card.id, target.id)).toBeNull();
    expect(cache.read<CrmMember[]>(key)?.find((m) => m.id === card.id)?.stageId).toBe(target.id);
    expect((await members(client, shop, board!.id)).find((m) => m.id === card.id)?.stageId).toBe(target.id);

    server.use(
      http.post('*/api/v1/group/stage/customer/link', () =>
        HttpResponse.json({ data: null, error: { status: 500, message: 'No.', code: 'internal' } }, { status: 500 }),
      ),
    );
    const back = board!.stages.find((s) => s.id !== target.id)!;
    const pending = moveCustomer(ctx, board!.id, card.id, back.id);
    // Shown at once, before the server answers.
    await Promise.resolve();
    expect(cache.read<CrmMember[]>(key)?.find((m) => m.id === card.id)?.stageId).toBe(back.id);
    const error = await pending;
    expect(error).toMatchObject({ status: 500 });
    expect(cache.read<CrmMember[]>(key)?.find((m) => m.id === card.id)?.stageId).toBe(target.id);
  });

  it('creates, renames, reorders and deletes stages and boards, and the boards are read again', async () => {
    const { client, shop } = await signedInOwner();
    const cache = swrTestCache();
    const ctx = { api: client.api, mutate: cache.mutate, shop };
    const created = await addBoard(ctx, { name: ' Weddings ', name_ar: 'الأعراس' });
    expect(created.error).toBeNull();
    expect(created.board).toMatchObject({ name: 'Weddings', name_ar: 'الأعراس' });
    const boardId = created.board!.id;
    expect(await renameBoard(ctx, boardId, { name: 'Weddings 2027', name_ar: 'أعراس ٢٠٢٧' })).toBeNull();
    expect(await addStage(ctx, boardId, { name: 'Booked', name_ar: 'محجوز' })).toBeNull();
    const find = async (): Promise<CrmBoardRow> => (await boards(client, shop)).find((b) => b.id === boardId)!;
    let board = await find();
    expect(board.name).toBe('Weddings 2027');
    expect(board.stages.map((s) => s.name)).toEqual(['New', 'Booked']);
    expect(await moveStage(ctx, board.stages[1]!.id, 1)).toBeNull();
    expect(await renameStage(ctx, board.stages[0]!.id, { name: 'Fresh', name_ar: 'جديد' })).toBeNull();
    board = await find();
    expect(board.stages.map((s) => s.name)).toEqual(['Booked', 'Fresh']);
    expect(await deleteStage(ctx, boardId, board.stages[1]!.id)).toBeNull();
    // The last stage cannot go: the server says why.
    expect(await deleteStage(ctx, boardId, board.stages[0]!.id)).toMatchObject({ status: 409, code: 'last_stage' });
    expect(await deleteBoard(ctx, boardId)).toBeNull();
    expect((await boards(client, shop)).some((b) => b.id === boardId)).toBe(false);
  });
});

describe('what a card shows', () => {
  const reminder = (customer: string, reminderDate: string, reminderTime: string): CrmReminderRow => ({
    id: `${customer}-${reminderDate}-${reminderTime}`,
    customer,
    note: 'Call',
    reminderDate,
    reminderTime,
  });

  it("gives each customer's earliest reminder from today on, never a past one", () => {
    const next = nextReminders(
      [
        reminder('a', '2026-11-20', '09:00'),
        reminder('a', '2026-11-03', '18:00'),
        reminder('a', '2026-11-03', '08:30'),
        reminder('b', '2026-10-30', '09:00'),
        reminder('c', '2026-11-01', '07:00'),
      ],
      '2026-11-01',
    );
    expect(next.get('a')).toMatchObject({ reminderDate: '2026-11-03', reminderTime: '08:30' });
    expect(next.has('b')).toBe(false);
    expect(next.get('c')?.reminderDate).toBe('2026-11-01');
  });

  it('counts the day in the UAE, and drops rows it cannot show', () => {
    // 22:30 UTC on 31 October is 02:30 on 1 November in Dubai.
    expect(shopDay(new Date('2026-10-31T22:30:00Z'))).toBe('2026-11-01');
    expect(readMember({ id: 'c-1', fullName: '', stageId: 's-1' })).toBeNull();
    expect(readMember({ id: 'c-1', fullName: 'Sara', stageId: 's-1', lastOrderAt: 'never' })).not.toHaveProperty('lastOrderAt');
    expect(readMember({ id: 7, fullName: 'Sara', stageId: 3, labels: ['l-1', null] })).toMatchObject({
      id: '7',
      stageId: '3',
      labels: ['l-1'],
    });
  });
});
