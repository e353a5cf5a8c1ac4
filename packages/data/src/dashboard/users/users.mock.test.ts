/**
 * The users data layer against the mock API (msw/node): the list and its filter, creating a
 * staff member who can then sign in, and note changes that show at once and roll back.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { type ApiClient, type PosUser } from '@dukkan/core';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { demoAccounts } from '../../../../../mocks/src/config.ts';
import { selectFetcher } from '../../swr/select.ts';
import { usersKeys } from './keys.ts';
import { addUserNote, createPosUser, deleteUserNote, updateUserNote } from './mutations.ts';
import { readPosUserDetail, readPosUsers } from './read.ts';
import { posUserFilter } from './filter.ts';
import { dashboardClient, swrTestCache } from '../shared/staffSession.testing.ts';

const server = useMockServer();

async function signIn(body: Record<string, unknown>): Promise<{ client: ApiClient; shop: string; error: unknown }> {
  const client = dashboardClient();
  const result = await client.api.entranceLogin({ body: { rememberMe: false, ...body } as never });
  if (result.error) return { client, shop: '', error: result.error };
  client.tokens.startSession({ token: result.data.token, refreshToken: result.data.refreshToken });
  return { client, shop: String(result.data.user.shop), error: null };
}

async function owner() {
  const { userName, password } = demoAccounts.seller;
  return signIn({ method: 'userName', userName, password });
}

async function list(client: ApiClient, shop: string) {
  return selectFetcher(client, readPosUsers)(usersKeys.list(shop));
}

async function detail(client: ApiClient, shop: string, id: string) {
  return selectFetcher(client, readPosUserDetail)(usersKeys.user(shop, id));
}

describe('POS users against the mock API', () => {
  it('lists the shop staff and finds them by name, phone (any digits) and e-mail, and by role', async () => {
    const { client, shop } = await owner();
    const { rows } = await list(client, shop);
    expect(rows).toHaveLength(6);
    const find = (q: string, role?: 'cashier' | 'kitchen') => rows.filter(posUserFilter(q, role)).map((u) => u.fullName);
    expect(find('aisha')).toEqual(['Aisha Rahman']);
    expect(find('يوسف')).toEqual(['يوسف حداد']);
    expect(find('055 339')).toEqual(['Mohammed Rafiq']);
    expect(find('٠٥٥٣٣٩٠١١٢')).toEqual(['Mohammed Rafiq']);
    expect(find('+971 55 339 0112')).toEqual(['Mohammed Rafiq']);
    expect(find('lakshmi.iyer@')).toEqual(['Lakshmi Iyer']);
    expect(find('', 'kitchen')).toEqual(['Mohammed Rafiq', 'Lakshmi Iyer', 'Ana Dela Cruz']);
    expect(find('ana', 'cashier')).toEqual(['Ana Dela Cruz']);
    expect(find('nobody here')).toEqual([]);
  });

  it('creates a kitchen user who can then sign in by phone (they have no user name)', async () => {
    const { client, shop } = await owner();
    const cache = swrTestCache();
    await cache.mutate(usersKeys.list(shop), await list(client, shop), { revalidate: false });
    const draft = {
      fullName: 'Omar Saleh',
      phone: '581112233',
      countryCode: '971',
      emailAddress: 'omar.saleh@dukkan.ae',
      password: 'Kitchen#2026',
      isCashier: false,
      isKitchen: true,
    };
    const created = await createPosUser({ api: client.api, mutate: cache.mutate, shop }, draft);
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ fullName: 'Omar Saleh', isKitchen: true, isCashier: false, phone: '581112233' });
    expect(cache.read<{ rows: PosUser[] }>(usersKeys.list(shop))?.rows.map((u) => u.fullName)).toContain('Omar Saleh');

    const byPhone = await signIn({ method: 'phone', phone: '581112233', password: 'Kitchen#2026' });
    expect(byPhone.error).toBeNull();
    expect(byPhone.shop).toBe(shop);
    const byName = await signIn({ method: 'userName', userName: 'Omar Saleh', password: 'Kitchen#2026' });
    expect(byName.error).toMatchObject({ status: 401 });

    const again = await createPosUser({ api: client.api, mutate: cache.mutate, shop }, { ...draft, emailAddress: 'other@dukkan.ae' });
    expect(again.error).toMatchObject({ status: 409, code: 'duplicate_phone' });
  });

  it('adds a global note that every staff member sees', async () => {
    const { client, shop } = await owner();
    const { rows } = await list(client, shop);
    const [first, second] = rows as [PosUser, PosUser];
    const cache = swrTestCache();
    await cache.mutate(usersKeys.user(shop, first.id), await detail(client, shop, first.id), { revalidate: false });
    const error = await addUserNote({ api: client.api, mutate: cache.mutate, shop }, first.id, {
      description: 'Stocktake on Sunday at 7 am.',
      globalNote: true,
    });
    expect(error).toBeNull();
    expect(cache.read<PosUser>(usersKeys.user(shop, first.id))?.notes.map((n) => n.description)).toContain('Stocktake on Sunday at 7 am.');
    const other = await detail(client, shop, second.id);
    expect(other.notes).toContainEqual(
      expect.objectContaining({ description: 'Stocktake on Sunday at 7 am.', globalNote: true, user: first.id }),
    );
  });

  it('edits and deletes a note, and the server keeps the change', async () => {
    const { client, shop } = await owner();
    const user = (await list(client, shop)).rows[1] as PosUser;
    const note = user.notes[0]!;
    const cache = swrTestCache();
    const ctx = { api: client.api, mutate: cache.mutate, shop };
    await cache.mutate(usersKeys.user(shop, user.id), await detail(client, shop, user.id), { revalidate: false });

    expect(await updateUserNote(ctx, user.id, note.id, { description: 'Covers Saturday mornings.', globalNote: false })).toBeNull();
    expect((await detail(client, shop, user.id)).notes.find((n) => n.id === note.id)?.description).toBe('Covers Saturday mornings.');

    expect(await deleteUserNote(ctx, user.id, note.id)).toBeNull();
    expect((await detail(client, shop, user.id)).notes.some((n) => n.id === note.id)).toBe(false);
    expect(cache.read<PosUser>(usersKeys.user(shop, user.id))?.notes.some((n) => n.id === note.id)).toBe(false);
  });

  it('shows an edit or a deletion at once and puts the note back when the server refuses', async () => {
    const { client, shop } = await owner();
    const user = (await list(client, shop)).rows[1] as PosUser;
    const note = user.notes[0]!;
    const cache = swrTestCache();
    const ctx = { api: client.api, mutate: cache.mutate, shop };
    const key = usersKeys.user(shop, user.id);
    await cache.mutate(key, await detail(client, shop, user.id), { revalidate: false });

    let during: string | undefined;
    server.use(
      http.put('*/api/v1/management/user/note/:id', () => {
        during = cache.read<PosUser>(key)?.notes.find((n) => n.id === note.id)?.description;
        return HttpResponse.json({ data: null, error: { status: 500, message: 'Server error' } }, { status: 500 });
      }),
      http.delete('*/api/v1/management/user/note/:id', () =>
        HttpResponse.json({ data: null, error: { status: 500, message: 'Server error' } }, { status: 500 }),
      ),
    );
    const edit = await updateUserNote(ctx, user.id, note.id, { description: 'Typed text', globalNote: false });
    expect(edit).toMatchObject({ status: 500 });
    expect(during).toBe('Typed text');
    expect(cache.read<PosUser>(key)?.notes.find((n) => n.id === note.id)?.description).toBe(note.description);

    const removal = await deleteUserNote(ctx, user.id, note.id);
    expect(removal).toMatchObject({ status: 500 });
    expect(cache.read<PosUser>(key)?.notes.some((n) => n.id === note.id)).toBe(true);
  });

  it('drops list rows it cannot show and refuses a detail without a name', () => {
    expect(readPosUsers([{ id: 'a', fullName: 'Sara' }, { id: 'b' }, null, 'x']).rows.map((u) => u.id)).toEqual(['a']);
    expect(() => readPosUsers({ rows: [] })).toThrow();
    expect(() => readPosUserDetail({ id: 'a' })).toThrow();
  });
});
