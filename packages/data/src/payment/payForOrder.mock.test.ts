/**
 * payForOrder against the mock API (msw/node): the bodies it sends are the ones the sandbox
 * card provider's handlers accept, for both a new card and a saved one.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient, createMemoryStorage, createTokenManager, toFils, type Order } from '@dukkan/core';
import { useMockServer } from '../../../../mocks/src/node.ts';
import { DEMO_SHOP_ID, demoAccounts } from '../../../../mocks/src/config.ts';
import { createCartOptionsStore } from '../stores/cartOptionsStore.ts';
import { createCartStore } from '../stores/cartStore.ts';
import { createUserStore } from '../stores/userStore.ts';
import { payForOrder } from './payForOrder.ts';
import { createSandboxPaymentProvider } from './provider.ts';
import { deletePaymentSource, readPaymentSources } from './sources.ts';

useMockServer();

const provider = createSandboxPaymentProvider({ clock: { now: () => Date.UTC(2026, 2, 15) } });
const redirects = { success: '/orders/paid', failure: '/orders/failed' };
const card = (number: string) => ({ kind: 'new', card: { number, expiryMonth: 9, expiryYear: 2029, cvc: '321' } }) as const;

async function signedInApi() {
  const storage = createMemoryStorage();
  const client = createApiClient({
    baseUrl: 'http://api.test',
    appId: 'dukkan-storefront',
    tokens: createTokenManager({ storage }),
    retryDelayMs: 0,
  });
  const user = createUserStore({ storage, client, cart: createCartStore({ storage }), options: createCartOptionsStore({ storage }) });
  const { phone, countryCode, otpCode } = demoAccounts.customer;
  await user.requestOtp({ phone, countryCode, sendSMS: true });
  await user.verifyOtp({ phone, countryCode, token: otpCode });
  return client.api;
}

async function cardOrder(api: Awaited<ReturnType<typeof signedInApi>>): Promise<{ order: Order; dueFils: number }> {
  const listing = await api.shopProducts({ params: { id: DEMO_SHOP_ID } });
  const product = (listing.data?.categories ?? [])
    .flatMap((c) => c.gproducts)
    .find((p) => p.isAvailable && p.addons.length === 0 && p.product.unit !== 'kg' && p.price >= 30 && !p.perOrderQuantity);
  if (!product) throw new Error('the seed has no suitable product');
  const placed = await api.groceryCartStore({
    body: {
      shop: DEMO_SHOP_ID,
      products: [{ id: product.id, count: 1, addons: [] }],
      payment_type: 'card',
      useWallet: false,
      pickup: true,
      source: 'website',
    },
  });
  const order = (placed.data as { order: Order }).order;
  const total = order.bill.find((f) => f.rule === 'total_amount')?.value;
  return { order, dueFils: toFils(total) ?? 0 };
}

describe('paying an order against the mock API', () => {
  it('pays with a new card and keeps it when asked', async () => {
    const api = await signedInApi();
    const { order, dueFils } = await cardOrder(api);
    const result = await payForOrder({
      api,
      provider,
      order,
      amountFils: dueFils,
      method: card('5454 5454 5454 5454'),
      useWallet: false,
      saveCard: true,
      redirects,
      appOrigin: 'http://localhost',
    });
    expect(result).toMatchObject({
      status: 'paid',
      order: { id: order.id, paid: true },
      payment: { status: 'captured', brand: 'mastercard', last4: '5454' },
    });
    const sources = readPaymentSources((await api.paymentSources({ query: { light: false } })).data);
    expect(sources).toContainEqual(expect.objectContaining({ brand: 'mastercard', last4: '5454' }));
  });

  it('is declined for the decline test card, and the order stays unpaid', async () => {
    const api = await signedInApi();
    const { order, dueFils } = await cardOrder(api);
    const result = await payForOrder({
      api,
      provider,
      order,
      amountFils: dueFils,
      method: card('4000 0000 0000 0002'),
      useWallet: false,
      saveCard: false,
      redirects,
      appOrigin: 'http://localhost',
    });
    expect(result).toMatchObject({ status: 'declined', error: { status: 402, code: 'card_declined' } });
    const fetched = await api.groceryCartGet({ query: { id: order.id } });
    expect((fetched.data as { order: Order }).order.paid).toBe(false);
  });

  it('pays with a saved card and its CVC, and a saved card can be deleted', async () => {
    const api = await signedInApi();
    const first = await cardOrder(api);
    await payForOrder({
      api,
      provider,
      order: first.order,
      amountFils: first.dueFils,
      method: card('4242 4242 4242 4242'),
      useWallet: false,
      saveCard: true,
      redirects,
      appOrigin: 'http://localhost',
    });
    const saved = readPaymentSources((await api.paymentSources({ query: { light: false } })).data).find((s) => s.last4 === '4242');
    if (!saved) throw new Error('the card was not saved');
    const second = await cardOrder(api);
    const result = await payForOrder({
      api,
      provider,
      order: second.order,
      amountFils: second.dueFils,
      method: { kind: 'saved', sourceId: saved.id, cvc: '123' },
      useWallet: false,
      saveCard: false,
      redirects,
      appOrigin: 'http://localhost',
    });
    expect(result).toMatchObject({ status: 'paid', payment: { brand: 'visa', last4: '4242' } });
    const deleted = await deletePaymentSource({ api, source: saved });
    expect(deleted.ok && deleted.sources.some((s) => s.id === saved.id)).toBe(false);
    expect(deleted.ok).toBe(true);
  });

  it('fails (not declines) when the amount is not the amount due', async () => {
    const api = await signedInApi();
    const { order, dueFils } = await cardOrder(api);
    const result = await payForOrder({
      api,
      provider,
      order,
      amountFils: dueFils + 100,
      method: card('4242 4242 4242 4242'),
      useWallet: false,
      saveCard: false,
      redirects,
      appOrigin: 'http://localhost',
    });
    expect(result).toMatchObject({ status: 'failed', error: { code: 'amount_mismatch' } });
  });
});
