/**
 * Push notifications for this device (customer spec §3 "Device token: a string stored for push
 * notifications", §4 "if a device token exists, sends it to the server"; issue #16). The token
 * of a browser is its Push API subscription. It is offered from /settings, only where the
 * browser has service workers, the Push API and notifications, and the runtime config names
 * the push service's public (VAPID) key; nothing is asked of any other browser.
 *
 * Turning it on asks the browser's permission, registers the push service worker, subscribes,
 * stores the subscription (JSON, key `deviceToken`) and, when someone is signed in, sends it
 * with `POST /account/token` at once; the user store sends it after every later sign-in.
 * Turning it off unsubscribes and forgets it (the API has no call to unregister a token: the
 * server's push to a dead subscription fails and it drops it). docs/decisions/0051.
 */
import { proxy } from 'valtio/vanilla';
import type { ApiClient, SafeStorage } from '@dukkan/core';

export const DEVICE_TOKEN_KEY = 'deviceToken';
/** The server keeps tokens up to this length (`/account/token`). */
export const MAX_DEVICE_TOKEN_LENGTH = 4096;
export const PUSH_WORKER_URL = '/push-sw.js';

export type PushStatus = 'unavailable' | 'blocked' | 'off' | 'on';

export interface PushSubscriptionLike {
  toJSON(): unknown;
  unsubscribe(): Promise<boolean>;
}

/** The few browser calls this needs, so tests and stories can stand in for the browser. */
export interface PushPlatform {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  subscription(): Promise<PushSubscriptionLike | null>;
  subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<PushSubscriptionLike>;
}

export interface PushDeviceState {
  status: PushStatus;
  busy: boolean;
  /** The last turn-on failed (the browser or the push service refused), or the server did not take the token. */
  failure: 'subscribe' | 'send' | null;
}

export interface PushDevice {
  readonly state: PushDeviceState;
  enable(): Promise<void>;
  disable(): Promise<void>;
  /** The stored token, or null (missing, or stored data that is not a token). */
  token(): string | null;
}

/** The browser's push, or null where any part is missing (then nothing is offered). */
export function browserPushPlatform(scope: typeof globalThis = globalThis): PushPlatform | null {
  const navigator = scope.navigator as Navigator | undefined;
  if (!navigator?.serviceWorker || !('PushManager' in scope) || !('Notification' in scope)) return null;
  const registration = async () => (await navigator.serviceWorker.getRegistration(PUSH_WORKER_URL)) ?? null;
  return {
    permission: () => scope.Notification.permission,
    requestPermission: () => scope.Notification.requestPermission(),
    subscription: async () => (await registration())?.pushManager.getSubscription() ?? null,
    async subscribe(applicationServerKey) {
      await navigator.serviceWorker.register(PUSH_WORKER_URL);
      const ready = await navigator.serviceWorker.ready;
      return ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
    },
  };
}

/** A VAPID public key (base64url of an uncompressed P-256 point) as the bytes `subscribe` takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function readDeviceToken(storage: SafeStorage): string | null {
  const stored = storage.read(DEVICE_TOKEN_KEY);
  if (stored === null || stored.length === 0 || stored.length > MAX_DEVICE_TOKEN_LENGTH) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return parsed && typeof parsed === 'object' && typeof (parsed as { endpoint?: unknown }).endpoint === 'string' ? stored : null;
  } catch {
    return null;
  }
}

export interface PushDeviceOptions {
  storage: SafeStorage;
  platform: PushPlatform | null;
  /** `features.pushPublicKey` of the runtime config; '' turns push off. */
  publicKey: string;
  client: Pick<ApiClient, 'api'>;
  isSignedIn: () => boolean;
}

export function createPushDevice({ storage, platform, publicKey, client, isSignedIn }: PushDeviceOptions): PushDevice {
  const initial = (): PushStatus => {
    if (!platform || !publicKey) return 'unavailable';
    const permission = platform.permission();
    if (permission === 'denied') return 'blocked';
    return permission === 'granted' && readDeviceToken(storage) ? 'on' : 'off';
  };
  const state = proxy<PushDeviceState>({ status: initial(), busy: false, failure: null });

  async function enable(): Promise<void> {
    if (!platform || state.busy || state.status === 'unavailable') return;
    state.busy = true;
    state.failure = null;
    try {
      const permission = platform.permission() === 'granted' ? 'granted' : await platform.requestPermission();
      if (permission !== 'granted') {
        // Dismissed: still off, and asking again later is allowed. Denied: only the browser's settings can undo it.
        state.status = permission === 'denied' ? 'blocked' : 'off';
        return;
      }
      let subscription: PushSubscriptionLike;
      try {
        subscription = (await platform.subscription()) ?? (await platform.subscribe(applicationServerKey(publicKey)));
      } catch {
        state.failure = 'subscribe';
        return;
      }
      const token = JSON.stringify(subscription.toJSON());
      if (token.length > MAX_DEVICE_TOKEN_LENGTH) {
        state.failure = 'subscribe';
        return;
      }
      storage.write(DEVICE_TOKEN_KEY, token);
      state.status = 'on';
      if (isSignedIn()) {
        const sent = await client.api.accountToken({ body: { token } });
        // Kept on the device either way: the next sign-in sends it again (§4).
        if (sent.error) state.failure = 'send';
      }
    } finally {
      state.busy = false;
    }
  }

  async function disable(): Promise<void> {
    if (!platform || state.busy) return;
    state.busy = true;
    state.failure = null;
    try {
      const subscription = await platform.subscription().catch(() => null);
      await subscription?.unsubscribe().catch(() => false);
    } finally {
      storage.remove(DEVICE_TOKEN_KEY);
      state.status = initial();
      state.busy = false;
    }
  }

  return { state, enable, disable, token: () => readDeviceToken(storage) };
}
