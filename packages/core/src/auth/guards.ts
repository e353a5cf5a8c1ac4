/**
 * Route guard decisions of customer spec §2 and §4 "On auth change", as pure functions:
 * each returns where to send the user, or null to stay. Apps call them from their guards.
 */
import { afterLoginDestination, AUTH_ROUTES, needsInfo } from './session.ts';
import type { User } from '../model/customer.ts';

export interface GuardInput {
  loggedIn: boolean;
  user: Pick<User, 'fullName'> | null;
  destRoute: string | null;
}

/** Login-requiring pages: a logged-out user goes to /login. */
export function requireAuthRedirect({ loggedIn }: Pick<GuardInput, 'loggedIn'>): string | null {
  return loggedIn ? null : AUTH_ROUTES.login;
}

/** Login pages (require logged out): a logged-in user goes onward as after login. */
export function requireLoggedOutRedirect({ loggedIn, user, destRoute }: GuardInput): string | null {
  return loggedIn ? afterLoginDestination(user, destRoute).path : null;
}

/** /login/verify-otp: back to /login unless a code is awaited and the phone query is present. */
export function verifyOtpRedirect({ isWaitingForOTP, phoneQuery }: { isWaitingForOTP: boolean; phoneQuery: string | null }): string | null {
  return isWaitingForOTP && !!phoneQuery ? null : AUTH_ROUTES.login;
}

/** /login/details: reachable only while the profile still needs completing. */
export function detailsRedirect({ loggedIn, user, destRoute }: GuardInput): string | null {
  if (!loggedIn) return AUTH_ROUTES.login;
  return needsInfo(user) ? null : afterLoginDestination(user, destRoute).path;
}
