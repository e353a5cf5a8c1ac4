import { http, HttpResponse } from 'msw';
import type { ScopedMutator } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, endpoint, type CartProduct } from '@dukkan/core';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { demoAccounts } from '../../../../mocks/src/config.ts';
import { createCartOptionsStore } from '../stores/cartOptionsStore.ts';
import { createCartStore } from '../stores/cartStore.ts';
import { createUserStore } from '../stores/userStore.ts';
import { accountKeys } from './keys.ts';
import { deleteAccount, saveProfile } from './accountActions.ts';

const server = useMockServer();
const laban: CartProduct = { id: 'gp-laban', productId: 'p1', name: 'Laban', unit: 'piece', paySize: 1000, priceFils: 450, offerFils: 0 };

async function signedInApp() {
  const storage = createMemoryStorage();
  const tokens = createTokenManager({ storage });
  const client = createApiClient({ baseUrl: 'http://api.test', appId: 'dukkan-storefront', tokens, retryDelayMs: 0 });
  const cart = createCartStore({ storage });
  const options = createCartOptionsStore({ storage });
  const signedOut = vi.fn();
  const user = createUserStore({ storage, client, cart, options, onSignedOut: signedOut });
  const { phone, countryCode, otpCode } = demoAccounts.customer;
  await user.requestOtp({ phone, countryCode, sendSMS: true });
  await user.verifyOtp({ phone, countryCode, token: otpCode });
  cart.add(laban);
  return { storage, tokens, client, cart, user, signedOut };
}

describe('deleting the account (decision 0034)', () => {
  it('ends the session, forgets the stored user and clears the SWR cache, but keeps the cart', async () => {
    const a = await signedInApp();
    const cartBefore = a.storage.getItem('cartStore');
    const order: string[] = [];
    const result = await deleteAccount({ api: a.client.api, tokens: a.tokens, leave: () => void order.push('left') });
    order.push(a.user.state.isLoggedIn ? 'still signed in' : 'signed out');
    expect(result.error).toBeNull();
    expect(order).toEqual(['left', 'signed out']);
    expect(a.tokens.hasSession()).toBe(false);
    expect(a.user.state.user).toBeNull();
    expect(a.storage.getItem('userStore')).not.toContain(demoAccounts.customer.fullName);
    expect(a.signedOut).toHaveBeenCalledOnce();
    expect(a.storage.getItem('cartStore')).toBe(cartBefore);
    expect(a.cart.state.totalItems).toBe(1);
  });

  it('changes nothing when the call fails', async () => {
    const a = await signedInApp();
    server.use(http.delete(`*${endpoint('accountDelete').path}`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const leave = vi.fn();
    const result = await deleteAccount({ api: a.client.api, tokens: a.tokens, leave });
    expect(result.error).toMatchObject({ status: 503 });
    expect(leave).not.toHaveBeenCalled();
    expect(a.user.state.isLoggedIn).toBe(true);
    expect(a.signedOut).not.toHaveBeenCalled();
  });
});

describe('saving the profile', () => {
  it('stores the saved user and puts it in the get-user cache without a refetch', async () => {
    const a = await signedInApp();
    const mutate = vi.fn(async () => undefined) as unknown as ScopedMutator & ReturnType<typeof vi.fn>;
    const result = await saveProfile({ user: a.user, mutate }, { name: 'Mariam Khalid', email: '' });
    expect(result.error).toBeNull();
    expect(a.user.state.user?.fullName).toBe('Mariam Khalid');
    expect(mutate).toHaveBeenCalledWith(accountKeys.user(), expect.objectContaining({ fullName: 'Mariam Khalid' }), { revalidate: false });
  });

  it('leaves the cache alone when the server refuses the name', async () => {
    const a = await signedInApp();
    const mutate = vi.fn(async () => undefined) as unknown as ScopedMutator & ReturnType<typeof vi.fn>;
    const result = await saveProfile({ user: a.user, mutate }, { name: 'M' });
    expect(result.error).toMatchObject({ code: 'invalid_name' });
    expect(mutate).not.toHaveBeenCalled();
  });
});
