/**
 * The real API client against the real mock handlers, which rotate refresh tokens, revoke a
 * whole family when a rotated token comes back, and let refresh tokens expire (decision 0083).
 * Both apps build their client the same way (`createAppServices`): the storefront's customer
 * session and the dashboard's staff session are run alike.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCustomerSession, demoStaffSession } from '../../../../mocks/src/index.ts';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { DEFAULT_REFRESH_TTL_MS, DEFAULT_REUSE_LEEWAY_MS, DEFAULT_TOKEN_TTL_MS, sessionConfig } from '../../../../mocks/src/session.ts';
import { createMemoryStorage } from '../platform/storage.ts';
import { HARNESS_CART } from '../testing/clientHarness.ts';
import { createApiClient, type SignOutReason } from './client.ts';
import type { EndpointName } from './endpoints.ts';
import { endpoint } from './endpoints.ts';
import { createTokenManager, REFRESH_TOKEN_STORAGE_KEY, serializeStoredTokens } from './tokens.ts';

const BASE = 'http://api.test';
const server = useMockServer();

afterEach(() => {
  vi.useRealTimers();
  sessionConfig.tokenTtlMs = DEFAULT_TOKEN_TTL_MS;
  sessionConfig.refreshTtlMs = DEFAULT_REFRESH_TTL_MS;
  sessionConfig.reuseLeewayMs = DEFAULT_REUSE_LEEWAY_MS;
  server.events.removeAllListeners();
});

const apps = [
  { app: 'storefront', session: () => demoCustomerSession(), read: 'accountGetUser' as EndpointName },
  { app: 'dashboard', session: () => demoStaffSession('seller'), read: 'vendorReviewsGetTemplates' as EndpointName },
];

/** A tab cold-started on a stored session, with a cart in the same storage. */
function tab(pair: { token: string; refreshToken: string }) {
  const storage = createMemoryStorage({ cartStore: HARNESS_CART, [REFRESH_TOKEN_STORAGE_KEY]: serializeStoredTokens(pair) });
  const signOuts: SignOutReason[] = [];
  const tokens = createTokenManager({ storage });
  const client = createApiClient({ baseUrl: BASE, appId: 'app-42', tokens, retryDelayMs: 0, onSignOut: (reason) => signOuts.push(reason) });
  return { storage, tokens, client, signOuts };
}

/** Every refresh token the client presents, in order. */
function presentedRefreshTokens(): string[] {
  const seen: string[] = [];
  const path = endpoint('authRefresh').path;
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname !== path) return;
    void request
      .clone()
      .json()
      .then((body: { refreshToken: string }) => seen.push(body.refreshToken));
  });
  return seen;
}

/** The access tokens the mock holds for this session are past their lifetime. */
function expireAccessTokens(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + DEFAULT_TOKEN_TTL_MS + 1000 });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe.each(apps)('$app client on the rotating mock', ({ session, read }) => {
  it('answers a burst of 401s with one refresh and never presents a rotated token again', async () => {
    const t = tab(session());
    const presented = presentedRefreshTokens();
    // Cold start: three calls at once, no access token yet, one refresh.
    const cold = await Promise.all([t.client.call(read), t.client.call(read), t.client.call(read)]);
    expect(cold.map((r) => r.error)).toEqual([null, null, null]);
    await settle();
    expect(presented).toHaveLength(1);

    // The access token expires; two calls at once both get a 401: still one refresh.
    expireAccessTokens();
    const warm = await Promise.all([t.client.call(read), t.client.call(read)]);
    expect(warm.map((r) => r.error)).toEqual([null, null]);
    await settle();
    expect(presented).toHaveLength(2);
    expect(new Set(presented).size).toBe(presented.length);
    // Had a rotated token gone out twice, the mock would have revoked the family by now.
    expect((await t.client.call(read)).error).toBeNull();
    expect(t.signOuts).toEqual([]);
  });

  it('signs out once and cleanly when the family was revoked by a stolen token coming back', async () => {
    const login = session();
    const t = tab(login);
    expect((await t.client.call(read)).error).toBeNull();
    // Someone else presents the sign-in's refresh token, already rotated by this tab, after the
    // reuse leeway (within it they would get this tab's pair, decision 0104).
    sessionConfig.reuseLeewayMs = 0;
    const replay = await fetch(`${BASE}${endpoint('authRefresh').path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: login.refreshToken }),
    });
    expect(replay.status).toBe(401);

    const presented = presentedRefreshTokens();
    const answers = await Promise.all([t.client.call(read), t.client.call(read)]);
    expect(answers.map((r) => r.error?.status)).toEqual([401, 401]);
    await settle();
    expect(presented).toHaveLength(1);
    expect(t.signOuts).toEqual(['refresh-rejected']);
    expect(t.tokens.hasSession()).toBe(false);
    expect(t.storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    // The cart stays, byte for byte (decision 0017: a forced sign-out keeps the cart).
    expect(t.storage.getItem('cartStore')).toBe(HARNESS_CART);
    // Nothing more goes out with the dead session.
    expect((await t.client.call(read)).error?.status).toBe(401);
    expect(t.signOuts).toEqual(['refresh-rejected']);
  });

  it('signs out cleanly when the refresh token has outlived its lifetime', async () => {
    sessionConfig.refreshTtlMs = 60_000;
    const t = tab(session());
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_001 });
    expect((await t.client.call(read)).error?.status).toBe(401);
    expect(t.signOuts).toEqual(['refresh-rejected']);
    expect(t.storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(t.storage.getItem('cartStore')).toBe(HARNESS_CART);
  });
});
