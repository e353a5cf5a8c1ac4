/**
 * Sessions of the mock backend: the bearer token and the rotating refresh token.
 * Tokens are opaque random strings; the access token lives `tokenTtlMs` (a knob of the
 * mock API server, short in fault tests) and every refresh revokes the old refresh token.
 */
import type { AuthResult, User } from '@dukkan/core';
import { db } from './db/database.ts';
import type { UserRecord } from './db/tables.customer.ts';
import { BadRequest } from './http.ts';

export const sessionConfig = { tokenTtlMs: 15 * 60_000 };

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

export function issueSession(user: UserRecord): AuthResult {
  const { tables, touch } = db();
  const session = {
    userId: user.id,
    token: randomToken('at'),
    refreshToken: randomToken('rt'),
    expiresAt: Date.now() + sessionConfig.tokenTtlMs,
    revoked: false,
  };
  tables.sessions.push(session);
  // Keep the table bounded: drop revoked sessions first, then the oldest live ones. A live
  // session's refresh token never expires, so dropping it signs a user out.
  if (tables.sessions.length > 1000) {
    const live = tables.sessions.filter((s) => !s.revoked);
    tables.sessions = live.slice(-1000);
  }
  touch();
  return { user: publicUser(user), token: session.token, refreshToken: session.refreshToken };
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
  if (!session || session.revoked) throw new Unauthorized('Invalid refresh token');
  const user = tables.users.find((u) => u.id === session.userId && !u.deleted);
  if (!user) throw new Unauthorized('Invalid refresh token');
  session.revoked = true;
  touch();
  return issueSession(user);
}

export function revokeRefresh(refreshToken: string): void {
  const { tables, touch } = db();
  const session = tables.sessions.find((s) => s.refreshToken === refreshToken);
  if (session) session.revoked = true;
  touch();
}
