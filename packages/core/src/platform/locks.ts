/**
 * Cross-tab mutual exclusion. The Web Locks API serialises the token refresh across tabs
 * (issue #3 item 2); where it is missing the token manager re-reads storage instead
 * (docs/decisions/0014-cross-tab-token-refresh.md).
 */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

interface NavigatorWithLocks {
  locks?: { request: (name: string, callback: () => Promise<unknown>) => Promise<unknown> };
}

/** `navigator.locks` when the browser has it, else null. */
export function browserLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: NavigatorWithLocks }).navigator;
  const locks = nav?.locks;
  if (!locks || typeof locks.request !== 'function') return null;
  return {
    request: <T>(name: string, callback: () => Promise<T>) => locks.request(name, callback) as Promise<T>,
  };
}

/** An in-process lock manager: tests use one instance to stand for two tabs of one browser. */
export function createLocalLocks(): LockManagerLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      tails.set(
        name,
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },
  };
}
