import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  checkoutQuery,
  createApiClient,
  createMemoryStorage,
  createTokenManager,
  endpoint,
  orderBody,
  toCartProduct,
  type CartProduct,
  type CategoryListing,
} from '@dukkan/core';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { scenarios } from '../../../../mocks/src/handlers/index.ts';
import { DEMO_SHOP_ID, demoAccounts } from '../../../../mocks/src/config.ts';
import { applyPromoCode, removePromotion, requireLoginToOrder } from './cartActions.ts';
import { createAddress, deleteAddress, setDefaultAddress } from './addressActions.ts';
import { createCartOptionsStore } from './cartOptionsStore.ts';
import { createCartStore } from './cartStore.ts';
import { createDialogsStore } from './dialogsStore.ts';
import { createOrderPlacer } from './placeOrder.ts';
import { createUserStore } from './userStore.ts';

const server = useMockServer();

async function signedInApp() {
  const storage = createMemoryStorage();
  const tokens = createTokenManager({ storage });
  const client = createApiClient({ baseUrl: 'http://api.test', appId: 'dukkan-storefront', tokens, retryDelayMs: 0 });
  const cart = createCartStore({ storage });
  const options = createCartOptionsStore({ storage });
  const dialogs = createDialogsStore();
  const user = createUserStore({ storage, client, cart, options });
  const { phone, countryCode, otpCode } = demoAccounts.customer;
  await user.requestOtp({ phone, countryCode, sendSMS: true });
  await user.verifyOtp({ phone, countryCode, token: otpCode });
  return { storage, client, api: client.api, cart, options, dialogs, user };
}

async function someProducts(api: Awaited<ReturnType<typeof signedInApp>>['api'], count: number): Promise<CartProduct[]> {
  const listing = await api.shopProducts({ params: { id: DEMO_SHOP_ID } });
  const categories: CategoryListing[] = listing.data?.categories ?? [];
  const products = categories.flatMap((c) => c.gproducts).filter((p) => p.isAvailable && p.addons.length === 0 && p.product.unit !== 'kg');
  return products
    .slice(0, count)
    .map((p) => toCartProduct(p))
    .filter((p): p is CartProduct => p !== null);
}

describe('promotion codes (customer spec §4, §5, §8)', () => {
  async function promoSetup() {
    const app = await signedInApp();
    const [first, second] = await someProducts(app.api, 2);
    if (!first || !second) throw new Error('seed has no simple products');
    for (let i = 0; i < 5; i += 1) app.cart.add(first);
    app.cart.add(second);
    const recheckout = vi.fn();
    const context = { ...app, shopId: DEMO_SHOP_ID, invoiceFils: app.cart.state.total, recheckout };
    return { app, context, recheckout };
  }

  it('applies a valid code, keeps its promotion and re-prices through checkout', async () => {
    const { app, context, recheckout } = await promoSetup();
    const outcome = await applyPromoCode(context, ' welcome10 ');
    expect(outcome.kind).toBe('applied');
    expect(app.options.current().promotion).toMatchObject({ id: 'promo-welcome10', code: 'WELCOME10' });
    expect(recheckout).toHaveBeenCalledTimes(1);
    expect(app.dialogs.state.open).toBeNull();
    const priced = await app.api.groceryCartCheckout({
      query: checkoutQuery({ shopId: DEMO_SHOP_ID, cart: app.cart.state, options: app.options.current() }),
    });
    expect(priced.data?.bill.find((b) => b.rule === 'discount')?.value).not.toBe(0);
  });

  it('alerts with use_cart_alert_error / use_cart_alert_invalid_promo for an invalid code and keeps no promotion', async () => {
    const { app, context, recheckout } = await promoSetup();
    server.use(...scenarios.cart!.promoInvalid!);
    const pending = applyPromoCode(context, 'NOPE');
    await vi.waitFor(() =>
      expect(app.dialogs.state.open).toMatchObject({
        kind: 'alert',
        title: 'use_cart_alert_error',
        message: 'use_cart_alert_invalid_promo',
      }),
    );
    app.dialogs.dismiss();
    expect((await pending).kind).toBe('invalid');
    expect(app.options.current().promotion).toBeNull();
    expect(recheckout).not.toHaveBeenCalled();
  });

  it('treats valid without a promotion as invalid', async () => {
    const { app, context } = await promoSetup();
    server.use(http.post(`*${endpoint('promotionPromoCode').path}`, () => HttpResponse.json({ data: { valid: true } })));
    const pending = applyPromoCode(context, 'HALF');
    await vi.waitFor(() => expect(app.dialogs.state.open?.message).toBe('use_cart_alert_invalid_promo'));
    app.dialogs.answer(true);
    expect((await pending).kind).toBe('invalid');
  });

  it('alerts with use_cart_alert_error / use_cart_alert_promo when the request fails', async () => {
    const { app, context } = await promoSetup();
    server.use(...scenarios.cart!.promoFailed!);
    const pending = applyPromoCode(context, 'WELCOME10');
    await vi.waitFor(() =>
      expect(app.dialogs.state.open).toMatchObject({ title: 'use_cart_alert_error', message: 'use_cart_alert_promo' }),
    );
    app.dialogs.dismiss();
    expect((await pending).kind).toBe('failed');
  });

  it('removing the promotion clears it and re-runs checkout', async () => {
    const { app, context, recheckout } = await promoSetup();
    await applyPromoCode(context, 'WELCOME10');
    await removePromotion(context);
    expect(app.options.current().promotion).toBeNull();
    expect(recheckout).toHaveBeenCalledTimes(2);
  });
});

describe('ordering (customer spec §5, §7)', () => {
  it('asks a logged-out customer to log in, remembering /cart, and goes to /login on confirm', async () => {
    const storage = createMemoryStorage();
    const tokens = createTokenManager({ storage });
    const client = createApiClient({ baseUrl: 'http://api.test', appId: 'a', tokens });
    const user = createUserStore({ storage, client });
    const dialogs = createDialogsStore();
    const pending = requireLoginToOrder({ user, dialogs });
    expect(dialogs.state.open).toMatchObject({
      kind: 'confirm',
      title: 'use_cart_alert_required_login',
      message: 'use_cart_alert_login_order',
    });
    dialogs.answer(true);
    expect(await pending).toBe('/login');
    expect(user.state).toMatchObject({ destRoute: '/cart', skipRoute: '/cart' });
  });

  it('a double click places one order, and a retry after a failure reuses the attempt key', async () => {
    const app = await signedInApp();
    const [product] = await someProducts(app.api, 1);
    if (!product) throw new Error('seed has no simple products');
    for (let i = 0; i < 10; i += 1) app.cart.add(product);
    app.options.setDeliveryType('pickup');
    app.options.setPaymentType('cash');
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === endpoint('groceryCartStore').path) keys.push(request.headers.get('idempotency-key'));
    });
    let failNext = true;
    server.use(
      http.post(`*${endpoint('groceryCartStore').path}`, () => (failNext ? ((failNext = false), HttpResponse.error()) : undefined)),
    );
    const placer = createOrderPlacer({ api: app.api });
    const body = orderBody({ shopId: DEMO_SHOP_ID, cart: app.cart.state, options: app.options.current() });
    const [a, b] = await Promise.all([placer.place(body), placer.place(body)]);
    expect(a).toBe(b);
    expect(a.error?.kind).toBe('network');
    const retried = await placer.place(body);
    expect(retried.error).toBeNull();
    const replay = await app.api.groceryCartStore({ body, headers: { 'Idempotency-Key': keys[0] ?? '' } });
    expect((replay.data as { order: { id: string } }).order.id).toBe((retried.data as { order: { id: string } }).order.id);
    expect(keys.length).toBe(3);
    expect(new Set(keys).size).toBe(1);
    expect(placer.pendingKey()).toBeNull();
    server.events.removeAllListeners();
  });
});

describe('addresses (customer spec §4)', () => {
  const draft = {
    latlng: [25.0805, 55.1403] as [number, number],
    title: 'Home',
    person_name: 'Mariam',
    building_name: 'Marina Gate 1',
    floor: '12',
    flat: '1204',
    notes: 'Leave at door',
    phone: '501234567',
    countryCode: '971',
    type: 'home' as const,
  };

  it('creates an address from the 11 positional fields and marks the chosen one primary', async () => {
    const app = await signedInApp();
    const created = await createAddress(app.api, draft);
    expect(created.data).toMatchObject({ title: 'Home', latlng: [25.0805, 55.1403], building_name: 'Marina Gate 1', type: 'home' });
    const second = await createAddress(app.api, { ...draft, title: 'Office', type: 'work' });
    await setDefaultAddress(app.api, second.data?.id ?? '');
    const list = await app.api.accountAddressList();
    const primary = list.data?.addresses.filter((a) => a.primary).map((a) => a.id);
    expect(primary).toEqual([second.data?.id]);
  });

  it('deleting the selected address clears it from the cart options, deleting another does not', async () => {
    const app = await signedInApp();
    const home = (await createAddress(app.api, draft)).data;
    const office = (await createAddress(app.api, { ...draft, title: 'Office', type: 'work' })).data;
    if (!home || !office) throw new Error('address not created');
    app.options.selectAddress(home);
    await deleteAddress(app, office.id);
    expect(app.options.current().selectedAddress?.id).toBe(home.id);
    await deleteAddress(app, home.id);
    expect(app.options.current().selectedAddress).toBeNull();
  });
});
