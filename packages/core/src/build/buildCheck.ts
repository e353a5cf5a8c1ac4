/**
 * New-build check (customer spec §2, §9): the build manifest is fetched 1 s after the app is
 * ready (the baseline) and then every hour; when it differs, the app is offered a reload.
 * A reload guard of 10 s stops reload loops (a CDN still serving the old files, a chunk that
 * keeps failing): a second reload inside 10 s of the last one is refused
 * (docs/decisions/0019-build-check-and-pixel.md).
 */
import { systemClock, type Clock, type TimerId } from '../platform/clock.ts';
import { createSafeStorage, type KeyValueStorage, type SafeStorage } from '../platform/storage.ts';

export const BUILD_CHECK_FIRST_DELAY_MS = 1000;
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'dukkan:lastReload';

/** Texts of the reload offer, as message ids (`core.json`). */
export const BUILD_MESSAGE_IDS = { updateAvailable: 'core.build.updateAvailable', reload: 'core.build.reload' } as const;

export type BuildCheckResult = 'baseline' | 'same' | 'changed' | 'unavailable';

export interface BuildCheckerOptions {
  /** The manifest's text (e.g. `fetch(assets + 'manifest.json', { cache: 'no-store' })`). */
  fetchManifest: () => Promise<string>;
  /** Called once per new build with a guarded reload. */
  onUpdate: (offer: { reload: () => boolean }) => void;
  /** `() => location.reload()` in the browser. */
  reload: () => void;
  /** Where the last reload time is kept: sessionStorage in the browser (per tab). */
  guardStorage?: KeyValueStorage | SafeStorage | null;
  clock?: Clock;
}

export interface BuildChecker {
  /** Call when the app is ready: first check after 1 s, then hourly. */
  start(): void;
  stop(): void;
  check(): Promise<BuildCheckResult>;
  /** Reloads unless the last reload was less than 10 s ago; true when it reloaded. */
  reload(): boolean;
}

function fingerprint(text: string): string {
  return text.trim();
}

export function createBuildChecker({
  fetchManifest,
  onUpdate,
  reload,
  guardStorage = null,
  clock = systemClock,
}: BuildCheckerOptions): BuildChecker {
  const guard =
    guardStorage && typeof (guardStorage as SafeStorage).read === 'function'
      ? (guardStorage as SafeStorage)
      : createSafeStorage(guardStorage as KeyValueStorage | null);
  let baseline: string | null = null;
  let offered: string | null = null;
  let first: TimerId | null = null;
  let interval: TimerId | null = null;

  function guardedReload(): boolean {
    const last = Number(guard.read(RELOAD_GUARD_KEY));
    const now = clock.now();
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS && now >= last) return false;
    guard.write(RELOAD_GUARD_KEY, String(now));
    reload();
    return true;
  }

  async function check(): Promise<BuildCheckResult> {
    let text: string;
    try {
      text = fingerprint(await fetchManifest());
    } catch {
      // Offline or the assets server hiccuped: try again at the next hour.
      return 'unavailable';
    }
    if (!text) return 'unavailable';
    if (baseline === null) {
      baseline = text;
      return 'baseline';
    }
    if (text === baseline) return 'same';
    if (offered !== text) {
      offered = text;
      onUpdate({ reload: guardedReload });
    }
    return 'changed';
  }

  return {
    start() {
      if (first !== null || interval !== null) return;
      first = clock.setTimeout(() => {
        first = null;
        void check();
        interval = clock.setInterval(() => void check(), BUILD_CHECK_INTERVAL_MS);
      }, BUILD_CHECK_FIRST_DELAY_MS);
    },
    stop() {
      if (first !== null) clock.clearTimeout(first);
      if (interval !== null) clock.clearInterval(interval);
      first = null;
      interval = null;
    },
    check,
    reload: guardedReload,
  };
}
