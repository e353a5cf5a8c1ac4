/**
 * Vendor and staff sign-in (vendor spec §1, §7): PUT /entrance/login with a phone or a
 * user name and a password. Customers sign in by OTP only, so a customer account here is
 * a 403, not a wrong password.
 */
import type { EndpointName } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { fail, ok, read, route } from '../../http.ts';
import { Forbidden, issueSession } from '../../session.ts';
import { domainScenarios, fieldsOf, readCountryCode, readEnum, readPhone } from './support/index.ts';

const names = ['entranceLogin'] as const satisfies readonly EndpointName[];

function isStaff(user: UserRecord): boolean {
  return Boolean(user.shop) && (user.isSeller || user.isCashier || user.isKitchen || user.isLead);
}

const login = route('entranceLogin', (ctx) => {
  const f = fieldsOf(ctx);
  const method = readEnum(f, 'method', ['phone', 'userName'] as const);
  // rememberMe only changes how long the app keeps the refresh token; sessions are alike here.
  read.boolean(f, 'rememberMe');
  const password = read.string(f, 'password', { max: 200 });
  const { users } = db().tables;
  let user: UserRecord | undefined;
  if (method === 'phone') {
    const countryCode = readCountryCode(f);
    const phone = readPhone(f, 'phone', countryCode);
    user = users.find((u) => !u.deleted && u.phone === phone && u.countryCode === countryCode);
  } else {
    const userName = read.string(f, 'userName', { max: 100 }).trim().toLowerCase();
    user = users.find((u) => !u.deleted && u.userName?.toLowerCase() === userName);
  }
  if (user && !isStaff(user)) throw new Forbidden('Customer accounts sign in with a one-time code.');
  if (!user || user.password !== password) return fail(401, 'Invalid credentials', 'invalid_credentials');
  return ok(issueSession(user));
});

export const vendorAuthScenarios = domainScenarios({
  names,
  handlers: [login],
  empty: [],
  cases: {
    invalidCredentials: [route('entranceLogin', () => fail(401, 'Invalid credentials', 'invalid_credentials'))],
    customerRejected: [route('entranceLogin', () => fail(403, 'Customer accounts sign in with a one-time code.', 'forbidden'))],
  },
});
