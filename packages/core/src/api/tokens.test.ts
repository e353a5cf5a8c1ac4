import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuthBackend, type AuthBackend } from '../testing/authBackend.ts';
import { createLocalLocks, type LockManagerLike } from '../platform/locks.ts';
import { createMemoryStorage, type KeyValueStorage } from '../platform/storage.ts';
import { createApiClient, type SignOutReason } from './client.ts';
import { createTokenManager, INVALID_TOKEN_MARKER, parseStoredTokens, REFRESH_TOKEN_STORAGE_KEY, serializeStoredTokens } from './tokens.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

describe('token manager', () => {
  it('starts with the invalid marker and no bearer, even when storage holds an access token', () => {
    const storage = createMemoryStorage({ [REFRESH_TOKEN_STORAGE_KEY]: serializeStoredTokens({ token: 'at-old', refreshToken: 'rt-1' }) });
    const tokens = createTokenManager({ storage });
    expect(tokens.accessToken()).toBe(INVALID_TOKEN_MARKER);
    expect(tokens.bearer()).toBeNull();
    expect(tokens.refreshToken()).toBe('rt-1');
  });

  it('saves both tokens of a session in one record under rft, and refuses half a pair', () => {
    const storage = createMemoryStorage();
    const tokens = createTokenManager({ storage });
    tokens.startSession({ token: 'at-1', refreshToken: 'rt-1' });
    expect(parseStoredTokens(storage.getItem(REFRESH_TOKEN_STORAGE_KEY))).toEqual({ token: 'at-1', refreshToken: 'rt-1' });
    expect(() => tokens.startSession({ token: 'at-2', refreshToken: '' })).toThrow(TypeError);
    expect(tokens.bearer()).toBe('at-1');
  });

  it('reads a bare refresh token string as a session without access token', () => {
    const tokens = createTokenManager({ storage: createMemoryStorage({ rft: 'rt-legacy' }) });
    expect(tokens.refreshToken()).toBe('rt-legacy');
    expect(tokens.bearer()).toBeNull();
  });

  it.each(['{', 'null', '{"__proto__":{"polluted":true},"refreshToken":"x y"}', '[]', '{"refreshToken":"invalid-token"}', ' '])(
    'treats a corrupt rft value %j as no session without crashing',
    (raw) => {
      const tokens = createTokenManager({ storage: createMemoryStorage({ rft: raw }) });
      expect(tokens.hasSession()).toBe(false);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it('keeps the session in memory when storage throws on every access', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const tokens = createTokenManager({ storage: broken });
    tokens.startSession({ token: 'at-1', refreshToken: 'rt-1' });
    expect(tokens.bearer()).toBe('at-1');
    expect(tokens.refreshToken()).toBe('rt-1');
    tokens.clear();
    expect(tokens.hasSession()).toBe(false);
  });
});

describe('token refresh across browser tabs', () => {
  function tab(storage: KeyValueStorage, locks: LockManagerLike | null, signOuts: SignOutReason[]) {
    const tokens = createTokenManager({ storage, locks });
    return createApiClient({ baseUrl: 'http://api.test', appId: 'app', tokens, retryDelayMs: 0, onSignOut: (r) => signOuts.push(r) });
  }
  function twoTabs(locks: LockManagerLike | null) {
    const backend: AuthBackend = createAuthBackend();
    server.use(...backend.handlers);
    server.events.on('request:start', ({ request }) => backend.record(request));
    const storage = createMemoryStorage({ rft: serializeStoredTokens(backend.signIn()) });
    const signOuts: SignOutReason[] = [];
    return { backend, storage, signOuts, a: tab(storage, locks, signOuts), b: tab(storage, locks, signOuts) };
  }

  it('with Web Locks, two tabs starting together make one refresh: the second adopts the stored pair', async () => {
    const { backend, a, b, signOuts } = twoTabs(createLocalLocks());
    const [ra, rb] = await Promise.all([a.api.accountGetUser(), b.api.accountGetUser()]);
    expect(ra.error).toBeNull();
    expect(rb.error).toBeNull();
    expect(backend.refreshCalls()).toBe(1);
    expect(a.tokens.bearer()).toBe(b.tokens.bearer());
    expect(signOuts).toEqual([]);
  });

  it('with Web Locks, a tab whose token was revoked by the other tab refreshes once with the rotated token', async () => {
    const { backend, a, b, signOuts } = twoTabs(createLocalLocks());
    await a.api.accountGetUser();
    await b.api.accountGetUser();
    backend.expireAccessTokens();
    await a.api.walletGet();
    const result = await b.api.walletGet();
    expect(result.error).toBeNull();
    expect(signOuts).toEqual([]);
    // A's cold start refreshed; B adopted that pair; A's 401 refreshed; B adopted again.
    expect(backend.refreshCalls()).toBe(2);
    expect(b.tokens.bearer()).toBe(a.tokens.bearer());
  });

  it('without Web Locks, the tab that loses a refresh race re-reads storage and keeps the session', async () => {
    const { backend, a, b, signOuts } = twoTabs(null);
    const hold = backend.holdRefresh();
    const both = Promise.all([a.api.accountGetUser(), b.api.accountGetUser()]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    hold.release();
    const [ra, rb] = await both;
    expect(backend.refreshCalls()).toBe(2);
    expect(ra.error).toBeNull();
    expect(rb.error).toBeNull();
    expect(signOuts).toEqual([]);
  });

  it('a tab signed out in another tab ends its own session at its next refresh, once', async () => {
    const { a, b, signOuts } = twoTabs(createLocalLocks());
    await a.api.accountGetUser();
    a.tokens.clear();
    const result = await b.api.accountGetUser();
    expect(result.error?.status).toBe(401);
    expect(signOuts).toEqual(['session-ended']);
  });
});
