import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage, type KeyValueStorage } from './storage.ts';

describe('safe storage', () => {
  it('reads and writes through to the backing storage', () => {
    const backing = createMemoryStorage();
    const safe = createSafeStorage(backing);
    expect(safe.write('k', 'v')).toBe(true);
    expect(backing.getItem('k')).toBe('v');
    safe.remove('k');
    expect(safe.read('k')).toBeNull();
    expect(safe.health()).toBe('ok');
  });

  it('keeps a refused write in memory for this tab and reports memory-only', () => {
    const backing = createMemoryStorage({ k: 'old' });
    const full: KeyValueStorage = {
      ...backing,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const safe = createSafeStorage(full);
    expect(safe.write('k', 'new')).toBe(false);
    expect(safe.read('k')).toBe('new');
    expect(safe.health()).toBe('memory-only');
  });

  it('never throws when every access throws, nor without any storage', () => {
    const hostile: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    for (const safe of [createSafeStorage(hostile), createSafeStorage(null)]) {
      expect(safe.read('k')).toBeNull();
      safe.write('k', 'v');
      expect(safe.read('k')).toBe('v');
      safe.remove('k');
      expect(safe.read('k')).toBeNull();
    }
  });
});
