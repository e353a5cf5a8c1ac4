import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../platform/storage.ts';
import { mswPath } from '../testing/authBackend.ts';
import type { ApiClient } from './client.ts';
import { REFRESH_TOKEN_STORAGE_KEY, serializeStoredTokens } from './tokens.ts';

/**
 * The endpoint registry is fetched apart from the first page (docs/decisions/0097): each test
 * loads the client afresh, as a cold page does, with the registry's module held or failing.
 */
const BASE = 'http://api.test';
const server = setupServer();
const sent: string[] = [];
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  vi.resetModules();
  sent.length = 0;
  server.events.on('request:start', ({ request }) => void sent.push(`${request.method} ${new URL(request.url).pathname}`));
  server.use(
    http.get(mswPath('shopLight'), () => HttpResponse.json({ data: { shop: { id: 's1' } } })),
    http.post(mswPath('authRefresh'), () => HttpResponse.json({ data: { token: 'at-2', refreshToken: 'rt-2' } })),
  );
});
afterEach(() => {
  vi.doUnmock('./endpoints.ts');
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** A client as a cold page makes it, loaded after the registry's module was (un)mocked. */
async function coldClient({ signedIn = false } = {}): Promise<ApiClient> {
  const { createApiClient } = await import('./client.ts');
  const { createTokenManager } = await import('./tokens.ts');
  const storage = createMemoryStorage();
  if (signedIn) storage.setItem(REFRESH_TOKEN_STORAGE_KEY, serializeStoredTokens({ token: 'at-1', refreshToken: 'rt-1' }));
  return createApiClient({ baseUrl: BASE, appId: 'app-42', tokens: createTokenManager({ storage }), retryDelayMs: 0 });
}

const noAnswer = { data: null, error: { kind: 'network', status: 0, message: 'Network error', code: 'network_error' } };

describe('API client: the endpoint registry loads apart from the first page', () => {
  it('sends a first call once the registry has arrived', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock('./endpoints.ts', async (importOriginal) => (await arrived, importOriginal()));
    const client = await coldClient();
    const answer = client.api.shopLight({ params: { id: 's1' } } as never);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(sent).toEqual([]);
    arrive();
    expect(await answer).toEqual({ data: { shop: { id: 's1' } }, error: null });
    expect(sent).toEqual(['GET /api/v1/shop/s1/light']);
  });

  it('answers a call as a request that got no answer when the registry cannot be fetched, and the next call fetches it again', async () => {
    let attempts = 0;
    vi.doMock('./endpoints.ts', async (importOriginal) => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const client = await coldClient();
    expect(await client.api.shopLight({ params: { id: 's1' } } as never)).toEqual(noAnswer);
    expect(sent).toEqual([]);
    // The same answer as a request that reached no server.
    server.use(http.get(mswPath('shopLight'), () => HttpResponse.error(), { once: true }));
    server.use(http.get(mswPath('shopLight'), () => HttpResponse.error(), { once: true }));
    const unreachable = await client.api.shopLight({ params: { id: 's1' } } as never);
    expect(attempts).toBe(2);
    expect(unreachable).toEqual(noAnswer);
    expect(await client.api.shopLight({ params: { id: 's1' } } as never)).toEqual({ data: { shop: { id: 's1' } }, error: null });
  });

  it('keeps the session when the start-up refresh cannot fetch the registry', async () => {
    vi.doMock('./endpoints.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const client = await coldClient({ signedIn: true });
    expect(await client.refresh()).toEqual({ ok: false, reason: 'transient', error: noAnswer.error });
    expect(client.tokens.refreshToken()).toBe('rt-1');
    expect(sent).toEqual([]);
  });
});
