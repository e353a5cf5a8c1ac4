/**
 * Sign-out clears the SWR cache (CONVENTIONS §5, issue #3 item 12), so no data of the
 * previous user is shown to the next one. Wire it as the user store's `onSignedOut`.
 */
import { mutate as globalMutate, type ScopedMutator } from 'swr';

export function clearSwrCache(mutate: ScopedMutator = globalMutate): Promise<unknown[]> {
  // Every key, data set to undefined, and no refetch with the (now anonymous) session.
  return mutate(() => true, undefined, { revalidate: false });
}
