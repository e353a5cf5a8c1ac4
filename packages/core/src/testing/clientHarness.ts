/**
 * Test support (not exported from the package): an API client over a fake auth backend and
 * a memory storage that also holds a cart, for the token-race tests of issue #3.
 */
import type { SetupServer } from 'msw/node';
import { createApiClient, type ApiClient, type SignOutReason } from '../api/client.ts';
import { createTokenManager, REFRESH_TOKEN_STORAGE_KEY, serializeStoredTokens } from '../api/tokens.ts';
import { createMemoryStorage, type MemoryStorage } from '../platform/storage.ts';
import { createAuthBackend, type AuthBackend } from './authBackend.ts';

export const HARNESS_BASE = 'http://api.test';
/** A stored cart the token tests must leave byte for byte (it is deliberately odd). */
export const HARNESS_CART = '{"v":1,"items":[{"weird":"but kept"}]} ';

export interface Harness {
  backend: AuthBackend;
  storage: MemoryStorage;
  client: ApiClient;
  signOuts: SignOutReason[];
}

export function createHarness(server: SetupServer) {
  return function setup({ signedIn = true, storedOnly = false } = {}): Harness {
    const backend = createAuthBackend();
    server.use(...backend.handlers);
    server.events.on('request:start', ({ request }) => backend.record(request));
    const storage = createMemoryStorage({ cartStore: HARNESS_CART });
    if (signedIn) {
      const pair = backend.signIn();
      // A cold start: storage holds the session; the access token starts as the marker.
      storage.setItem(REFRESH_TOKEN_STORAGE_KEY, storedOnly ? pair.refreshToken : serializeStoredTokens(pair));
    }
    const signOuts: SignOutReason[] = [];
    const tokens = createTokenManager({ storage });
    const client = createApiClient({
      baseUrl: HARNESS_BASE,
      appId: 'app-42',
      tokens,
      retryDelayMs: 0,
      onSignOut: (reason) => signOuts.push(reason),
    });
    return { backend, storage, client, signOuts };
  };
}

/** Warm session: the first call refreshes, so the tab holds a live access token. */
export async function warm(s: Harness): Promise<void> {
  await s.client.api.accountGetUser();
  s.backend.requests.length = 0;
}
