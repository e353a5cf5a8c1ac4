import { describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from '@dukkan/core';
import {
  applicationServerKey,
  browserPushPlatform,
  createPushDevice,
  DEVICE_TOKEN_KEY,
  readDeviceToken,
  type PushPlatform,
  type PushSubscriptionLike,
} from './pushDevice.ts';

const KEY = 'BMPZsOOvkf3K_Bh7FLJ8JkavlOOCmV5ibzS112hCX1ctm8YBy8uWLjsVVz0xNKN5Rt7ckJ7aJQ0on3pQCBsw3LM';
const SUBSCRIPTION_JSON = { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p', auth: 'a' } };

function fakePlatform(permission: NotificationPermission = 'default', answer: NotificationPermission = 'granted') {
  let current = permission;
  let subscribed: PushSubscriptionLike | null = null;
  const subscription: PushSubscriptionLike = {
    toJSON: () => SUBSCRIPTION_JSON,
    unsubscribe: vi.fn(async () => {
      subscribed = null;
      return true;
    }),
  };
  const platform = {
    permission: () => current,
    requestPermission: vi.fn(async () => (current = answer)),
    subscription: vi.fn(async () => subscribed),
    subscribe: vi.fn(async () => (subscribed = subscription)),
  } satisfies PushPlatform;
  return { platform, subscription };
}

function setUp({ platform = fakePlatform().platform as PushPlatform | null, publicKey = KEY, signedIn = false, sendFails = false } = {}) {
  const storage = createSafeStorage(null);
  const accountToken = vi.fn(async () => (sendFails ? { data: null, error: { kind: 'http' } } : { data: { success: true }, error: null }));
  const device = createPushDevice({
    storage,
    platform,
    publicKey,
    client: { api: { accountToken } } as never,
    isSignedIn: () => signedIn,
  });
  return { storage, device, accountToken };
}

describe('push notifications for this device', () => {
  it('offers nothing where the browser has no push or the config has no key', () => {
    expect(setUp({ platform: null }).device.state.status).toBe('unavailable');
    expect(setUp({ publicKey: '' }).device.state.status).toBe('unavailable');
    expect(browserPushPlatform({ navigator: {} } as typeof globalThis)).toBeNull();
  });

  it('turns on: asks, subscribes with the key, stores the subscription, and sends it when signed in', async () => {
    const { platform } = fakePlatform();
    const { device, storage, accountToken } = setUp({ platform, signedIn: true });
    expect(device.state.status).toBe('off');
    await device.enable();
    expect(platform.requestPermission).toHaveBeenCalledOnce();
    expect(platform.subscribe).toHaveBeenCalledWith(applicationServerKey(KEY));
    expect(device.state).toMatchObject({ status: 'on', busy: false, failure: null });
    expect(storage.read(DEVICE_TOKEN_KEY)).toBe(JSON.stringify(SUBSCRIPTION_JSON));
    expect(accountToken).toHaveBeenCalledWith({ body: { token: JSON.stringify(SUBSCRIPTION_JSON) } });
  });

  it('keeps the token for the next sign-in when signed out, and says so when the server refuses it', async () => {
    const guest = setUp();
    await guest.device.enable();
    expect(guest.accountToken).not.toHaveBeenCalled();
    expect(guest.device.token()).toBe(JSON.stringify(SUBSCRIPTION_JSON));
    const refused = setUp({ signedIn: true, sendFails: true });
    await refused.device.enable();
    expect(refused.device.state).toMatchObject({ status: 'on', failure: 'send' });
    expect(refused.device.token()).not.toBeNull();
  });

  it('stays off when the question is dismissed, and is blocked when it is denied', async () => {
    const dismissed = setUp({ platform: fakePlatform('default', 'default').platform });
    await dismissed.device.enable();
    expect(dismissed.device.state.status).toBe('off');
    const denied = setUp({ platform: fakePlatform('default', 'denied').platform });
    await denied.device.enable();
    expect(denied.device.state.status).toBe('blocked');
    expect(setUp({ platform: fakePlatform('denied').platform }).device.state.status).toBe('blocked');
  });

  it('reports a push service that refuses, and stores nothing', async () => {
    const { platform } = fakePlatform();
    platform.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    const { device, storage } = setUp({ platform });
    await device.enable();
    expect(device.state).toMatchObject({ status: 'off', failure: 'subscribe', busy: false });
    expect(storage.read(DEVICE_TOKEN_KEY)).toBeNull();
  });

  it('subscribes once however often it is pressed', async () => {
    const { platform } = fakePlatform();
    const { device } = setUp({ platform });
    await Promise.all([device.enable(), device.enable()]);
    expect(platform.subscribe).toHaveBeenCalledOnce();
  });

  it('turns off: unsubscribes and forgets the token', async () => {
    const { platform, subscription } = fakePlatform();
    const { device, storage } = setUp({ platform });
    await device.enable();
    await device.disable();
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(storage.read(DEVICE_TOKEN_KEY)).toBeNull();
    expect(device.state.status).toBe('off');
  });

  it('ignores stored data that is not a subscription', () => {
    const storage = createSafeStorage(null);
    for (const hostile of ['', 'x'.repeat(5000), '{"endpoint":42}', '<script>', 'null']) {
      storage.write(DEVICE_TOKEN_KEY, hostile);
      expect(readDeviceToken(storage)).toBeNull();
    }
  });

  it('turns the base64url key into the 65 bytes of a P-256 point', () => {
    const bytes = applicationServerKey(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });
});
