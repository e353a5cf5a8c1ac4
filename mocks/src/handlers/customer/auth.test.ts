import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../config.ts';
import { db } from '../../db/database.ts';
import { useMockServer } from '../../node.ts';
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

describe('auth scenarios', () => {
  it('sellerRejected and refreshFails answer as their names say', async () => {
    server.use(...(scenarios.auth?.sellerRejected ?? []), ...(scenarios.auth?.refreshFails ?? []));
    expect((await call('authOtpVerify', { body: { phone, countryCode: '971', token: '123456' } })).error?.message).toBe('Invalid user');
    expect((await call('authRefresh', { body: { refreshToken: 'rt.any' } })).status).toBe(401);
  });
});
