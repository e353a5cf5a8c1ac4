/**
 * Drafts of forms across a forced sign-out (issue #18, docs/decisions/0090): while a form that
 * opted in is dirty, its values are kept in the tab's sessionStorage under a versioned key, with
 * the person and shop they belong to. When the session ends by force (a refused refresh, a 401
 * after the retry, another tab signing out) the pending writes are flushed and the drafts are
 * marked as kept over the sign-out; only those are offered back, to the same owner, after the
 * next sign-in. A chosen sign-out removes every draft. Stored data is read defensively: bad
 * JSON, a wrong shape, another version or another owner is removed and ignored, never a crash.
 */
import { createSafeStorage, isRecord, safeJsonParse, type KeyValueStorage, type SafeStorage } from '@dukkan/core';

/** Whose draft it is: one person's typing never shows to another, nor in another shop. */
export interface DraftOwner {
  user: string;
  shop: string;
}

export type DraftValues = Record<string, unknown>;

export const DRAFT_VERSION = 1;
export const DRAFT_KEY_PREFIX = `dukkan.draft.v${DRAFT_VERSION}.`;
const INDEX_KEY = `${DRAFT_KEY_PREFIX}index`;
/** The largest draft kept, in bytes of its stored JSON; a larger one is not stored at all. */
export const DRAFT_MAX_BYTES = 32 * 1024;
/** Names of fields that are never stored, whatever their control (besides password and file inputs). */
const SECRET_NAME = /pass(word|code)|secret|otp|cvc|cvv|card.?number/i;

export interface DraftStoreOptions {
  storage: KeyValueStorage | SafeStorage | null;
  maxBytes?: number;
  /** Whether a session is live when the store is made (a tab opened signed out starts ended). */
  sessionLive?: boolean;
}

export interface DraftStore {
  /**
   * The draft kept over a forced sign-out for this form and owner, or null. Anything else
   * stored under the key (hostile, another version, another person, one not kept over a
   * sign-out) is removed; the same person's draft of another shop is kept but not given.
   */
  take(key: string, owner: DraftOwner): DraftValues | null;
  /** Keeps these values (secrets and files left out); false when nothing was stored (too big, ended session). */
  write(key: string, owner: DraftOwner, values: DraftValues, omit?: readonly string[]): boolean;
  remove(key: string): void;
  /** Every draft of this tab (a chosen sign-out). */
  removeAll(): void;
  /** A form's "write what you have now", run when the session ends by force; returns the unregister. */
  register(flush: () => void): () => void;
  /** The session ended by force: flush every form, mark what is kept; writes stop until `begin`. */
  endSession(): void;
  /** A session is live again (signed in). */
  begin(): void;
  sessionLive(): boolean;
}

function toSafe(storage: KeyValueStorage | SafeStorage | null): SafeStorage {
  return storage && typeof (storage as SafeStorage).read === 'function'
    ? (storage as SafeStorage)
    : createSafeStorage(storage as KeyValueStorage | null);
}

function isFileLike(value: unknown): boolean {
  return (
    (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof FileList !== 'undefined' && value instanceof FileList) ||
    (typeof File !== 'undefined' && value instanceof File)
  );
}

/** A copy of the values without files and secret-looking fields; undefined for what cannot be kept. */
function clean(value: unknown, omit: ReadonlySet<string>, path: string, depth: number): unknown {
  if (depth > 8 || isFileLike(value) || typeof value === 'function') return undefined;
  if (Array.isArray(value)) return value.map((item, i) => clean(item, omit, `${path}[${i}]`, depth + 1) ?? null);
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      const at = path ? `${path}.${name}` : name;
      if (omit.has(at) || omit.has(name) || SECRET_NAME.test(name) || UNSAFE_KEYS.has(name)) continue;
      const kept = clean(item, omit, at, depth + 1);
      if (kept !== undefined) out[name] = kept;
    }
    return out;
  }
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return undefined;
}

/** Keys that would reach an object's prototype when copied. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const safeKey = (key: string) => typeof key === 'string' && /^[\w.:-]{1,120}$/.test(key);

export function createDraftStore({ storage, maxBytes = DRAFT_MAX_BYTES, sessionLive = true }: DraftStoreOptions): DraftStore {
  const store = toSafe(storage);
  const flushers = new Set<() => void>();
  let live = sessionLive;

  function readIndex(): string[] {
    const parsed = safeJsonParse(store.read(INDEX_KEY));
    if (!parsed.ok || !Array.isArray(parsed.value)) return [];
    return parsed.value.filter((key): key is string => safeKey(key as string));
  }
  function writeIndex(keys: string[]): void {
    if (keys.length === 0) store.remove(INDEX_KEY);
    else store.write(INDEX_KEY, JSON.stringify([...new Set(keys)]));
  }

  function remove(key: string): void {
    store.remove(DRAFT_KEY_PREFIX + key);
    const index = readIndex();
    if (index.includes(key)) writeIndex(index.filter((k) => k !== key));
  }

  function put(key: string, owner: DraftOwner, values: DraftValues, ended: boolean, omit: readonly string[]): boolean {
    const kept = clean(values, new Set(omit), '', 0);
    const raw = JSON.stringify({ v: DRAFT_VERSION, owner: { user: owner.user, shop: owner.shop }, ended, values: kept ?? {} });
    if (new TextEncoder().encode(raw).length > maxBytes) {
      // Too big to keep: an older, smaller draft would bring back less than was typed.
      remove(key);
      return false;
    }
    store.write(DRAFT_KEY_PREFIX + key, raw);
    const index = readIndex();
    if (!index.includes(key)) writeIndex([...index, key]);
    return true;
  }

  /** The stored record when it is whole and of this version; null (and removed) otherwise. */
  function read(key: string): { owner: DraftOwner; ended: boolean; values: DraftValues } | null {
    const raw = store.read(DRAFT_KEY_PREFIX + key);
    if (raw === null) return null;
    const parsed = raw.length > maxBytes * 2 ? null : safeJsonParse(raw);
    const record = parsed?.ok && isRecord(parsed.value) ? parsed.value : null;
    const owner = record && isRecord(record.owner) ? record.owner : null;
    if (
      !record ||
      record.v !== DRAFT_VERSION ||
      !owner ||
      typeof owner.user !== 'string' ||
      typeof owner.shop !== 'string' ||
      typeof record.ended !== 'boolean' ||
      !isRecord(record.values)
    ) {
      remove(key);
      return null;
    }
    return { owner: { user: owner.user, shop: owner.shop }, ended: record.ended, values: record.values };
  }

  return {
    take(key, owner) {
      if (!safeKey(key)) return null;
      const record = read(key);
      if (!record) return null;
      // Another person's draft, or one never kept over a sign-out (a reload mid-edit): removed.
      if (record.owner.user !== owner.user || !record.ended) {
        remove(key);
        return null;
      }
      // The same person in another shop (a lead): not shown here, kept for that shop.
      if (record.owner.shop !== owner.shop) return null;
      // The values go through the same cleaning as a write: nothing stored by hand slips a secret in.
      const values = clean(record.values, new Set(), '', 0);
      return isRecord(values) ? values : null;
    },
    write(key, owner, values, omit = []) {
      if (!live || !safeKey(key)) return false;
      return put(key, owner, values, false, omit);
    },
    remove: (key) => {
      if (safeKey(key)) remove(key);
    },
    removeAll() {
      for (const key of readIndex()) store.remove(DRAFT_KEY_PREFIX + key);
      store.remove(INDEX_KEY);
    },
    register(flush) {
      flushers.add(flush);
      return () => flushers.delete(flush);
    },
    endSession() {
      if (!live) return;
      for (const flush of [...flushers]) {
        try {
          flush();
        } catch {
          // One form's failure never keeps the others' drafts from being kept.
        }
      }
      live = false;
      for (const key of readIndex()) {
        const record = read(key);
        if (record && !record.ended) put(key, record.owner, record.values, true, []);
      }
    },
    begin() {
      live = true;
    },
    sessionLive: () => live,
  };
}
