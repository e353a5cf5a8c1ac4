/**
 * Sessions of the mock backend: the bearer token and the rotating refresh token, as a real
 * OAuth server keeps them (docs/decisions/0083):
 * - tokens are opaque random strings; the access token lives `tokenTtlMs`, a refresh token
 *   `refreshTtlMs` from its issue (both knobs of the mock API server, short in fault tests);
 * - every refresh rotates: the presented pair is revoked and a new pair of the same family
 *   (every pair descended from one sign-in) is issued;
 * - a refresh token presented again after it was rotated (or signed out) means two holders
 *   of one token, one of them a thief: the whole family is revoked and the answer is a 401;
 * - except within `reuseLeewayMs` of its rotation while the pair it was rotated to is still
 *   the newest of its family (not rotated itself, not revoked): then the same pair is answered
 *   again. A rotation whose answer was lost (the page was left during its start-up refresh, the
 *   connection dropped), or two tabs that each read the old token before the other's new one
 *   reached them, are one holder asking twice; both end up with one pair, as OAuth servers'
 *   grace period does (docs/decisions/0103, 0104).
 */
import type { AuthResult, User } from '@dukkan/core';
import { db } from './db/database.ts';
import type { SessionRecord, UserRecord } from './db/tables.customer.ts';
import { BadRequest } from './http.ts';

export const DEFAULT_TOKEN_TTL_MS = 15 * 60_000;
export const DEFAULT_REFRESH_TTL_MS = 30 * 86_400_000;

export const DEFAULT_REUSE_LEEWAY_MS = 30_000;

export const sessionConfig = {
  tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
  refreshTtlMs: DEFAULT_REFRESH_TTL_MS,
  reuseLeewayMs: DEFAULT_REUSE_LEEWAY_MS,
};

/** The token the apps start with; never valid as a bearer (customer spec §3 "Auth session"). */
export const INVALID_TOKEN_MARKER = 'invalid-token';

function randomToken(prefix: string): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return `${prefix}.${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function publicUser(record: UserRecord): User {
  const { password: _password, userName: _userName, deviceTokens: _deviceTokens, deleted: _deleted, ...user } = record;
  return user;
}

export const MAX_SESSIONS = 1000;

/** A new pair for `user`: a new family on sign-in, the same family on a refresh. */
export function issueSession(user: UserRecord, family?: string): AuthResult {
  const { tables, touch } = db();
  const now = Date.now();
  const session: SessionRecord = {
    userId: user.id,
    token: randomToken('at'),
    refreshToken: randomToken('rt'),
    expiresAt: now + sessionConfig.tokenTtlMs,
    refreshExpiresAt: now + sessionConfig.refreshTtlMs,
    family: family ?? randomToken('fam'),
    revoked: false,
  };
  tables.sessions.push(session);
  // Keep the table bounded: drop revoked and expired sessions first (a rotated token dropped
  // here is only unknown, no longer detected as reused), then the oldest live ones, which signs
  // those users out. A token rotated within the reuse leeway stays, or a page that lost the
  // rotation's answer would be signed out by the trim (0104).
  if (tables.sessions.length > MAX_SESSIONS) {
    const inLeeway = (s: SessionRecord) => s.rotatedAt !== undefined && now - s.rotatedAt < sessionConfig.reuseLeewayMs;
    tables.sessions = tables.sessions.filter((s) => (!s.revoked && !refreshExpired(s, now)) || inLeeway(s)).slice(-MAX_SESSIONS);
  }
  touch();
  return { user: publicUser(user), token: session.token, refreshToken: session.refreshToken };
}

/** Sessions saved before families existed carry no expiry: treated as expired. */
function refreshExpired(session: SessionRecord, now: number): boolean {
  return session.refreshExpiresAt === undefined || session.refreshExpiresAt <= now;
}

function revokeFamily(session: SessionRecord): void {
  const { tables } = db();
  for (const other of tables.sessions) {
    if (other === session || (session.family !== undefined && other.family === session.family)) other.revoked = true;
  }
}

export class Unauthorized extends BadRequest {
  constructor(message = 'Unauthorized') {
    super(message, 'unauthorized', 401);
  }
}

export class Forbidden extends BadRequest {
  constructor(message = 'Forbidden') {
    super(message, 'forbidden', 403);
  }
}

/** The signed-in user of a request, or a 401 (missing, unknown, expired or revoked token). */
export function requireUser(request: Request): UserRecord {
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token || token === INVALID_TOKEN_MARKER) throw new Unauthorized();
  const { tables } = db();
  const session = tables.sessions.find((s) => s.token === token);
  if (!session || session.revoked || session.expiresAt < Date.now()) throw new Unauthorized();
  const user = tables.users.find((u) => u.id === session.userId && !u.deleted);
  if (!user) throw new Unauthorized();
  return user;
}

/** A vendor or staff member of a shop; 403 for customers. */
export function requireStaff(request: Request): UserRecord & { shop: string } {
  const user = requireUser(request);
  if (!(user.isSeller || user.isCashier || user.isKitchen || user.isLead) || !user.shop) throw new Forbidden();
  return user as UserRecord & { shop: string };
}

export function rotateRefresh(refreshToken: string): AuthResult {
  const { tables, touch } = db();
  const session = tables.sessions.find((s) => s.refreshToken === refreshToken);
  if (!session) throw new Unauthorized('Invalid refresh token');
  if (session.revoked) {
    const retried = retriedRotation(session);
    if (retried) return retried;
    // Reuse of a rotated or signed-out token: whoever holds the family now loses it too.
    revokeFamily(session);
    touch();
    throw new Unauthorized('Invalid refresh token');
  }
  if (refreshExpired(session, Date.now())) {
    session.revoked = true;
    touch();
    throw new Unauthorized('Refresh token expired');
  }
  const user = tables.users.find((u) => u.id === session.userId && !u.deleted);
  if (!user) throw new Unauthorized('Invalid refresh token');
  session.revoked = true;
  const next = issueSession(user, session.family ?? session.refreshToken);
  session.rotatedAt = Date.now();
  session.successor = next.refreshToken;
  touch();
  return next;
}

/**
 * A rotated token presented again within the leeway while the pair it was rotated to is still
 * the family's newest (0104): the same pair again, so every holder of the old token ends up
 * with one live pair. A token two or more rotations back, or past the leeway, is reuse (null).
 */
function retriedRotation(session: SessionRecord): AuthResult | null {
  const { tables } = db();
  if (session.rotatedAt === undefined || Date.now() - session.rotatedAt >= sessionConfig.reuseLeewayMs) return null;
  const successor = tables.sessions.find((s) => s.refreshToken === session.successor);
  if (!successor || successor.revoked) return null;
  const user = tables.users.find((u) => u.id === session.userId && !u.deleted);
  if (!user) return null;
  return { user: publicUser(user), token: successor.token, refreshToken: successor.refreshToken };
}

export function revokeRefresh(refreshToken: string): void {
  const { tables, touch } = db();
  const session = tables.sessions.find((s) => s.refreshToken === refreshToken);
  if (session) session.revoked = true;
  touch();
}
