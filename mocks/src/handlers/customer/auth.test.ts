import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAccounts } from '../../config.ts';
import { db } from '../../db/database.ts';
import { useMockServer } from '../../node.ts';
import { DEFAULT_REFRESH_TTL_MS, DEFAULT_REUSE_LEEWAY_MS, issueSession, MAX_SESSIONS, sessionConfig } from '../../session.ts';
import { scenarios } from '../index.ts';
import { OTP_MAX_ATTEMPTS } from './auth.ts';
import { call, signIn, type Session } from './testing.ts';

const server = useMockServer();
const phone = demoAccounts.customer.phone;

describe('signing in by phone and code', () => {
  it('requests a code, verifies it and reads the user with the bearer token', async () => {
    const sent = await call('authOtp', { body: { phone, countryCode: '971', sendSMS: true } });
    expect(sent).toMatchObject({ status: 200, data: { sent: true, channel: 'sms' } });
    const verified = await call<Session>('authOtpVerify', { body: { phone, countryCode: '971', token: demoAccounts.customer.otpCode } });
    expect(verified.status).toBe(200);
    expect(verified.data.user.fullName).toBe(demoAccounts.customer.fullName);
    const me = await call<{ user: { id: string; password?: string } }>('accountGetUser', { token: verified.data.token });
    expect(me.status).toBe(200);
    expect(me.data.user.id).toBe(verified.data.user.id);
    expect(me.data.user).not.toHaveProperty('password');
  });

  it('refuses a phone that is not 7 to 12 digits', async () => {
    for (const bad of ['12345', '050 123 4567', '+971501234567', '1234567890123']) {
      const answer = await call('authOtp', { body: { phone: bad, countryCode: '971' } });
      expect(answer.status, bad).toBe(422);
      expect(answer.error?.code).toBe('invalid_phone');
    }
  });

  it(`answers 'Invalid code' for a wrong code, and 429 after ${OTP_MAX_ATTEMPTS} wrong tries`, async () => {
    await call('authOtp', { body: { phone, countryCode: '971' } });
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      const wrong = await call('authOtpVerify', { body: { phone, countryCode: '971', token: '000000' } });
      expect(wrong.status).toBe(422);
      expect(wrong.error?.message).toBe('Invalid code');
    }
    const locked = await call('authOtpVerify', { body: { phone, countryCode: '971', token: demoAccounts.customer.otpCode } });
    expect(locked.status).toBe(429);
    await call('authOtp', { body: { phone, countryCode: '971' } });
    expect((await call('authOtpVerify', { body: { phone, countryCode: '971', token: demoAccounts.customer.otpCode } })).status).toBe(200);
  });

  it("rejects a seller with 403 'Invalid user'", async () => {
    await call('authOtp', { body: { phone: demoAccounts.seller.phone, countryCode: '971' } });
    const answer = await call('authOtpVerify', {
      body: { phone: demoAccounts.seller.phone, countryCode: '971', token: demoAccounts.customer.otpCode },
    });
    expect(answer.status).toBe(403);
    expect(answer.error).toEqual({ status: 403, message: 'Invalid user', code: 'invalid_user' });
  });

  it('creates a new customer without a name, who then completes the profile', async () => {
    const session = await signIn(demoAccounts.newCustomer.phone);
    expect(session.user.fullName).toBeUndefined();
    const info = await call<{ user: { fullName: string; email: string } }>('authInfo', {
      token: session.token,
      body: { name: 'Omar Haddad', email: 'omar@example.com' },
    });
    expect(info.status).toBe(200);
    expect(info.data.user).toMatchObject({ fullName: 'Omar Haddad', email: 'omar@example.com' });
    expect((await call('authInfo', { token: session.token, body: { name: 'Omar', email: 'not-an-email' } })).status).toBe(422);
  });
});

describe('sessions', () => {
  it('rotates the refresh token: the new tokens work and the old refresh token then gets 401', async () => {
    const session = await signIn();
    const refreshed = await call<{ token: string; refreshToken: string }>('authRefresh', { body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.data.refreshToken).not.toBe(session.refreshToken);
    expect((await call('accountGetUser', { token: refreshed.data.token })).status).toBe(200);
    // Once the new refresh token has itself been rotated, the old one is reuse even within the leeway (0104).
    expect((await call('authRefresh', { body: { refreshToken: refreshed.data.refreshToken } })).status).toBe(200);
    expect((await call('authRefresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it('answers 401 for an expired access token', async () => {
    const session = await signIn();
    const record = db().tables.sessions.find((s) => s.token === session.token);
    if (record) record.expiresAt = Date.now() - 1;
    const answer = await call('accountGetUser', { token: session.token });
    expect(answer.status).toBe(401);
  });

  it('revokes the refresh token on logout', async () => {
    const session = await signIn();
    expect((await call('accountLogout', { body: { refreshToken: session.refreshToken } })).status).toBe(200);
    expect((await call('authRefresh', { body: { refreshToken: session.refreshToken } })).status).toBe(401);
  });

  it('signs the user out everywhere when the account is deleted', async () => {
    const session = await signIn();
    expect((await call('accountDelete', { token: session.token })).status).toBe(200);
    expect((await call('accountGetUser', { token: session.token })).status).toBe(401);
  });
});

describe('refresh token families (decision 0083)', () => {
  const refresh = (refreshToken: string) => call<{ token: string; refreshToken: string }>('authRefresh', { body: { refreshToken } });

  afterEach(() => {
    vi.useRealTimers();
    sessionConfig.refreshTtlMs = DEFAULT_REFRESH_TTL_MS;
    sessionConfig.reuseLeewayMs = DEFAULT_REUSE_LEEWAY_MS;
  });

  it('answers 401 to a rotated refresh token presented again, and revokes every token of that login', async () => {
    const login = await signIn();
    const first = await refresh(login.refreshToken);
    const second = await refresh(first.data.refreshToken);
    const third = await refresh(second.data.refreshToken);
    expect(third.status).toBe(200);
    // The stolen token comes back two rotations later: no leeway for it (0104).
    const replay = await refresh(first.data.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.error?.code).toBe('unauthorized');
    // The family is gone: the newest access and refresh tokens too.
    expect((await call('accountGetUser', { token: third.data.token })).status).toBe(401);
    expect((await refresh(third.data.refreshToken)).status).toBe(401);
    expect((await refresh(login.refreshToken)).status).toBe(401);
  });

  it('a rotation whose answer was lost: the same token within the leeway gets the same pair again, which works (0104)', async () => {
    const login = await signIn();
    // The page was left while this answer was on its way: the holder never stored it.
    const lost = await refresh(login.refreshToken);
    expect(lost.status).toBe(200);
    const retried = await refresh(login.refreshToken);
    expect(retried.status).toBe(200);
    expect(retried.data.refreshToken).toBe(lost.data.refreshToken);
    expect(retried.data.token).toBe(lost.data.token);
    expect((await call('accountGetUser', { token: retried.data.token })).status).toBe(200);
    // The login lives on, and rotates as before.
    const next = await refresh(retried.data.refreshToken);
    expect(next.status).toBe(200);
    expect((await call('accountGetUser', { token: next.data.token })).status).toBe(200);
  });

  it('two tabs that both present the old token, one after the other has used the new pair, end up with one live pair (0104)', async () => {
    const login = await signIn();
    const firstTab = await refresh(login.refreshToken);
    // The first tab has already used its new access token when the second tab's call arrives.
    expect((await call('accountGetUser', { token: firstTab.data.token })).status).toBe(200);
    const secondTab = await refresh(login.refreshToken);
    expect(secondTab.status).toBe(200);
    expect(secondTab.data.refreshToken).toBe(firstTab.data.refreshToken);
    expect((await call('accountGetUser', { token: firstTab.data.token })).status).toBe(200);
    // Either tab rotates next; the other, still holding the same old token, gets the same newest pair.
    const rotated = await refresh(firstTab.data.refreshToken);
    const followed = await refresh(secondTab.data.refreshToken);
    expect(followed.status).toBe(200);
    expect(followed.data.refreshToken).toBe(rotated.data.refreshToken);
    expect((await call('accountGetUser', { token: followed.data.token })).status).toBe(200);
  });

  it('a signed-out successor leaves no leeway: the old token presented again is reuse', async () => {
    const login = await signIn();
    const rotated = await refresh(login.refreshToken);
    expect((await call('accountLogout', { body: { refreshToken: rotated.data.refreshToken } })).status).toBe(200);
    expect((await refresh(login.refreshToken)).status).toBe(401);
  });

  it('keeps a token rotated within the leeway when the session table is trimmed, so its retry still works (0104)', async () => {
    const login = await signIn();
    const lost = await refresh(login.refreshToken);
    // The table passes its bound with revoked sessions, and the next sign-in trims them.
    const user = db().tables.users.find((u) => u.id === login.user.id);
    if (!user) throw new Error('no user');
    const stale = Array.from({ length: MAX_SESSIONS }, (_, i) => ({
      userId: user.id,
      token: `at.old${i}`,
      refreshToken: `rt.old${i}`,
      expiresAt: 0,
      revoked: true,
    }));
    db().tables.sessions.push(...stale);
    issueSession(user);
    expect(db().tables.sessions.some((s) => s.refreshToken === 'rt.old0')).toBe(false);
    const retried = await refresh(login.refreshToken);
    expect(retried.status).toBe(200);
    expect(retried.data.refreshToken).toBe(lost.data.refreshToken);
  });

  it('past the leeway, a rotated token presented again is reuse: the whole login is revoked', async () => {
    sessionConfig.reuseLeewayMs = 1_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const login = await signIn();
    const rotated = await refresh(login.refreshToken);
    vi.setSystemTime(Date.now() + 1_001);
    expect((await refresh(login.refreshToken)).status).toBe(401);
    expect((await call('accountGetUser', { token: rotated.data.token })).status).toBe(401);
    expect((await refresh(rotated.data.refreshToken)).status).toBe(401);
  });

  it('leaves the same user’s other logins alone when one family is revoked', async () => {
    const phoneLogin = await signIn();
    const otherDevice = await signIn();
    const rotated = await refresh(phoneLogin.refreshToken);
    expect(rotated.status).toBe(200);
    expect((await refresh(rotated.data.refreshToken)).status).toBe(200);
    expect((await refresh(phoneLogin.refreshToken)).status).toBe(401);
    expect((await call('accountGetUser', { token: otherDevice.token })).status).toBe(200);
    expect((await refresh(otherDevice.refreshToken)).status).toBe(200);
  });

  it('lets a refresh token expire after the refresh lifetime knob, counted from its issue', async () => {
    sessionConfig.refreshTtlMs = 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const login = await signIn();
    vi.setSystemTime(Date.now() + 59_000);
    const renewed = await refresh(login.refreshToken);
    expect(renewed.status).toBe(200);
    vi.setSystemTime(Date.now() + 60_001);
    const late = await refresh(renewed.data.refreshToken);
    expect(late.status).toBe(401);
    expect(late.error?.code).toBe('unauthorized');
  });

  it('defaults the refresh lifetime to 30 days', () => {
    expect(DEFAULT_REFRESH_TTL_MS).toBe(30 * 86_400_000);
    expect(sessionConfig.refreshTtlMs).toBe(DEFAULT_REFRESH_TTL_MS);
  });
});

describe('auth scenarios', () => {
  it('sellerRejected and refreshFails answer as their names say', async () => {
    server.use(...(scenarios.auth?.sellerRejected ?? []), ...(scenarios.auth?.refreshFails ?? []));
    expect((await call('authOtpVerify', { body: { phone, countryCode: '971', token: '123456' } })).error?.message).toBe('Invalid user');
    expect((await call('authRefresh', { body: { refreshToken: 'rt.any' } })).status).toBe(401);
  });
});
