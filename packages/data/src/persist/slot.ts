/**
 * One persisted value under one storage key, in a versioned envelope `{"v":1,"state":…}`.
 * Reading validates (bad JSON, hostile keys, out-of-range numbers, old or newer versions
 * never crash the app: they are repaired or dropped with a notice), writing never throws
 * (a refused write keeps the value in memory for this tab: `createSafeStorage`).
 * `rebase()` notices another tab's write, so a store can apply its change on top of it
 * instead of overwriting it (docs/decisions/0015-stored-state.md, 0016-cart-two-tabs.md).
 */
import {
  createSafeStorage,
  isRecord,
  safeJsonParse,
  type KeyValueStorage,
  type SafeStorage,
  type StorageHealth,
  type Validated,
} from '@dukkan/core';

/** What the user is told about their stored state; message ids of `core.json`. */
export type PersistNotice = 'core.storage.repaired' | 'core.storage.dropped' | 'core.storage.unavailable';

export const PERSIST_NOTICES = {
  repaired: 'core.storage.repaired',
  dropped: 'core.storage.dropped',
  unavailable: 'core.storage.unavailable',
} as const satisfies Record<string, PersistNotice>;

export interface SlotOptions<T> {
  storage: KeyValueStorage | SafeStorage | null;
  key: string;
  version: number;
  /** Checks a stored state and rebuilds it; null when it cannot be used at all. */
  validate: (raw: unknown) => Validated<T> | null;
  empty: () => T;
}

export interface LoadResult<T> {
  value: T;
  notice: PersistNotice | null;
}

export interface PersistedSlot<T> {
  load(): LoadResult<T>;
  /** The stored value when another tab changed it since this slot last read or wrote; else null. */
  rebase(): LoadResult<T> | null;
  save(value: T): void;
  remove(): void;
  health(): StorageHealth;
}

export function toSafeStorage(storage: KeyValueStorage | SafeStorage | null): SafeStorage {
  return storage && typeof (storage as SafeStorage).read === 'function'
    ? (storage as SafeStorage)
    : createSafeStorage(storage as KeyValueStorage | null);
}

export function createPersistedSlot<T>({ storage, key, version, validate, empty }: SlotOptions<T>): PersistedSlot<T> {
  const store = toSafeStorage(storage);
  let lastRaw: string | null = null;

  function decode(raw: string | null): LoadResult<T> {
    if (raw === null) return { value: empty(), notice: null };
    const parsed = safeJsonParse(raw);
    if (!parsed.ok || !isRecord(parsed.value)) return { value: empty(), notice: PERSIST_NOTICES.dropped };
    const envelope = parsed.value;
    // Version 0: the unversioned state older builds wrote; it goes through the same checks.
    const hasVersion = Object.prototype.hasOwnProperty.call(envelope, 'v');
    const storedVersion = hasVersion ? envelope.v : 0;
    if (storedVersion !== version && storedVersion !== 0) return { value: empty(), notice: PERSIST_NOTICES.dropped };
    const state = hasVersion ? envelope.state : envelope;
    const validated = validate(state);
    if (!validated) return { value: empty(), notice: PERSIST_NOTICES.dropped };
    return { value: validated.value, notice: validated.repaired || !hasVersion ? PERSIST_NOTICES.repaired : null };
  }

  return {
    load() {
      lastRaw = store.read(key);
      const result = decode(lastRaw);
      if (result.notice === PERSIST_NOTICES.dropped) {
        // Do not leave a poisoned value behind for the next load.
        store.remove(key);
        lastRaw = null;
      }
      return result;
    },
    rebase() {
      const raw = store.read(key);
      if (raw === lastRaw) return null;
      lastRaw = raw;
      return decode(raw);
    },
    save(value) {
      const raw = JSON.stringify({ v: version, state: value });
      store.write(key, raw);
      lastRaw = raw;
    },
    remove() {
      store.remove(key);
      lastRaw = null;
    },
    health: () => store.health(),
  };
}
