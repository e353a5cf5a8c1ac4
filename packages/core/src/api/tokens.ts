/**
 * The session tokens (customer spec §3 "Auth session", §4 "Auth"; vendor spec §4).
 *
 * - The access token starts as the invalid marker on every page load and is never sent as
 *   a bearer (`bearer()` is null then).
 * - The refresh token persists under the storage key `rft` (§9), in one JSON record with
 *   the latest access token, so that both are written by a single `setItem`: "saves both
 *   atomically" (docs/decisions/0013-token-storage.md).
 * - `refresh()` is single-flight: one refresh per burst in this tab, serialised across tabs
 *   with Web Locks where available; inside the lock storage is re-read, so a tab adopts the
 *   pair another tab just obtained instead of spending a rotated refresh token
 *   (docs/decisions/0014-cross-tab-token-refresh.md).
 */
import type { AuthTokens } from '../model/customer.ts';
import type { LockManagerLike } from '../platform/locks.ts';
import { isRecord, own, safeJsonParse } from '../platform/json.ts';
import { createSafeStorage, type KeyValueStorage, type SafeStorage } from '../platform/storage.ts';
import type { ApiError } from './result.ts';

/** Customer spec §3: the token the app starts with; equals the mock's marker. */
export const INVALID_TOKEN_MARKER = 'invalid-token';
/** Customer spec §9 storage key of the refresh token (the `rfToken` field of §3). */
export const REFRESH_TOKEN_STORAGE_KEY = 'rft';
export const REFRESH_LOCK_NAME = 'dukkan:token-refresh';

const TOKEN_SHAPE = /^[\x21-\x7e]{1,8192}$/;

/** A token we may put in a header: printable ASCII without spaces, and not the marker. */
export function isUsableToken(value: unknown): value is string {
  return typeof value === 'string' && value !== INVALID_TOKEN_MARKER && TOKEN_SHAPE.test(value);
}

/** Both tokens present and usable: the only refresh answer that succeeds (§4). */
export function isTokenPair(value: unknown): value is AuthTokens {
  return isRecord(value) && isUsableToken(own(value, 'token')) && isUsableToken(own(value, 'refreshToken'));
}

export type RefreshAttempt = { ok: true; tokens: AuthTokens } | { ok: false; transient: boolean; error: ApiError };

export type RefreshOutcome =
  | { ok: true }
  /** `no-session`: nothing to refresh with; `rejected`: the answer was not a valid pair. */
  | { ok: false; reason: 'no-session' | 'rejected' | 'transient'; error?: ApiError };

export interface TokenManager {
  readonly marker: string;
  /** The access token, or the invalid marker when there is none. */
  accessToken(): string;
  /** The access token when it may be sent as a bearer, else null. */
  bearer(): string | null;
  refreshToken(): string | null;
  hasSession(): boolean;
  /** Changes on every sign-in and sign-out (not on refresh): lets callers ignore stale answers. */
  epoch(): number;
  /** A new session (login, OTP verify): saves both tokens together. */
  startSession(tokens: AuthTokens): void;
  /** Forgets both tokens, here and in storage. */
  clear(): void;
  /** Re-reads storage (another tab may have signed in, refreshed or signed out). */
  sync(): void;
  /** Single-flight refresh; `run` performs the HTTP call with the refresh token it is given. */
  refresh(run: (refreshToken: string) => Promise<RefreshAttempt>): Promise<RefreshOutcome>;
  subscribe(listener: () => void): () => void;
}

export interface TokenManagerOptions {
  storage: KeyValueStorage | SafeStorage | null;
  /** Web Locks (`browserLocks()`), or null to fall back to re-reading storage. */
  locks?: LockManagerLike | null;
}

interface StoredPair {
  refreshToken: string;
  token: string | null;
}

function isSafeStorage(storage: KeyValueStorage | SafeStorage): storage is SafeStorage {
  return typeof (storage as SafeStorage).read === 'function';
}

/** Reads the `rft` record; a bare string (older format) is a refresh token without access token. */
export function parseStoredTokens(raw: string | null): StoredPair | null {
  if (raw === null) return null;
  const parsed = safeJsonParse(raw);
  if (parsed.ok && isRecord(parsed.value)) {
    const refreshToken = own(parsed.value, 'refreshToken');
    if (!isUsableToken(refreshToken)) return null;
    const token = own(parsed.value, 'token');
    return { refreshToken, token: isUsableToken(token) ? token : null };
  }
  // Only text that is not JSON at all can be a bare token; `null`, `[]`, `123` are corrupt.
  return !parsed.ok && isUsableToken(raw) && !raw.startsWith('{') ? { refreshToken: raw, token: null } : null;
}

export function serializeStoredTokens(pair: AuthTokens): string {
  return JSON.stringify({ v: 1, refreshToken: pair.refreshToken, token: pair.token });
}

export function createTokenManager({ storage, locks = null }: TokenManagerOptions): TokenManager {
  const store: SafeStorage = storage && isSafeStorage(storage) ? storage : createSafeStorage(storage);
  const listeners = new Set<() => void>();
  const initial = parseStoredTokens(store.read(REFRESH_TOKEN_STORAGE_KEY));
  // §3: the access token starts as the marker even when storage holds one; see 0011.
  let access: string | null = null;
  let refreshTok: string | null = initial?.refreshToken ?? null;
  let epoch = 0;
  let inflight: Promise<RefreshOutcome> | null = null;

  const emit = () => listeners.forEach((listener) => listener());

  /** The one place both tokens change: memory and storage in the same synchronous step. */
  function commit(pair: AuthTokens): void {
    access = pair.token;
    refreshTok = pair.refreshToken;
    store.write(REFRESH_TOKEN_STORAGE_KEY, serializeStoredTokens(pair));
    emit();
  }

  function clear(): void {
    access = null;
    refreshTok = null;
    epoch += 1;
    store.remove(REFRESH_TOKEN_STORAGE_KEY);
    emit();
  }

  async function exclusive(known: string | null, run: (refreshToken: string) => Promise<RefreshAttempt>): Promise<RefreshOutcome> {
    // Storage is the source of truth (a failed write is shadowed in memory by SafeStorage):
    // nothing there means another tab signed out, or there never was a session.
    const current = parseStoredTokens(store.read(REFRESH_TOKEN_STORAGE_KEY));
    if (!current) return { ok: false, reason: 'no-session' };
    if (current.refreshToken !== known && current.token) {
      // Another tab refreshed while we waited for the lock: adopt its pair, no second call.
      commit({ token: current.token, refreshToken: current.refreshToken });
      return { ok: true };
    }
    const attempt = await run(current.refreshToken);
    if (attempt.ok) {
      commit(attempt.tokens);
      return { ok: true };
    }
    // Without Web Locks two tabs can race with one refresh token; the loser's answer is a
    // rejection, but storage then holds the winner's pair (0014).
    const after = parseStoredTokens(store.read(REFRESH_TOKEN_STORAGE_KEY));
    if (after && after.refreshToken !== current.refreshToken && after.token) {
      commit({ token: after.token, refreshToken: after.refreshToken });
      return { ok: true };
    }
    return { ok: false, reason: attempt.transient ? 'transient' : 'rejected', error: attempt.error };
  }

  return {
    marker: INVALID_TOKEN_MARKER,
    accessToken: () => access ?? INVALID_TOKEN_MARKER,
    bearer: () => (isUsableToken(access) ? access : null),
    refreshToken: () => refreshTok,
    hasSession: () => refreshTok !== null || access !== null,
    epoch: () => epoch,
    startSession(pair) {
      if (!isTokenPair(pair)) throw new TypeError('A session needs both a token and a refresh token.');
      epoch += 1;
      commit(pair);
    },
    clear,
    sync() {
      const stored = parseStoredTokens(store.read(REFRESH_TOKEN_STORAGE_KEY));
      if (!stored) {
        if (refreshTok !== null || access !== null) clear();
        return;
      }
      if (stored.refreshToken === refreshTok) return;
      if (refreshTok === null) epoch += 1;
      refreshTok = stored.refreshToken;
      access = stored.token;
      emit();
    },
    refresh(run) {
      if (inflight) return inflight;
      const known = refreshTok;
      const task = () => exclusive(known, run);
      inflight = (locks ? locks.request(REFRESH_LOCK_NAME, task) : task()).finally(() => {
        inflight = null;
      });
      return inflight;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
