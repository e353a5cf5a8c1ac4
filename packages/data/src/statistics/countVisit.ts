import type { ApiClient, KeyValueStorage } from '@dukkan/core';

/** The per-tab session flag: one visit per shop per browser session (docs/decisions/0039). */
export const VISIT_SESSION_KEY = 'visitCounted';

export interface CountVisitOptions {
  client: Pick<ApiClient, 'call'>;
  shopId: string;
  /** `sessionStorage`, or null when the browser refuses it (then every load is a visit). */
  session: Pick<KeyValueStorage, 'getItem' | 'setItem'> | null;
}

/**
 * Sends `POST /site/{id}/increment-visit-count` once per visit: the first page load of a
 * browser session (a tab and the tabs it reloads), not every page or reload. The flag is set
 * only after the server took the count, so a visit whose call failed is counted on the next
 * load; the call itself is retried once by the client (§9, body-less POST).
 * Resolves to true when this call counted the visit.
 */
export async function countVisit({ client, shopId, session }: CountVisitOptions): Promise<boolean> {
  if (!shopId) return false;
  let flagged: string | null = null;
  try {
    flagged = session?.getItem(VISIT_SESSION_KEY) ?? null;
  } catch {
    flagged = null;
  }
  if (flagged === shopId) return false;
  const result = await client.call('siteIncrementVisitCount', { params: { id: shopId } });
  if (result.error) return false;
  try {
    session?.setItem(VISIT_SESSION_KEY, shopId);
  } catch {
    // Storage refused (private mode, quota): the next load counts again, which is all we can do.
  }
  return true;
}

/** The browser's sessionStorage, or null where reading it throws (blocked storage, sandboxed frames). */
export function browserSessionStorage(): Pick<KeyValueStorage, 'getItem' | 'setItem'> | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
