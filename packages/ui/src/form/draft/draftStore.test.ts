import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@dukkan/core';
import { createDraftStore, DRAFT_KEY_PREFIX, DRAFT_VERSION, type DraftOwner } from './draftStore.ts';

const OWNER: DraftOwner = { user: '7', shop: 'shop-1' };
const OTHER: DraftOwner = { user: '8', shop: 'shop-1' };
const KEY = 'settings.settings-sms';
const STORED = DRAFT_KEY_PREFIX + KEY;

function setup(initial: Record<string, string> = {}, maxBytes?: number) {
  const memory = createMemoryStorage(initial);
  const store = createDraftStore({ storage: memory, ...(maxBytes ? { maxBytes } : {}) });
  return { memory, store };
}

/** A draft as the store keeps it after a forced sign-out. */
const kept = (values: unknown, owner: unknown = OWNER, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ v: DRAFT_VERSION, owner, ended: true, values, ...extra });

describe('the draft store', () => {
  it('keeps a dirty form over a forced sign-out and gives it back to the same owner only', () => {
    const { store, memory } = setup();
    expect(store.write(KEY, OWNER, { phone: '509876543', enabled: true })).toBe(true);
    // While signed in, a draft is not offered (a reload mid-edit is not a sign-out) and is removed.
    expect(store.take(KEY, OWNER)).toBeNull();
    expect(memory.getItem(STORED)).toBeNull();

    store.write(KEY, OWNER, { phone: '509876543', enabled: true });
    store.endSession();
    store.begin();
    expect(store.take(KEY, OWNER)).toEqual({ phone: '509876543', enabled: true });
    // Taking leaves it in place until the form saves, discards or is left.
    expect(store.take(KEY, OWNER)).toEqual({ phone: '509876543', enabled: true });
  });

  it('flushes what every registered form holds when the session ends by force, then writes nothing more', () => {
    const { store } = setup();
    let typed = '50 1';
    const unregister = store.register(() => store.write(KEY, OWNER, { phone: typed }));
    typed = '50 123 4567';
    store.endSession();
    expect(store.write(KEY, OWNER, { phone: 'after the end' })).toBe(false);
    expect(store.sessionLive()).toBe(false);
    store.begin();
    expect(store.take(KEY, OWNER)).toEqual({ phone: '50 123 4567' });
    unregister();
  });

  it('never shows one person’s draft to another: it is ignored and removed', () => {
    const { store, memory } = setup({ [STORED]: kept({ phone: '1' }) });
    expect(store.take(KEY, OTHER)).toBeNull();
    expect(memory.getItem(STORED)).toBeNull();
  });

  it('keeps, but does not give, the same person’s draft of another shop', () => {
    const { store, memory } = setup({ [STORED]: kept({ phone: '1' }) });
    expect(store.take(KEY, { user: OWNER.user, shop: 'shop-2' })).toBeNull();
    expect(memory.getItem(STORED)).not.toBeNull();
    expect(store.take(KEY, OWNER)).toEqual({ phone: '1' });
  });

  it.each([
    ['bad JSON', '{"v":1,'],
    ['not an object', '"hello"'],
    ['an array', '[1,2,3]'],
    ['another version', kept({ phone: '1' }, OWNER, { v: DRAFT_VERSION + 1 })],
    ['no version', JSON.stringify({ owner: OWNER, ended: true, values: { phone: '1' } })],
    ['an owner of the wrong shape', kept({ phone: '1' }, { user: 7, shop: 'shop-1' })],
    ['values that are not an object', kept(['1'])],
    ['a missing ended mark', JSON.stringify({ v: DRAFT_VERSION, owner: OWNER, values: { phone: '1' } })],
    ['a prototype key', `{"v":1,"owner":{"user":"7","shop":"shop-1"},"ended":true,"values":{"__proto__":{"polluted":true}}}`],
  ])('ignores and removes a hostile stored value (%s), never crashing', (_, raw) => {
    const { store, memory } = setup({ [STORED]: raw });
    const taken = store.take(KEY, OWNER);
    if (raw.includes('__proto__')) {
      // Whole in shape, so kept; the prototype key is left out of what is given back.
      expect(taken).toEqual({});
      expect(Object.getPrototypeOf(taken)).toBe(Object.prototype);
      expect('polluted' in (taken ?? {})).toBe(false);
    } else {
      expect(taken).toBeNull();
      expect(memory.getItem(STORED)).toBeNull();
    }
  });

  it('never stores passwords, secrets or files, and cleans what it reads back', () => {
    const { store, memory } = setup();
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    store.write(
      KEY,
      OWNER,
      { phone: '1', password: 'Dukkan#2026', newPassword: 'x', logo: file, pin: 'kept', notes: { otp: '123456', text: 'hi' } },
      ['pin'],
    );
    const raw = memory.getItem(STORED) ?? '';
    expect(raw).not.toContain('Dukkan#2026');
    expect(raw).not.toContain('123456');
    expect(raw).not.toContain('logo');
    expect(raw).not.toContain('kept');
    store.endSession();
    store.begin();
    expect(store.take(KEY, OWNER)).toEqual({ phone: '1', notes: { text: 'hi' } });
    // A password put there by hand is not given back either.
    memory.setItem(STORED, kept({ phone: '2', password: 'secret' }));
    expect(store.take(KEY, OWNER)).toEqual({ phone: '2' });
  });

  it('stores nothing over the size cap, and drops an older draft rather than bring back less than was typed', () => {
    const { store, memory } = setup({}, 1024);
    expect(store.write(KEY, OWNER, { about: 'short' })).toBe(true);
    expect(store.write(KEY, OWNER, { about: 'x'.repeat(2048) })).toBe(false);
    expect(memory.getItem(STORED)).toBeNull();
    // A stored value far over the cap is not even parsed.
    memory.setItem(STORED, kept({ about: 'y'.repeat(4096) }));
    expect(store.take(KEY, OWNER)).toBeNull();
    expect(memory.getItem(STORED)).toBeNull();
  });

  it('the default cap is 32 KB', () => {
    const { store } = setup();
    expect(store.write(KEY, OWNER, { about: 'x'.repeat(31 * 1024) })).toBe(true);
    expect(store.write(KEY, OWNER, { about: 'x'.repeat(33 * 1024) })).toBe(false);
  });

  it('removes every draft on a chosen sign-out, even after the forced-end flush', () => {
    const { store, memory } = setup();
    store.write(KEY, OWNER, { phone: '1' });
    store.write('shop.profile', OWNER, { nameEn: 'Corner Shop' });
    store.register(() => store.write('shop.profile', OWNER, { nameEn: 'Corner Shop 2' }));
    // A chosen sign-out clears the tokens first (the flush runs), then removes everything.
    store.endSession();
    store.removeAll();
    expect(memory.dump()).toEqual({});
    store.begin();
    expect(store.take(KEY, OWNER)).toBeNull();
    expect(store.take('shop.profile', OWNER)).toBeNull();
  });

  it('removes one draft (a save or Discard) and leaves the others', () => {
    const { store } = setup();
    store.write(KEY, OWNER, { phone: '1' });
    store.write('shop.profile', OWNER, { nameEn: 'Corner Shop' });
    store.remove(KEY);
    store.endSession();
    store.begin();
    expect(store.take(KEY, OWNER)).toBeNull();
    expect(store.take('shop.profile', OWNER)).toEqual({ nameEn: 'Corner Shop' });
  });

  it('refuses keys that could reach other storage entries, and a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createDraftStore({ storage: throwing });
    expect(() => store.write(KEY, OWNER, { phone: '1' })).not.toThrow();
    expect(store.write('../tokens', OWNER, { phone: '1' })).toBe(false);
    expect(() => store.take(KEY, OWNER)).not.toThrow();
    expect(() => store.removeAll()).not.toThrow();
  });
});
