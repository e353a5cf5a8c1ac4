/**
 * Sign-in rules of customer spec §3 "Auth session", "User", §4 "Auth", §6 and vendor §4:
 * who needs to complete their info, where a user goes after login or skip, what a sign-in
 * answer must contain, and the staff flags guards read. Pure: the user store applies them.
 */
import type { AuthResult, User } from '../model/customer.ts';
import { isRecord, own } from '../platform/json.ts';
import { isTokenPair } from '../api/tokens.ts';

/** Paths the auth rules name (customer spec §2, §4); apps keep the rest of their routes. */
export const AUTH_ROUTES = {
  home: '/',
  login: '/login',
  verifyOtp: '/login/verify-otp',
  details: '/login/details',
  cart: '/cart',
} as const;

/** §3: a user with no fullName must complete their info. */
export function needsInfo(user: Pick<User, 'fullName'> | null | undefined): boolean {
  return !!user && !(typeof user.fullName === 'string' && user.fullName.trim() !== '');
}

export interface StaffFlags {
  isSeller: boolean;
  isCashier: boolean;
  isKitchen: boolean;
  isLead: boolean;
}

/** The staff flags of §3/§6 for route guards; all false without a user. */
export function staffFlags(user: Partial<StaffFlags> | null | undefined): StaffFlags {
  return {
    isSeller: user?.isSeller === true,
    isCashier: user?.isCashier === true,
    isKitchen: user?.isKitchen === true,
    isLead: user?.isLead === true,
  };
}

export function isStaff(user: Partial<StaffFlags> | null | undefined): boolean {
  const flags = staffFlags(user);
  return flags.isSeller || flags.isCashier || flags.isKitchen || flags.isLead;
}

/**
 * A remembered route may only be a path of this app: `/cart?x=1`, never `//evil.example`
 * or `https://…` (an open redirect through a stored or crafted destination).
 */
export function isInternalRoute(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return false;
  // No control characters (a newline or NUL can smuggle a second URL past naive checks).
  return ![...value].some((char) => char.charCodeAt(0) < 32);
}

/**
 * §4 "After login": to /login/details when the profile needs info; else to the remembered
 * destination (which the caller then clears); else to /.
 */
export function afterLoginDestination(
  user: Pick<User, 'fullName'> | null,
  destRoute: string | null,
): { path: string; consumesDestRoute: boolean } {
  if (needsInfo(user)) return { path: AUTH_ROUTES.details, consumesDestRoute: false };
  if (isInternalRoute(destRoute)) return { path: destRoute, consumesDestRoute: true };
  return { path: AUTH_ROUTES.home, consumesDestRoute: destRoute !== null };
}

/** §4 "Skip navigation goes to the remembered skip route, else /". */
export function skipDestination(skipRoute: string | null): string {
  return isInternalRoute(skipRoute) ? skipRoute : AUTH_ROUTES.home;
}

const text = (value: unknown, max = 300): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

/** A user from an answer or from storage, rebuilt from known fields; null when unusable. */
export function readUser(raw: unknown): User | null {
  if (!isRecord(raw)) return null;
  const id = text(own(raw, 'id'), 200);
  if (!id) return null;
  const fullName = text(own(raw, 'fullName'));
  const email = text(own(raw, 'email'));
  const shop = text(own(raw, 'shop'), 200);
  return {
    id,
    ...(fullName !== undefined ? { fullName } : {}),
    ...(email !== undefined ? { email } : {}),
    phone: text(own(raw, 'phone'), 30) ?? '',
    countryCode: text(own(raw, 'countryCode'), 6) ?? '',
    ...staffFlags({
      isSeller: own(raw, 'isSeller') === true,
      isCashier: own(raw, 'isCashier') === true,
      isKitchen: own(raw, 'isKitchen') === true,
      isLead: own(raw, 'isLead') === true,
    }),
    ...(shop !== undefined ? { shop } : {}),
  };
}

/** A sign-in answer (OTP verify, vendor login): user, token and refreshToken, or null. */
export function readAuthResult(raw: unknown): AuthResult | null {
  if (!isRecord(raw) || !isTokenPair(raw)) return null;
  const user = readUser(own(raw, 'user'));
  return user ? { user, token: raw.token, refreshToken: raw.refreshToken } : null;
}
