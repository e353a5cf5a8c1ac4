/**
 * Sign-in by phone and one-time code (customer spec §7 "Auth"). The mock "sends" the demo
 * code of config.ts to any valid phone; a code lives 5 minutes and allows 5 wrong tries.
 * Staff accounts are rejected by the customer code flow with 'Invalid user' (spec §6).
 *
 * Answers: otp -> {sent, channel, expiresInSeconds}; verify -> {user, token, refreshToken};
 * refresh -> {token, refreshToken}; info and get-user -> {user}; logout -> {success}.
 */
import { TEXT_LIMITS, textLength } from '@dukkan/core';
import { demoAccounts } from '../../config.ts';
import { db } from '../../db/database.ts';
import type { OtpRecord, UserRecord } from '../../db/tables.customer.ts';
import { BadRequest, fail, ok, read, route } from '../../http.ts';
import { publicUser, requireUser, revokeRefresh, rotateRefresh, issueSession } from '../../session.ts';
import { buildScenarios } from './scenarios.ts';
import { invalid } from './support.ts';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

/** Phone as the platform stores it: digits only, national form (a leading trunk 0 dropped). */
export function readPhone(body: Record<string, unknown>): { phone: string; countryCode: string } {
  const raw = read.string(body, 'phone', { max: 20 });
  if (!/^\d{7,12}$/.test(raw)) throw invalid('Enter a phone number of 7 to 12 digits, without spaces or symbols.', 'invalid_phone');
  const code = read.string(body, 'countryCode', { required: false, max: 5 }).replace(/^\+/, '') || '971';
  if (!/^\d{1,4}$/.test(code)) throw invalid('countryCode must be 1 to 4 digits.', 'invalid_phone');
  return { phone: raw.replace(/^0+/, ''), countryCode: code };
}

/** Records a pending code for a phone, replacing any earlier one. Stories call it to start on the code screen. */
export function recordOtp(phone: string, countryCode: string): OtpRecord {
  const { tables, touch } = db();
  tables.otps = tables.otps.filter((o) => !(o.phone === phone && o.countryCode === countryCode));
  const otp: OtpRecord = { phone, countryCode, code: demoAccounts.customer.otpCode, expiresAt: Date.now() + OTP_TTL_MS, attempts: 0 };
  tables.otps.push(otp);
  touch();
  return otp;
}

function isStaff(user: UserRecord): boolean {
  return user.isSeller || user.isCashier || user.isKitchen || user.isLead;
}

/** Checks the code; throws the 4xx the client shows. On success the code is used up. */
function consumeOtp(phone: string, countryCode: string, code: string): void {
  const { tables, touch } = db();
  const otp = tables.otps.find((o) => o.phone === phone && o.countryCode === countryCode);
  if (!otp) throw invalid('Invalid code', 'invalid_code');
  if (otp.expiresAt < Date.now()) {
    tables.otps.splice(tables.otps.indexOf(otp), 1);
    touch();
    throw invalid('The code has expired. Request a new one.', 'otp_expired');
  }
  if (otp.attempts >= OTP_MAX_ATTEMPTS) throw new BadRequest('Too many attempts. Request a new code.', 'too_many_attempts', 429);
  if (otp.code !== code) {
    otp.attempts += 1;
    touch();
    throw invalid('Invalid code', 'invalid_code');
  }
  tables.otps.splice(tables.otps.indexOf(otp), 1);
  touch();
}

const handlers = [
  route('authOtp', ({ body }) => {
    const { phone, countryCode } = readPhone(body);
    const whatsapp = read.boolean(body, 'sendWhatsapp');
    const sms = read.boolean(body, 'sendSMS', !whatsapp);
    if (!sms && !whatsapp) throw invalid('Choose SMS or WhatsApp to receive the code.', 'invalid_channel');
    recordOtp(phone, countryCode);
    return ok({ sent: true, channel: whatsapp ? 'whatsapp' : 'sms', expiresInSeconds: OTP_TTL_MS / 1000 });
  }),

  route('authOtpVerify', ({ body }) => {
    const { phone, countryCode } = readPhone(body);
    const code = read.string(body, 'token', { max: 10 });
    consumeOtp(phone, countryCode, code);
    const { tables, nextId, touch } = db();
    let user = tables.users.find((u) => u.phone === phone && u.countryCode === countryCode && !u.deleted);
    if (user && isStaff(user)) return fail(403, 'Invalid user', 'invalid_user');
    if (!user) {
      // First sign-in: the account exists from now on, without a name (spec §3: must complete info).
      user = { id: nextId('u'), phone, countryCode, isSeller: false, isCashier: false, isKitchen: false, isLead: false, deviceTokens: [] };
      tables.users.push(user);
      touch();
    }
    return ok(issueSession(user));
  }),

  route('authRefresh', ({ body }) => {
    const { token, refreshToken } = rotateRefresh(read.string(body, 'refreshToken', { max: 200 }));
    return ok({ token, refreshToken });
  }),

  route('authInfo', ({ request, body }) => {
    const user = requireUser(request);
    // Lengths in characters as the app's form counts them (code points; decision 0083).
    const name = read.string(body, 'name', { max: TEXT_LIMITS.fullName * 4 }).trim();
    if (textLength(name) < TEXT_LIMITS.fullNameMin) throw invalid('Enter your full name.', 'invalid_name');
    if (textLength(name) > TEXT_LIMITS.fullName) throw invalid(`A name has at most ${TEXT_LIMITS.fullName} characters.`, 'invalid_name');
    const email = read.string(body, 'email', { required: false, max: TEXT_LIMITS.email * 4 }).trim();
    if (textLength(email) > TEXT_LIMITS.email)
      throw invalid(`An email address has at most ${TEXT_LIMITS.email} characters.`, 'invalid_email');
    if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw invalid('Enter a valid email address.', 'invalid_email');
    user.fullName = name;
    if (email) user.email = email;
    else delete user.email;
    db().touch();
    return ok({ user: publicUser(user) });
  }),

  route('accountGetUser', ({ request }) => ok({ user: publicUser(requireUser(request)) })),

  // Logout works with an expired access token: the refresh token is what gets revoked.
  route('accountLogout', ({ body }) => {
    revokeRefresh(read.string(body, 'refreshToken', { max: 200 }));
    return ok({ success: true });
  }),
];

export const authScenarios = buildScenarios({
  domain: 'auth',
  handlers,
  cases: {
    sellerRejected: [route('authOtpVerify', () => fail(403, 'Invalid user', 'invalid_user'))],
    otpInvalid: [route('authOtpVerify', () => fail(422, 'Invalid code', 'invalid_code'))],
    refreshFails: [route('authRefresh', () => fail(401, 'Invalid refresh token', 'unauthorized'))],
  },
});
