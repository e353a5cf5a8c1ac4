/**
 * Changes to POS users and their notes (vendor spec §7 Users). Note edits and deletions show at
 * once and roll back when the call fails (CONVENTIONS §5, `optimisticUpdate`); a new user and
 * a new note wait for the server, which gives them their id.
 */
import type { ScopedMutator } from 'swr';
import { failure, success, type Api, type ApiError, type ApiResult, type PosUser, type UserNote } from '@dukkan/core';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import type { PagedAnswer } from '../shared/usePagedList.ts';
import { usersKeys } from './keys.ts';
import { readPosUser, readUserNote } from './read.ts';

export type UsersApi = Pick<Api, 'posUser' | 'managementUserNoteAdd' | 'managementUserNoteUpdate' | 'managementUserNoteDelete'>;

export interface UsersContext {
  api: UsersApi;
  mutate: ScopedMutator;
  /** The working shop: every call names it (a lead may work on another shop than their own). */
  shop: string;
}

/** POST /pos/user (vendor spec §3 "POS user"). */
export interface PosUserDraft {
  fullName: string;
  /** The national number, digits only (`501234567`). */
  phone: string;
  /** Without "+": `971`. */
  countryCode: string;
  emailAddress: string;
  password: string;
  isCashier: boolean;
  isKitchen: boolean;
}

export interface NoteDraft {
  description: string;
  globalNote: boolean;
}

/** Creates the staff member (and, on the platform, their sign-in account), then refreshes the list. */
export async function createPosUser({ api, mutate, shop }: UsersContext, draft: PosUserDraft): Promise<ApiResult<PosUser | null>> {
  const result = await api.posUser({ body: { shop, ...draft } });
  if (result.error) return failure(result.error);
  const user = readPosUser(result.data);
  await mutate<PagedAnswer<PosUser>>(
    usersKeys.list(shop),
    (current) => (current && user && !current.rows.some((r) => r.id === user.id) ? { rows: [...current.rows, user] } : current),
    { revalidate: true },
  );
  return success(user);
}

/** POST /management/user/note/add; the new note joins the cached detail, then the server's view is fetched. */
export async function addUserNote({ api, mutate, shop }: UsersContext, userId: string, draft: NoteDraft): Promise<ApiError | null> {
  const result = await api.managementUserNoteAdd({
    body: { user: userId, shop, description: draft.description, globalNote: draft.globalNote },
  });
  if (result.error) return result.error;
  const note = readUserNote(result.data);
  await mutate<PosUser>(
    usersKeys.user(shop, userId),
    (current) =>
      current && note && !current.notes.some((n) => n.id === note.id) ? { ...current, notes: [...current.notes, note] } : current,
    { revalidate: true },
  );
  return null;
}

function withNotes(current: PosUser | undefined, change: (notes: UserNote[]) => UserNote[]): PosUser {
  // The notes are only editable once the detail is shown, so there is a cached user here.
  return current ? { ...current, notes: change(current.notes) } : (current as unknown as PosUser);
}

/** PUT /management/user/note/{id}: shown at once, rolled back (and the error returned) when refused. */
export function updateUserNote(
  { api, mutate, shop }: UsersContext,
  userId: string,
  noteId: string,
  draft: NoteDraft,
): Promise<ApiError | null> {
  return optimisticUpdate<PosUser>({
    mutate,
    key: usersKeys.user(shop, userId),
    optimistic: (current) => withNotes(current, (notes) => notes.map((n) => (n.id === noteId ? { ...n, ...draft } : n))),
    send: () =>
      api.managementUserNoteUpdate({
        params: { id: noteId },
        body: { shop, description: draft.description, globalNote: draft.globalNote },
      }),
  });
}

/** DELETE /management/user/note/{id} (the shop in the query): gone at once, back when refused. */
export function deleteUserNote({ api, mutate, shop }: UsersContext, userId: string, noteId: string): Promise<ApiError | null> {
  return optimisticUpdate<PosUser>({
    mutate,
    key: usersKeys.user(shop, userId),
    optimistic: (current) => withNotes(current, (notes) => notes.filter((n) => n.id !== noteId)),
    send: () => api.managementUserNoteDelete({ params: { id: noteId }, query: { shop } }),
  });
}
