import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok, on } from '../testing/authBackend.ts';
import { createHarness, HARNESS_BASE as BASE, HARNESS_CART as CART, warm } from '../testing/clientHarness.ts';
import { INVALID_TOKEN_MARKER, REFRESH_TOKEN_STORAGE_KEY } from './tokens.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const setup = createHarness(server);

describe('API client: headers and answers', () => {
  it('sends the app id, the system name website and the bearer to the configured base', async () => {
    const s = setup();
    await warm(s);
    await s.client.api.accountGetUser();
    const [request] = s.backend.requests;
    expect(request?.url.startsWith(`${BASE}/api/v1/account/get-user`)).toBe(true);
    expect(request?.headers['x-app-id']).toBe('app-42');
    expect(request?.headers['x-system-name']).toBe('website');
    expect(request?.authorization).toMatch(/^Bearer at-\d+$/);
  });

  it('turns a success into data with no error, and a failure into an error with empty data', async () => {
    const s = setup({ signedIn: false });
    server.use(
      on('shopLight', () => ok({ shop: { id: 's1' } })),
      on('blogsGet', () => fail(404, 'No such blog', 'not_found')),
    );
    expect(await s.client.api.shopLight({ params: { id: 's1' } })).toEqual({ data: { shop: { id: 's1' } }, error: null });
    expect(await s.client.api.blogsGet({ params: { id: 'b9' } })).toEqual({
      data: null,
      error: { kind: 'http', status: 404, message: 'No such blog', code: 'not_found' },
    });
  });

  it('sends anonymous calls without any bearer, never the invalid marker', async () => {
    const s = setup({ signedIn: false });
    server.use(on('shopLight', () => ok({ shop: { id: 's1' } })));
    await s.client.api.shopLight({ params: { id: 's1' }, query: { lat: 25.2, lng: 55.3 } });
    expect(s.backend.requests).toHaveLength(1);
    expect(s.backend.requests[0]?.authorization).toBeNull();
    expect(s.backend.requests[0]?.url).toContain('lat=25.2');
  });

  it('refuses a call with a missing path parameter without sending it', async () => {
    const s = setup({ signedIn: false });
    const result = await s.client.call('shopLight', { params: {} });
    expect(result.error?.code).toBe('missing_param');
    expect(s.backend.requests).toHaveLength(0);
  });

  it('reports an HTML answer as an invalid response instead of crashing', async () => {
    const s = setup({ signedIn: false });
    server.use(
      on('shopLight', () => new HttpResponse('<html>Bad gateway</html>', { status: 200, headers: { 'content-type': 'text/html' } })),
    );
    const result = await s.client.api.shopLight({ params: { id: 's1' } });
    expect(result).toEqual({
      data: null,
      error: { kind: 'invalid_response', status: 502, message: 'Invalid response', code: 'invalid_response' },
    });
  });
});

describe('API client: automatic retry (customer spec §9)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a request without a body once on %i', async (status) => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('shopLight', () => ((hits += 1), fail(status, 'Nope'))));
    const result = await s.client.api.shopLight({ params: { id: 's1' } });
    expect(hits).toBe(2);
    expect(result.error?.status).toBe(status);
  });

  it('succeeds when the one retry succeeds', async () => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('shopLight', () => ((hits += 1), hits === 1 ? fail(503, 'Busy') : ok({ shop: { id: 's1' } }))));
    expect((await s.client.api.shopLight({ params: { id: 's1' } })).data).toEqual({ shop: { id: 's1' } });
  });

  it.each([400, 403, 404, 422])('does not retry %i', async (status) => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('shopLight', () => ((hits += 1), fail(status, 'Nope'))));
    await s.client.api.shopLight({ params: { id: 's1' } });
    expect(hits).toBe(1);
  });

  it('sends a request with a body once when it meets 503', async () => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('authOtp', () => ((hits += 1), fail(503, 'Busy'))));
    const result = await s.client.api.authOtp({ body: { phone: '501234567', countryCode: '971' } });
    expect(hits).toBe(1);
    expect(result.error?.status).toBe(503);
  });

  it.each([500, 503, 429])('retries a body-less DELETE once on %i', async (status) => {
    const s = setup();
    await warm(s);
    let hits = 0;
    server.use(on('accountDelete', () => ((hits += 1), fail(status, 'Busy'))));
    const result = await s.client.api.accountDelete();
    expect(hits).toBe(2);
    expect(result.error?.status).toBe(status);
  });

  it('retries a body-less POST once, and the retry can succeed', async () => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('siteIncrementVisitCount', () => ((hits += 1), hits === 1 ? fail(502, 'Bad gateway') : ok({ counted: true }))));
    const result = await s.client.call('siteIncrementVisitCount', { params: { id: 's1' } });
    expect(hits).toBe(2);
    expect(result).toEqual({ data: { counted: true }, error: null });
  });

  it.each([408, 500, 504])('sends a DELETE with a body once when it meets %i', async (status) => {
    const s = setup();
    await warm(s);
    let hits = 0;
    server.use(on('accountAddressDestroy', () => ((hits += 1), fail(status, 'Busy'))));
    const result = await s.client.api.accountAddressDestroy({ body: { id: 'addr-1' } });
    expect(hits).toBe(1);
    expect(result.error?.status).toBe(status);
  });

  it('does not retry a body-less POST on a status outside the list', async () => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('siteIncrementVisitCount', () => ((hits += 1), fail(404, 'No such shop'))));
    await s.client.call('siteIncrementVisitCount', { params: { id: 's1' } });
    expect(hits).toBe(1);
  });

  it('retries a GET once after a network error, then surfaces the error', async () => {
    const s = setup({ signedIn: false });
    let hits = 0;
    server.use(on('shopLight', () => ((hits += 1), HttpResponse.error())));
    const result = await s.client.api.shopLight({ params: { id: 's1' } });
    expect(hits).toBe(2);
    expect(result).toEqual({ data: null, error: { kind: 'network', status: 0, message: 'Network error', code: 'network_error' } });
  });
});

describe('API client: token refresh (customer §4, vendor §4)', () => {
  it('five parallel calls meeting 401 cause exactly one refresh, and each is replayed once', async () => {
    const s = setup();
    await warm(s);
    s.backend.expireAccessTokens();
    const results = await Promise.all([
      s.client.api.accountGetUser(),
      s.client.api.accountGetUser(),
      s.client.api.accountAddressList(),
      s.client.api.accountAddressList(),
      s.client.api.walletGet(),
    ]);
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(s.backend.refreshCalls()).toBe(2); // one to warm up, one for the burst
    expect(s.backend.hits('accountGetUser')).toHaveLength(4);
    expect(s.backend.hits('accountAddressList')).toHaveLength(4);
    expect(s.backend.hits('walletGet')).toHaveLength(2);
    expect(s.signOuts).toEqual([]);
  });

  it('cold start with the marker and a refresh token refreshes before any call, and no request carries the marker', async () => {
    const s = setup({ storedOnly: true });
    expect(s.client.tokens.accessToken()).toBe(INVALID_TOKEN_MARKER);
    await Promise.all([s.client.api.accountGetUser(), s.client.api.walletGet(), s.client.api.accountAddressList()]);
    expect(s.backend.requests[0]?.url).toContain('/api/v1/auth/refresh');
    expect(s.backend.refreshCalls()).toBe(1);
    expect(s.backend.requests).toHaveLength(4);
    for (const request of s.backend.requests) expect(request.authorization ?? '').not.toContain(INVALID_TOKEN_MARKER);
  });

  it('a retry that is still 401 signs out exactly once and stops', async () => {
    const s = setup();
    server.use(
      on('accountGetUser', () => fail(401, 'Unauthorized')),
      on('walletGet', () => fail(401, 'Unauthorized')),
    );
    const results = await Promise.all([s.client.api.accountGetUser(), s.client.api.accountGetUser(), s.client.api.walletGet()]);
    expect(results.every((r) => r.error?.status === 401)).toBe(true);
    expect(s.signOuts).toEqual(['still-unauthorized']);
    // One refresh before the burst; each call replayed at most once; nothing after.
    expect(s.backend.refreshCalls()).toBe(2);
    expect(s.backend.hits('accountGetUser').length).toBeLessThanOrEqual(4);
    expect(s.client.tokens.hasSession()).toBe(false);
    const after = await s.client.api.accountGetUser();
    expect(after.error?.status).toBe(401);
    expect(s.signOuts).toHaveLength(1);
  });

  it.each([
    ['a missing refreshToken', () => ok({ token: 'at-new' })],
    ['a missing token', () => ok({ refreshToken: 'rt-new' })],
    ['malformed JSON', () => new HttpResponse('{"data": {"token": ', { status: 200, headers: { 'content-type': 'application/json' } })],
    ['an HTML page', () => new HttpResponse('<!doctype html><p>Login</p>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['an empty marker token', () => ok({ token: INVALID_TOKEN_MARKER, refreshToken: 'rt-new' })],
  ])('a refresh answer with %s signs out and keeps the cart byte for byte', async (_, answer) => {
    const s = setup();
    server.use(on('authRefresh', answer));
    const before = s.storage.getItem('cartStore');
    const result = await s.client.api.accountGetUser();
    expect(result.error?.status).toBe(401);
    expect(s.signOuts).toEqual(['refresh-rejected']);
    expect(s.storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(s.storage.getItem('cartStore')).toBe(before);
    expect(s.storage.getItem('cartStore')).toBe(CART);
  });

  it('a 401 from the refresh call itself does not recurse', async () => {
    const s = setup();
    let refreshHits = 0;
    server.use(on('authRefresh', () => ((refreshHits += 1), fail(401, 'Invalid refresh token'))));
    await Promise.all([s.client.api.accountGetUser(), s.client.api.walletGet()]);
    expect(refreshHits).toBe(1);
    expect(s.signOuts).toEqual(['refresh-rejected']);
    expect(s.backend.hits('accountGetUser')).toHaveLength(0);
  });

  it('a 401 during an in-flight refresh waits for the same refresh', async () => {
    const s = setup();
    await warm(s);
    s.backend.expireAccessTokens();
    const hold = s.backend.holdRefresh();
    const first = s.client.api.accountGetUser();
    await vi.waitFor(() => expect(s.backend.refreshCalls()).toBe(2));
    // Sent with the old token while the refresh is held: meets 401, must join the same refresh.
    const second = s.client.api.walletGet();
    await vi.waitFor(() => expect(s.backend.hits('walletGet')).toHaveLength(1));
    hold.release();
    const [a, b] = await Promise.all([first, second]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(s.backend.refreshCalls()).toBe(2);
    expect(s.backend.hits('walletGet')).toHaveLength(2);
  });

  it('keeps the session when the refresh gets no answer at all, and reports the network error', async () => {
    const s = setup();
    server.use(on('authRefresh', () => HttpResponse.error()));
    const result = await s.client.api.accountGetUser();
    expect(result.error?.kind).toBe('network');
    expect(s.signOuts).toEqual([]);
    expect(s.client.tokens.refreshToken()).not.toBeNull();
  });

  it('saves both tokens of a successful refresh in one storage record', async () => {
    const s = setup({ storedOnly: true });
    await s.client.api.accountGetUser();
    const record = JSON.parse(s.storage.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(record).toEqual({ v: 1, token: s.client.tokens.accessToken(), refreshToken: s.client.tokens.refreshToken() });
  });

  it('never puts the refresh token in a URL or a log line', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) => vi.spyOn(console, m).mockImplementation(() => {}));
    const s = setup({ storedOnly: true });
    const refreshToken = s.client.tokens.refreshToken() ?? 'missing';
    await s.client.api.accountGetUser();
    server.use(on('authRefresh', () => fail(500, 'boom')));
    s.backend.expireAccessTokens();
    await s.client.api.accountGetUser();
    for (const request of s.backend.requests) expect(request.url).not.toContain(refreshToken);
    for (const spy of spies) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain('rt-');
      spy.mockRestore();
    }
  });

  it('does not pre-refresh or retry the sign-in calls themselves', async () => {
    const s = setup({ storedOnly: true });
    server.use(on('authOtpVerify', () => fail(401, 'Wrong code')));
    const result = await s.client.api.authOtpVerify({ body: { phone: '501234567', countryCode: '971', token: '000000' } });
    expect(result.error?.status).toBe(401);
    expect(s.backend.refreshCalls()).toBe(0);
    expect(s.signOuts).toEqual([]);
  });
});
