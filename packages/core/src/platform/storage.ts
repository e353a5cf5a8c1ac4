/**
 * Storage adapters. Browser storage can be missing (SSR, tests), can throw on access
 * (Safari private mode, disabled cookies: SecurityError) and can throw on write (quota).
 * Every store reads and writes through `createSafeStorage`, so none of those crash the
 * app: a failed write is kept in memory for this tab and the store keeps working
 * (issue #3 item 4, docs/decisions/0015-stored-state.md).
 */

/** The subset of the Web Storage API the app uses; `localStorage` satisfies it. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface MemoryStorage extends KeyValueStorage {
  /** Every key and value, for tests. */
  dump(): Record<string, string>;
}

export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const map = new Map<string, string>(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

export type StorageHealth = 'ok' | 'memory-only';

export interface SafeStorage {
  /** The stored text, or null when missing or unreadable. Never throws. */
  read(key: string): string | null;
  /** Writes; returns false when the backing storage refused (the value is then kept in memory). */
  write(key: string, value: string): boolean;
  remove(key: string): void;
  health(): StorageHealth;
}

/**
 * Wraps a storage so that it never throws. A write that fails is shadowed in memory, so the
 * next read in this tab sees it; a later successful write or a remove drops the shadow.
 */
export function createSafeStorage(backing: KeyValueStorage | null | undefined): SafeStorage {
  const shadow = new Map<string, string | null>();
  let health: StorageHealth = backing ? 'ok' : 'memory-only';
  return {
    read(key) {
      if (shadow.has(key)) return shadow.get(key) ?? null;
      if (!backing) return null;
      try {
        const value = backing.getItem(key);
        return typeof value === 'string' ? value : null;
      } catch {
        health = 'memory-only';
        return null;
      }
    },
    write(key, value) {
      if (backing) {
        try {
          backing.setItem(key, value);
          shadow.delete(key);
          return true;
        } catch {
          health = 'memory-only';
        }
      }
      shadow.set(key, value);
      return false;
    },
    remove(key) {
      if (backing) {
        try {
          backing.removeItem(key);
          shadow.delete(key);
          return;
        } catch {
          health = 'memory-only';
        }
      }
      // Remember the removal so a stale backing value is not read back in this tab.
      shadow.set(key, null);
    },
    health: () => health,
  };
}

/** `window.localStorage` when it exists and can be touched, else null (never throws). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

/** `window.sessionStorage` when it exists and can be touched, else null (never throws). */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    const storage = (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}
