import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  createApiClient,
  createMemoryStorage,
  createTokenManager,
  endpoint,
  REFRESH_TOKEN_STORAGE_KEY,
  type CartProduct,
  type EndpointName,
  type MemoryStorage,
} from '@dukkan/core';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { demoAccounts } from '../../../../mocks/src/config.ts';
import { createCartStore } from './cartStore.ts';
import { createCartOptionsStore } from './cartOptionsStore.ts';
import { createUserStore } from './userStore.ts';

const server = useMockServer();

const path = (name: EndpointName) => `*${endpoint(name).path.replace(/\{(\w+)\}/g, ':$1')}`;
const post = (name: EndpointName, resolver: () => Response) => http.post(path(name), resolver);
const laban: CartProduct = { id: 'gp-laban', productId: 'p1', name: 'Laban', unit: 'piece', paySize: 1000, priceFils: 450, offerFils: 0 };

function app(storage: MemoryStorage = createMemoryStorage(), deviceToken: string | null = null) {
  const tokens = createTokenManager({ storage });
  const client = createApiClient({ baseUrl: 'http://api.test', appId: 'dukkan-storefront', tokens, retryDelayMs: 0 });
  const cart = createCartStore({ storage });
  const options = createCartOptionsStore({ storage });
  const signedOut = vi.fn();
  const user = createUserStore({ storage, client, cart, options, deviceToken: () => deviceToken, onSignedOut: signedOut });
  return { storage, tokens, client, cart, options, user, signedOut };
}

async function signInCustomer(a: ReturnType<typeof app>, account: { phone: string; countryCode: string } = demoAccounts.customer) {
  await a.user.requestOtp({ phone: account.phone, countryCode: account.countryCode, sendSMS: true });
  expect(a.user.state.isWaitingForOTP).toBe(true);
  return a.user.verifyOtp({ phone: account.phone, countryCode: account.countryCode, token: demoAccounts.customer.otpCode });
}

describe('user store: signing in', () => {
  it('saves the user and both tokens after the code is verified', async () => {
    const a = app();
    const result = await signInCustomer(a);
    expect(result.error).toBeNull();
    expect(a.user.state).toMatchObject({ isLoggedIn: true, isWaitingForOTP: false, needsInfo: false, isSeller: false });
    expect(a.tokens.bearer()).not.toBeNull();
    expect(JSON.parse(a.storage.getItem(REFRESH_TOKEN_STORAGE_KEY) ?? '{}')).toMatchObject({
      token: a.tokens.bearer(),
      refreshToken: a.tokens.refreshToken(),
    });
    expect(a.storage.getItem('userStore')).toContain(demoAccounts.customer.fullName);
  });

  it('sends the device token to /account/token after login when one exists, and not otherwise', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === endpoint('accountToken').path) sent.push(await request.clone().json());
    });
    await signInCustomer(app(createMemoryStorage(), 'fcm-device-1'));
    await signInCustomer(app());
    expect(sent).toEqual([{ token: 'fcm-device-1' }]);
    server.events.removeAllListeners();
  });

  it('rejects a seller verifying a code as Invalid user and saves nothing', async () => {
    const a = app();
    server.use(
      post('authOtpVerify', () =>
        HttpResponse.json({
          data: {
            token: 'at-s',
            refreshToken: 'rt-s',
            user: { id: 'u-s', fullName: 'Khalid', phone: '500000001', countryCode: '971', isSeller: true },
          },
        }),
      ),
    );
    const result = await a.user.verifyOtp({ phone: '500000001', countryCode: '971', token: '123456' });
    expect(result.error).toMatchObject({ status: 403, message: 'Invalid user', code: 'invalid_user' });
    expect(a.tokens.hasSession()).toBe(false);
    expect(a.storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(a.user.state.user).toBeNull();
  });

  it('reports the backend refusing a seller in the code flow as Invalid user too', async () => {
    const a = app();
    const result = await signInCustomer(a, demoAccounts.seller);
    expect(result.error?.message).toBe('Invalid user');
    expect(a.user.state.isLoggedIn).toBe(false);
  });

  it('signs a vendor in with a password through /entrance/login and exposes the staff flags', async () => {
    const bodies: unknown[] = [];
    const staff = { owner: { isSeller: true, isCashier: false }, cashier: { isSeller: false, isCashier: true } };
    // Own handler: the vendor side of the shared mock backend is still being built.
    server.use(
      http.put(path('entranceLogin'), async ({ request }) => {
        const body = (await request.json()) as { userName?: string; phone?: string };
        bodies.push(body);
        const flags = body.userName === 'owner' ? staff.owner : staff.cashier;
        return HttpResponse.json({
          data: {
            token: `at-${bodies.length}`,
            refreshToken: `rt-${bodies.length}`,
            user: {
              id: `u${bodies.length}`,
              fullName: 'Staff',
              phone: '500000001',
              countryCode: '971',
              isKitchen: false,
              isLead: false,
              shop: 'shop-1001',
              ...flags,
            },
          },
        });
      }),
    );
    const a = app();
    const result = await a.user.vendorLogin({
      method: 'userName',
      userName: demoAccounts.seller.userName,
      password: demoAccounts.seller.password,
      rememberMe: true,
    });
    expect(result.error).toBeNull();
    expect(a.user.state).toMatchObject({ isLoggedIn: true, isSeller: true, isCashier: false });
    const cashier = app();
    await cashier.user.vendorLogin({
      method: 'phone',
      phone: demoAccounts.cashier.phone,
      countryCode: '971',
      password: demoAccounts.cashier.password,
      rememberMe: false,
    });
    expect(cashier.user.state).toMatchObject({ isCashier: true, isSeller: false });
    expect(bodies[0]).toEqual({ method: 'userName', userName: 'owner', password: 'Dukkan#2026', rememberMe: true });
  });

  it('does not count a stored user as signed in when the session is gone', () => {
    const storage = createMemoryStorage({
      userStore: JSON.stringify({
        v: 1,
        state: { user: { id: 'u1', fullName: 'Old' }, isWaitingForOTP: false, destRoute: null, skipRoute: null },
      }),
    });
    expect(app(storage).user.state).toMatchObject({ isLoggedIn: false, user: null });
  });
});

describe('user store: after-login destinations (customer spec §4)', () => {
  it('sends a user without a full name to /login/details, then to the remembered route once, then to /', async () => {
    const a = app();
    a.user.setDestRoute('/orders');
    await signInCustomer(a, demoAccounts.newCustomer);
    expect(a.user.state.needsInfo).toBe(true);
    expect(a.user.takeAfterLoginRoute()).toBe('/login/details');
    const completed = await a.user.completeInfo({ name: 'Noura Al Ali' });
    expect(completed.error).toBeNull();
    expect(a.user.state.needsInfo).toBe(false);
    expect(a.user.takeAfterLoginRoute()).toBe('/orders');
    expect(a.user.state.destRoute).toBeNull();
    expect(a.user.takeAfterLoginRoute()).toBe('/');
  });

  it('the cart login prompt remembers /cart as destination and skip route and goes to /login', async () => {
    const a = app();
    expect(a.user.rememberCartAndLogin()).toBe('/login');
    expect(a.user.skipRoute()).toBe('/cart');
    await signInCustomer(a);
    expect(a.user.takeAfterLoginRoute()).toBe('/cart');
  });

  it('skips to / without a remembered skip route, and never follows a route that leaves the app', async () => {
    const storage = createMemoryStorage({
      userStore: JSON.stringify({
        v: 1,
        state: { user: null, isWaitingForOTP: false, destRoute: '//evil.example/x', skipRoute: 'https://evil.example' },
      }),
    });
    const a = app(storage);
    expect(a.user.skipRoute()).toBe('/');
    await signInCustomer(a);
    expect(a.user.takeAfterLoginRoute()).toBe('/');
  });
});

describe('user store: signing out', () => {
  it('removing the user clears everything, the cart included', async () => {
    const a = app();
    await signInCustomer(a);
    a.cart.add(laban);
    a.options.setDeliveryType('pickup');
    a.user.removeUser();
    expect(a.user.state).toMatchObject({ user: null, isLoggedIn: false, destRoute: null, skipRoute: null });
    expect(a.tokens.hasSession()).toBe(false);
    expect(a.cart.state.items).toEqual([]);
    expect(a.options.current().deliveryType).toBe('delivery');
    expect(a.storage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(a.signedOut).toHaveBeenCalledTimes(1);
  });

  it('logout sends the refresh token and clears everything on success', async () => {
    const a = app();
    await signInCustomer(a);
    const refreshToken = a.tokens.refreshToken();
    let sent: unknown = null;
    server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === endpoint('accountLogout').path) sent = await request.clone().json();
    });
    a.cart.add(laban);
    const result = await a.user.logout();
    expect(result.error).toBeNull();
    expect(sent).toEqual({ refreshToken });
    expect(a.user.state.isLoggedIn).toBe(false);
    expect(a.cart.state.items).toEqual([]);
    server.events.removeAllListeners();
  });

  it('a failed logout clears nothing and reports the error', async () => {
    const a = app();
    await signInCustomer(a);
    a.cart.add(laban);
    server.use(
      post('accountLogout', () => HttpResponse.json({ error: { status: 500, message: 'Internal Server Error' } }, { status: 500 })),
    );
    const before = a.storage.dump();
    const result = await a.user.logout();
    expect(result.error).toMatchObject({ status: 500 });
    expect(a.storage.dump()).toEqual(before);
    expect(a.user.state.isLoggedIn).toBe(true);
    expect(a.cart.state.totalItems).toBe(1);
    expect(a.signedOut).not.toHaveBeenCalled();
  });

  it.each([
    ['without refreshToken', () => HttpResponse.json({ data: { token: 'at-x' } })],
    ['without token', () => HttpResponse.json({ data: { refreshToken: 'rt-x' } })],
    ['as HTML', () => new HttpResponse('<html>proxy login</html>', { headers: { 'content-type': 'text/html' } })],
  ])('a refresh answered %s signs the user out once and keeps the cart byte for byte', async (_, answer) => {
    const storage = createMemoryStorage();
    const first = app(storage);
    await signInCustomer(first);
    first.cart.add(laban);
    first.cart.add(laban);
    const cartBefore = storage.getItem('cartStore');
    // A new page load: the access token starts as the marker, so the next call refreshes.
    const reloaded = app(storage);
    server.use(post('authRefresh', answer));
    const result = await reloaded.client.api.accountGetUser();
    expect(result.error?.status).toBe(401);
    expect(reloaded.user.state).toMatchObject({ user: null, isLoggedIn: false });
    expect(reloaded.signedOut).toHaveBeenCalledTimes(1);
    expect(storage.getItem('cartStore')).toBe(cartBefore);
    expect(reloaded.cart.state.totalItems).toBe(2);
  });
});
