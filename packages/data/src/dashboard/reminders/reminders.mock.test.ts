/**
 * Reminders and global notes against the mock API (msw/node): both kinds of reminder listed,
 * added, read fresh, changed and deleted through the same calls the dashboard makes; one
 * customer's list; the refusals passed on; the global notes newest first.
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import { addGlobalNote, deleteGlobalNote, globalNoteKeys, updateGlobalNote } from './notes.ts';
import { readGlobalNotes, readReminder, readReminderList } from './read.ts';
import {
  addReminder,
  deleteReminder,
  fetchReminder,
  fetchReminderCustomerNames,
  reminderKeys,
  updateReminder,
  type RemindersContext,
} from './reminders.ts';

useMockServer();

async function context(): Promise<RemindersContext> {
  const { client, shop } = await signedInOwner();
  const { mutate } = swrTestCache();
  return { client, shop, mutate };
}

const draft = { note: 'Ask about the Eid hamper order', reminderDate: '2026-12-01', reminderTime: '10:30' };

describe('the shop reminders', () => {
  it('lists the customers’ and the global ones, each with what the screens need', async () => {
    const ctx = await context();
    const customers = await selectFetcher(ctx.client, readReminderList('customer'))(reminderKeys.customers(ctx.shop));
    const global = await selectFetcher(ctx.client, readReminderList('global'))(reminderKeys.global(ctx.shop));
    expect(customers).toHaveLength(15);
    expect(customers.every((r) => r.kind === 'customer' && r.customer && /^\d{2}:\d{2}$/.test(r.reminderTime))).toBe(true);
    expect(global).toHaveLength(4);
    expect(global.map((r) => r.title)).toContain('تجديد رخصة المحل');
    expect(global.every((r) => r.kind === 'global' && r.customer === undefined)).toBe(true);
  });

  it('adds a customer’s reminder, reads it fresh, moves it and deletes it', async () => {
    const ctx = await context();
    const customers = await selectFetcher(ctx.client, readReminderList('customer'))(reminderKeys.customers(ctx.shop));
    const customer = customers[0]!.customer!;
    const added = await addReminder(ctx, { kind: 'customer', customer }, draft);
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ kind: 'customer', customer, ...draft });
    const id = added.data!.id;
    const mine = await selectFetcher(ctx.client, readReminderList('customer'))(reminderKeys.ofCustomer(ctx.shop, customer));
    expect(mine.every((r) => r.customer === customer)).toBe(true);
    expect(mine.some((r) => r.id === id)).toBe(true);

    const moved = await updateReminder(ctx, 'customer', id, { ...draft, reminderTime: '16:45', note: '  Call back  ' });
    expect(moved.data).toMatchObject({ reminderTime: '16:45', note: 'Call back', reminderDate: '2026-12-01' });
    expect((await fetchReminder(ctx, 'customer', id)).data).toMatchObject({ id, reminderTime: '16:45' });
    // A global reminder's id is not a customer's: the calls keep the two apart.
    expect((await fetchReminder(ctx, 'global', id)).error?.status).toBe(404);

    expect(await deleteReminder(ctx, 'customer', id)).toBeNull();
    expect((await fetchReminder(ctx, 'customer', id)).error?.status).toBe(404);
    // Deleting one already gone is no failure: it is gone either way.
    expect(await deleteReminder(ctx, 'customer', id)).toBeNull();
    // Changing one that is gone is refused with the 404.
    expect((await updateReminder(ctx, 'customer', id, draft)).error?.status).toBe(404);
  });

  it('adds a global reminder with a title, changes it and deletes it', async () => {
    const ctx = await context();
    const added = await addReminder(ctx, { kind: 'global' }, { ...draft, title: ' Count the cold room ' });
    expect(added.data).toMatchObject({ kind: 'global', title: 'Count the cold room', note: draft.note });
    const id = added.data!.id;
    const changed = await updateReminder(ctx, 'global', id, { ...draft, title: 'Stock count', reminderDate: '2026-12-03' });
    expect(changed.data).toMatchObject({ title: 'Stock count', reminderDate: '2026-12-03' });
    expect((await fetchReminder(ctx, 'global', id)).data).toMatchObject({ title: 'Stock count' });
    expect(await deleteReminder(ctx, 'global', id)).toBeNull();
    const global = await selectFetcher(ctx.client, readReminderList('global'))(reminderKeys.global(ctx.shop));
    expect(global.some((r) => r.id === id)).toBe(false);
  });

  it('passes on the refusals: no real day, no note, an unknown customer', async () => {
    const ctx = await context();
    const customers = await selectFetcher(ctx.client, readReminderList('customer'))(reminderKeys.customers(ctx.shop));
    const customer = customers[0]!.customer!;
    const badDay = await addReminder(ctx, { kind: 'customer', customer }, { ...draft, reminderDate: '2026-02-30' });
    expect(badDay.error?.status).toBe(422);
    const noNote = await addReminder(ctx, { kind: 'customer', customer }, { ...draft, note: '   ' });
    expect(noNote.error?.status).toBe(422);
    const noTitle = await addReminder(ctx, { kind: 'global' }, { ...draft, title: '' });
    expect(noTitle.error?.status).toBe(422);
    const stranger = await addReminder(ctx, { kind: 'customer', customer: 'cus-nobody' }, draft);
    expect(stranger.error?.status).toBe(404);
  });
});

describe('the customers’ names', () => {
  it('are read one customer at a time, each once; one that is not found is left out', async () => {
    const ctx = await context();
    const customers = await selectFetcher(ctx.client, readReminderList('customer'))(reminderKeys.customers(ctx.shop));
    const ids = customers.map((r) => r.customer!);
    const names = await fetchReminderCustomerNames(ctx.client, ctx.shop, [...ids, 'cus-nobody']);
    expect(names.size).toBe(new Set(ids).size);
    expect(names.has('cus-nobody')).toBe(false);
    expect([...names.values()].every((name) => name.trim().length > 0)).toBe(true);
  });
});

describe('the readers never trust the wire', () => {
  it('drops reminders without an id, a real day or (for a customer’s) a customer', () => {
    expect(readReminder({ id: 'r', customer: 'c', note: 'n', reminderDate: '2026-02-30', reminderTime: '10:00' }, 'customer')).toBeNull();
    expect(readReminder({ id: 'r', note: 'n', reminderDate: '2026-02-03', reminderTime: '10:00' }, 'customer')).toBeNull();
    expect(
      readReminder({ id: 'r', customer: 'c', note: 'n', reminderDate: '2026-02-03', reminderTime: '25:00' }, 'customer'),
    ).toMatchObject({
      reminderTime: '00:00',
    });
    expect(readReminder({ id: 'g', note: 'Only a note', reminderDate: '2026-02-03', reminderTime: '09:00:00' }, 'global')).toMatchObject({
      title: 'Only a note',
      reminderTime: '09:00',
    });
    expect(() => readReminderList('global')({ items: [] })).toThrow();
    expect(readGlobalNotes([{ id: 'a', title: 'First' }, { id: 'b', title: '  ' }, { title: 'x' }, { id: 'c', title: 'Last' }])).toEqual([
      { id: 'c', title: 'Last' },
      { id: 'a', title: 'First' },
    ]);
  });
});

describe('the global notes', () => {
  it('are listed newest first, added, changed and deleted; the 80-character limit is the server’s', async () => {
    const ctx = await context();
    const added = await addGlobalNote(ctx, '  Gift wrapping on request  ');
    expect(added.data).toMatchObject({ title: 'Gift wrapping on request' });
    const id = added.data!.id;
    const list = await selectFetcher(ctx.client, readGlobalNotes)(globalNoteKeys.list(ctx.shop));
    expect(list[0]).toEqual({ id, title: 'Gift wrapping on request' });
    expect((await updateGlobalNote(ctx, id, 'تغليف الهدايا عند الطلب')).data).toEqual({ id, title: 'تغليف الهدايا عند الطلب' });
    expect((await updateGlobalNote(ctx, id, 'x'.repeat(81))).error?.status).toBe(422);
    expect((await addGlobalNote(ctx, '   ')).error?.status).toBe(422);
    expect(await deleteGlobalNote(ctx, id)).toBeNull();
    const after = await selectFetcher(ctx.client, readGlobalNotes)(globalNoteKeys.list(ctx.shop));
    expect(after.some((n) => n.id === id)).toBe(false);
    expect((await updateGlobalNote(ctx, id, 'Again')).error?.status).toBe(404);
  });
});
