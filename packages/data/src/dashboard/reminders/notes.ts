/**
 * The shop's global notes (vendor spec §7 Customer: notes/global list, add, update, delete;
 * decision 0073): short titles the team keeps for every customer ("Gift wrapping on request").
 * Every change reads the list again.
 */
import useSWR from 'swr';
import type { ApiError, ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import { readGlobalNote, readGlobalNotes, type GlobalNoteRow } from './read.ts';
import type { RemindersContext } from './reminders.ts';

export const globalNoteKeys = {
  list: (shop: string) => apiKey('customerNotesGlobalList', { query: { shop } }),
};

/** The shop's global notes, newest first. */
export function useGlobalNotes(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<GlobalNoteRow[]>(shopId ? globalNoteKeys.list(shopId) : null, selectFetcher(client, readGlobalNotes));
}

function answer(result: ApiResult<unknown>): ApiResult<GlobalNoteRow | null> {
  return result.error ? { data: null, error: result.error } : { data: readGlobalNote(result.data), error: null };
}

/** POST /customer/notes/global/add. */
export async function addGlobalNote(ctx: RemindersContext, title: string): Promise<ApiResult<GlobalNoteRow | null>> {
  const result = await ctx.client.call('customerNotesGlobalAdd', { body: { shop: ctx.shop, title: title.trim() } });
  if (!result.error) await ctx.mutate(globalNoteKeys.list(ctx.shop));
  return answer(result);
}

/** PUT /customer/notes/global/update. */
export async function updateGlobalNote(ctx: RemindersContext, id: string, title: string): Promise<ApiResult<GlobalNoteRow | null>> {
  const result = await ctx.client.call('customerNotesGlobalUpdate', { body: { shop: ctx.shop, id, title: title.trim() } });
  if (!result.error || result.error.status === 404) await ctx.mutate(globalNoteKeys.list(ctx.shop));
  return answer(result);
}

/** DELETE /customer/notes/global/delete; one already gone counts as deleted. */
export async function deleteGlobalNote(ctx: RemindersContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('customerNotesGlobalDelete', { body: { shop: ctx.shop, id } });
  if (result.error && result.error.status !== 404) return result.error;
  await ctx.mutate(globalNoteKeys.list(ctx.shop));
  return null;
}
