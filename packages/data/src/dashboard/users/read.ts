/**
 * Readers of the users answers: a row the screens cannot show (no id, no name) is dropped from
 * the list, and a detail answer without one is an error, never a crash in a screen.
 */
import { isRecord, type PosUser, type UserNote } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const id = (value: unknown): string | null =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' ? String(value) : null;

export function readUserNote(row: unknown): UserNote | null {
  if (!isRecord(row)) return null;
  const noteId = id(row.id);
  const description = text(row.description);
  if (!noteId || !description) return null;
  return { id: noteId, user: text(row.user), shop: text(row.shop), description, globalNote: row.globalNote === true };
}

export function readPosUser(row: unknown): PosUser | null {
  if (!isRecord(row)) return null;
  const userId = id(row.id);
  const fullName = text(row.fullName).trim();
  if (!userId || !fullName) return null;
  const notes = Array.isArray(row.notes) ? row.notes.flatMap((n) => readUserNote(n) ?? []) : [];
  return {
    id: userId,
    shop: text(row.shop),
    fullName,
    phone: text(row.phone),
    countryCode: text(row.countryCode) || '971',
    emailAddress: text(row.emailAddress),
    isCashier: row.isCashier === true,
    isKitchen: row.isKitchen === true,
    notes,
  };
}

/** GET /pos/users answers the whole list as `data` (an array). */
export function readPosUsers(data: unknown): { rows: PosUser[] } {
  if (!Array.isArray(data)) throw invalidAnswer();
  return { rows: data.flatMap((row) => readPosUser(row) ?? []) };
}

/** GET /management/user/get answers the staff member as `data`. */
export function readPosUserDetail(data: unknown): PosUser {
  const user = readPosUser(data);
  if (!user) throw invalidAnswer();
  return user;
}
