/**
 * For the dashboard data layer's tests against the mock API (msw/node, `useMockServer`): a
 * dashboard client signed in as a demo account, and an SWR cache the tests can mutate and read.
 * Test-only: nothing in the package imports it.
 */
import { unstable_serialize, type ScopedMutator } from 'swr';
import { initCache } from 'swr/_internal';
import { createApiClient, createMemoryStorage, createTokenManager, type ApiClient } from '@dukkan/core';
import { demoAccounts } from '../../../../../mocks/src/config.ts';

/** A dashboard client as the app makes it, with no retry delay and tokens in memory. */
export function dashboardClient(): ApiClient {
  return createApiClient({
    baseUrl: 'http://api.test',
    appId: 'dukkan-dashboard',
    tokens: createTokenManager({ storage: createMemoryStorage() }),
    retryDelayMs: 0,
  });
}

/** Signs a fresh client in by user name and password; the shop is the account's own. */
export async function signedInStaff(
  account: { userName: string; password: string } = demoAccounts.seller,
): Promise<{ client: ApiClient; shop: string }> {
  const client = dashboardClient();
  const result = await client.api.entranceLogin({
    body: { method: 'userName', userName: account.userName, password: account.password, rememberMe: false },
  });
  if (result.error) throw new Error(result.error.message);
  client.tokens.startSession({ token: result.data.token, refreshToken: result.data.refreshToken });
  return { client, shop: String(result.data.user.shop) };
}

/** The shop owner of the demo shop, signed in. */
export const signedInOwner = () => signedInStaff(demoAccounts.seller);

/** A fresh SWR cache: `mutate` as a screen's bound mutator would use it, `read` to look inside. */
export function swrTestCache() {
  const store = new Map<string, { data?: unknown }>();
  const [, mutate] = initCache(store) as unknown as [unknown, ScopedMutator];
  return { mutate, read: <T>(key: readonly unknown[]) => store.get(unstable_serialize(key))?.data as T | undefined };
}
