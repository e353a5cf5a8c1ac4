import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../platform/storage.ts';
import { createBuildChecker, RELOAD_GUARD_KEY } from './buildCheck.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

function setup(manifests: (string | Error)[]) {
  const fetchManifest = vi.fn(async () => {
    const next = manifests.length > 1 ? manifests.shift() : manifests[0];
    if (next instanceof Error) throw next;
    return next ?? '';
  });
  const offers: { reload: () => boolean }[] = [];
  const reload = vi.fn();
  const guardStorage = createMemoryStorage();
  const checker = createBuildChecker({ fetchManifest, onUpdate: (offer) => offers.push(offer), reload, guardStorage });
  return { checker, fetchManifest, offers, reload, guardStorage };
}

describe('new-build check (customer spec §2, §9)', () => {
  it('fetches the manifest first 1 s after ready, then every hour', async () => {
    const { checker, fetchManifest } = setup(['{"index.html":"a1"}']);
    checker.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchManifest).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * 60 * 1000 - 1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(fetchManifest).toHaveBeenCalledTimes(4);
    checker.stop();
    await vi.advanceTimersByTimeAsync(10 * 60 * 60 * 1000);
    expect(fetchManifest).toHaveBeenCalledTimes(4);
  });

  it('offers a reload once when the manifest changed, and not when it is the same or unreachable', async () => {
    const { checker, offers } = setup(['A', 'A', new Error('offline'), 'B', 'B']);
    expect(await checker.check()).toBe('baseline');
    expect(await checker.check()).toBe('same');
    expect(await checker.check()).toBe('unavailable');
    expect(await checker.check()).toBe('changed');
    expect(await checker.check()).toBe('changed');
    expect(offers).toHaveLength(1);
  });

  it('guards reloads: a second reload within 10 s is refused, one after 10 s goes through', async () => {
    const { checker, reload, guardStorage } = setup(['A']);
    expect(checker.reload()).toBe(true);
    expect(guardStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(9_999);
    expect(checker.reload()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(checker.reload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('survives a corrupt guard value', () => {
    const { checker, guardStorage, reload } = setup(['A']);
    guardStorage.setItem(RELOAD_GUARD_KEY, 'not a time');
    expect(checker.reload()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
