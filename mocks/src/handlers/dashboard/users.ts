/**
 * Point-of-sale staff (vendor spec §3 "POS user", "User note"): cashiers and kitchen
 * staff with notes. Creating a POS user also creates their sign-in account (same id), so
 * they can use /entrance/login right away. A global note shows on every staff member.
 */
import type { EndpointName, PosUser, UserNote } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { ok, read } from '../../http.ts';
import {
  conflict,
  domainScenarios,
  findOr404,
  invalid,
  notFound,
  optionalBoolean,
  readCountryCode,
  readEmail,
  readId,
  readPhone,
  readText,
  removeRow,
  staffRoute,
} from './support/index.ts';

const names = [
  'posUsers',
  'managementUserGet',
  'posUser',
  'managementUserNoteAdd',
  'managementUserNoteUpdate',
  'managementUserNoteDelete',
] as const satisfies readonly EndpointName[];

function ownPosUsers(shop: string): PosUser[] {
  return db().tables.posUsers.filter((u) => u.shop === shop);
}

function findNote(shop: string, id: string): { user: PosUser; note: UserNote } {
  for (const user of ownPosUsers(shop)) {
    const note = user.notes.find((n) => n.id === id);
    if (note) return { user, note };
  }
  throw notFound('Note');
}

const list = staffRoute('posUsers', ({ shop }) => ok(ownPosUsers(shop)));

const get = staffRoute('managementUserGet', ({ shop, f }) => {
  const user = findOr404(ownPosUsers(shop), readId(f), 'User');
  const globalNotes = ownPosUsers(shop).flatMap((u) => (u === user ? [] : u.notes.filter((n) => n.globalNote)));
  return ok({ ...user, notes: [...user.notes, ...globalNotes] });
});

const create = staffRoute('posUser', ({ shop, f }) => {
  const countryCode = readCountryCode(f);
  const phone = readPhone(f, 'phone', countryCode);
  const fullName = readText(f, 'fullName', 120);
  const emailAddress = readEmail(f, 'emailAddress');
  const password = read.string(f, 'password', { max: 128 });
  if (password.length < 8) throw invalid('password must be at least 8 characters.', 'weak_password');
  const isCashier = optionalBoolean(f, 'isCashier') ?? false;
  const isKitchen = optionalBoolean(f, 'isKitchen') ?? false;
  if (!isCashier && !isKitchen) throw invalid('A POS user is a cashier, kitchen staff, or both.', 'role_required');
  const { tables, touch, nextId } = db();
  if (tables.users.some((u) => !u.deleted && u.phone === phone && u.countryCode === countryCode)) {
    throw conflict('An account with this phone already exists.', 'duplicate_phone');
  }
  const id = nextId('u');
  const account: UserRecord = {
    id,
    fullName,
    email: emailAddress,
    phone,
    countryCode,
    isSeller: false,
    isCashier,
    isKitchen,
    isLead: false,
    shop,
    password,
    deviceTokens: [],
  };
  const user: PosUser = { id, shop, fullName, phone, countryCode, emailAddress, isCashier, isKitchen, notes: [] };
  tables.users.push(account);
  tables.posUsers.push(user);
  touch();
  return ok(user, { status: 201 });
});

const noteAdd = staffRoute('managementUserNoteAdd', ({ shop, f }) => {
  const user = findOr404(ownPosUsers(shop), readId(f, 'user'), 'User');
  const note: UserNote = {
    id: db().nextId('unote'),
    user: user.id,
    shop,
    description: readText(f, 'description', 1000),
    globalNote: optionalBoolean(f, 'globalNote') ?? false,
  };
  user.notes.push(note);
  db().touch();
  return ok(note, { status: 201 });
});

const noteUpdate = staffRoute('managementUserNoteUpdate', ({ ctx, shop, f }) => {
  const { note } = findNote(shop, ctx.params.id ?? '');
  const description = f.description === undefined ? undefined : readText(f, 'description', 1000);
  const globalNote = optionalBoolean(f, 'globalNote');
  if (description) note.description = description;
  if (globalNote !== undefined) note.globalNote = globalNote;
  db().touch();
  return ok(note);
});

const noteDelete = staffRoute('managementUserNoteDelete', ({ ctx, shop }) => {
  const { user, note } = findNote(shop, ctx.params.id ?? '');
  removeRow(user.notes, note);
  db().touch();
  return ok({ id: note.id });
});

export const usersScenarios = domainScenarios({
  names,
  handlers: [list, get, create, noteAdd, noteUpdate, noteDelete],
  empty: [staffRoute('posUsers', () => ok([]))],
});
