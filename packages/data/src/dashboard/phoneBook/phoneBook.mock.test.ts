/**
 * The phone book against the mock API (msw/node): the list read and searched (folded names,
 * phones in any digits), a person added, read fresh, changed and deleted, their addresses
 * added, changed and deleted, and the refusals passed on (a duplicate phone, a person gone).
 */
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../../../../../mocks/src/node.ts';
import { selectFetcher } from '../../swr/select.ts';
import { signedInOwner, swrTestCache } from '../shared/staffSession.testing.ts';
import {
  addPhoneBookAddress,
  createPhoneBookPerson,
  deletePhoneBookAddress,
  deletePhoneBookPerson,
  phoneBookKeys,
  searchPhoneBook,
  updatePhoneBookAddress,
  updatePhoneBookPerson,
  type PhoneBookContext,
} from './phoneBook.ts';
import { readOnePhoneBookPerson, readPhoneBookList, readPhoneBookPerson, type PhoneBookPerson } from './read.ts';

useMockServer();

async function context(): Promise<PhoneBookContext> {
  const { client, shop } = await signedInOwner();
  const { mutate } = swrTestCache();
  return { client, shop, mutate };
}

const list = (ctx: PhoneBookContext) => selectFetcher(ctx.client, readPhoneBookList)(phoneBookKeys.list(ctx.shop));
const one = (ctx: PhoneBookContext, id: string) => selectFetcher(ctx.client, readOnePhoneBookPerson)(phoneBookKeys.person(ctx.shop, id));

const home = { city: 'Dubai', area_name: 'Al Barsha', building: 'Al Manara Tower', flat: '1204', notes: 'Ring twice' };

describe('the phone book', () => {
  it('lists the shop’s people by name, each with a phone of digits and their addresses', async () => {
    const ctx = await context();
    const people = await list(ctx);
    expect(people).toHaveLength(20);
    expect(people.every((p) => /^5\d{8}$/.test(p.phone) && p.addresses.length >= 1)).toBe(true);
    const names = people.map((p) => p.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('adds a person, finds them by name and by the phone’s last digits, changes them and deletes them', async () => {
    const ctx = await context();
    const added = await createPhoneBookPerson(ctx, { phone: '501239876', fullName: '  أحمد الفلاسي ', notes: 'Calls after Maghrib' });
    expect(added.error).toBeNull();
    expect(added.data).toMatchObject({ phone: '501239876', fullName: 'أحمد الفلاسي', notes: 'Calls after Maghrib', addresses: [] });
    const id = added.data!.id;

    const people = await list(ctx);
    expect(searchPhoneBook(people, 'احمد').map((p) => p.id)).toContain(id);
    expect(searchPhoneBook(people, '٩٨٧٦').map((p) => p.id)).toEqual([id]);
    expect(searchPhoneBook(people, '+971 50 123 9876').map((p) => p.id)).toEqual([id]);
    expect(searchPhoneBook(people, 'nobody-called-this')).toEqual([]);

    const changed = await updatePhoneBookPerson(ctx, id, { phone: '0501239877', fullName: 'Ahmed Al Falasi', notes: '' });
    expect(changed.data).toMatchObject({ phone: '501239877', fullName: 'Ahmed Al Falasi', notes: '' });
    expect(await one(ctx, id)).toMatchObject({ phone: '501239877', notes: '' });

    expect(await deletePhoneBookPerson(ctx, id)).toBeNull();
    await expect(one(ctx, id)).rejects.toMatchObject({ error: { status: 404 } });
    // Deleting one already gone is no failure; changing one is refused with the 404.
    expect(await deletePhoneBookPerson(ctx, id)).toBeNull();
    expect((await updatePhoneBookPerson(ctx, id, { phone: '501239877', fullName: 'x', notes: '' })).error?.status).toBe(404);
  });

  it('refuses a phone someone else already has, on create and on change', async () => {
    const ctx = await context();
    const [first, second] = await list(ctx);
    const dup = await createPhoneBookPerson(ctx, { phone: first!.phone, fullName: 'Copy', notes: '' });
    expect(dup.error).toMatchObject({ status: 409, code: 'duplicate_phone' });
    const moved = await updatePhoneBookPerson(ctx, second!.id, { phone: first!.phone, fullName: second!.fullName, notes: '' });
    expect(moved.error).toMatchObject({ code: 'duplicate_phone' });
    // Keeping one's own phone is fine.
    const same = await updatePhoneBookPerson(ctx, second!.id, { phone: second!.phone, fullName: second!.fullName, notes: second!.notes });
    expect(same.error).toBeNull();
  });

  it('adds two addresses, changes one (a cleared flat is cleared) and deletes the other', async () => {
    const ctx = await context();
    const person = (await createPhoneBookPerson(ctx, { phone: '551112233', fullName: 'Mariam Saeed', notes: '' })).data!;
    const a = await addPhoneBookAddress(ctx, person.id, home);
    const b = await addPhoneBookAddress(ctx, person.id, { ...home, city: 'Sharjah', area_name: 'Al Nahda', flat: '', notes: '' });
    expect(a.data).toMatchObject(home);
    expect(b.data).toMatchObject({ city: 'Sharjah', flat: '' });

    const edited = await updatePhoneBookAddress(ctx, person.id, a.data!.id, { ...home, flat: '', notes: 'Gate 3' });
    expect(edited.data).toMatchObject({ flat: '', notes: 'Gate 3', building: 'Al Manara Tower' });
    expect(await deletePhoneBookAddress(ctx, person.id, b.data!.id)).toBeNull();

    const fresh: PhoneBookPerson = await one(ctx, person.id);
    expect(fresh.addresses).toEqual([{ ...home, id: a.data!.id, flat: '', notes: 'Gate 3' }]);
    // An address without its building is refused, and nothing is added.
    const refused = await addPhoneBookAddress(ctx, person.id, { ...home, building: '  ' });
    expect(refused.error?.status).toBe(422);
    expect((await one(ctx, person.id)).addresses).toHaveLength(1);
  });
});

describe('the phone book readers', () => {
  it('drop what cannot be shown and never trust the wire', () => {
    expect(() => readPhoneBookList({ rows: [] })).toThrow();
    expect(
      readPhoneBookList([{ fullName: 'no id' }, null, { id: 7, phone: '+971 50 123 4567', addresses: [{ city: 'x' }, { id: 'a1' }] }]),
    ).toEqual([
      {
        id: '7',
        phone: '971501234567',
        fullName: '',
        notes: '',
        addresses: [{ id: 'a1', city: '', area_name: '', building: '', flat: '', notes: '' }],
      },
    ]);
    expect(readPhoneBookPerson({ id: 'x', addresses: 'none' })?.addresses).toEqual([]);
  });
});
