import { describe, expect, it, vi } from 'vitest';
import { apiError, failure, success, type Api, type ApiResult, type PayBody } from '@dukkan/core';
import { payForOrder, type PayForOrderInput } from './payForOrder.ts';
import { createSandboxPaymentProvider, type PaymentProvider } from './provider.ts';
import { deletePaymentSource, readPaymentSources } from './sources.ts';

const clock = { now: () => Date.UTC(2026, 2, 15) };
const redirects = { success: '/orders/ord-1?paid=1', failure: '/orders/ord-1?paid=0' };
const newCard = { kind: 'new', card: { number: '5454 5454 5454 5454', expiryMonth: 9, expiryYear: 2029, cvc: '321' } } as const;

type FakeApi = Pick<Api, 'paymentVerifyCard' | 'paymentPay'>;

function fakeApi({
  verify = () => success({ verified: true, source: { id: 'src-9' }, redirectUrl: redirects.success }),
  pay = (body: PayBody) => success({ order: { id: body.orderId, paid: true }, payment: { id: 'pay-1', status: 'captured' } }),
}: { verify?: () => ApiResult<unknown>; pay?: (body: PayBody) => ApiResult<unknown> } = {}) {
  const paymentVerifyCard = vi.fn(async () => verify());
  const paymentPay = vi.fn(async ({ body }: { body: PayBody }) => pay(body));
  return { api: { paymentVerifyCard, paymentPay } as unknown as FakeApi, paymentVerifyCard, paymentPay };
}

function input(api: FakeApi, over: Partial<PayForOrderInput> = {}): PayForOrderInput {
  return {
    api,
    provider: createSandboxPaymentProvider({ clock }),
    order: { id: 'ord-1' },
    amountFils: 12_345,
    method: newCard,
    useWallet: false,
    saveCard: true,
    redirects,
    appOrigin: 'https://shop.dukkan.ae',
    ...over,
  };
}

describe('payForOrder with a new card', () => {
  it('tokenises, verifies the card, then pays with the token', async () => {
    const { api, paymentVerifyCard, paymentPay } = fakeApi();
    const result = await payForOrder(input(api));
    expect(result).toEqual({ status: 'paid', order: { id: 'ord-1', paid: true }, payment: { id: 'pay-1', status: 'captured' } });
    expect(paymentVerifyCard).toHaveBeenCalledWith({
      body: { token: 'tok_mastercard_5454', appSuccessRedirect: '/orders/ord-1?paid=1', appFailureRedirect: '/orders/ord-1?paid=0' },
    });
    expect(paymentPay).toHaveBeenCalledWith({
      headers: { 'Idempotency-Key': expect.stringMatching(/^pay-ord-1-/) },
      body: {
        orderId: 'ord-1',
        paymentType: 'card',
        paymentPattern: 'full',
        paymentMethod: 'card',
        useWallet: false,
        token: 'tok_mastercard_5454',
        saveSource: true,
        currency: 'AED',
        amount: 123.45,
      },
    });
    // The CVC of a new card stays with the provider.
    expect(paymentPay.mock.calls[0]?.[0].body).not.toHaveProperty('cvv');
  });

  it('stops at the provider when the card details are wrong, calling nothing', async () => {
    const { api, paymentVerifyCard, paymentPay } = fakeApi();
    const result = await payForOrder(input(api, { method: { kind: 'new', card: { ...newCard.card, number: '5454 5454 5454 5455' } } }));
    expect(result).toEqual({ status: 'card_invalid', reason: 'invalid_number' });
    expect(paymentVerifyCard).not.toHaveBeenCalled();
    expect(paymentPay).not.toHaveBeenCalled();
  });

  it('reports a decline from verify-card (402 card_declined) without paying', async () => {
    const declined = apiError('http', 402, 'Card declined', 'card_declined');
    const { api, paymentPay } = fakeApi({ verify: () => failure(declined) });
    const result = await payForOrder(input(api, { method: { kind: 'new', card: { ...newCard.card, number: '4000 0000 0000 0002' } } }));
    expect(result).toEqual({ status: 'declined', error: declined });
    expect(paymentPay).not.toHaveBeenCalled();
  });

  it('reports a decline at pay time', async () => {
    const declined = apiError('http', 402, 'Card declined', 'card_declined');
    const { api } = fakeApi({ pay: () => failure(declined) });
    await expect(payForOrder(input(api))).resolves.toEqual({ status: 'declined', error: declined });
  });

  it('reports a declined answer from the provider itself', async () => {
    const provider: PaymentProvider = { tokenize: async () => ({ error: 'declined' }) };
    const { api, paymentVerifyCard } = fakeApi();
    await expect(payForOrder(input(api, { provider }))).resolves.toEqual({ status: 'declined', error: null });
    expect(paymentVerifyCard).not.toHaveBeenCalled();
  });

  it('asks for a 3-D Secure redirect when verify-card has not verified the card yet', async () => {
    const { api, paymentPay } = fakeApi({ verify: () => success({ verified: false, redirectUrl: 'https://3ds.example/challenge/1' }) });
    const provider: PaymentProvider = { ...createSandboxPaymentProvider({ clock }), redirectOrigins: ['https://3ds.example'] };
    await expect(payForOrder(input(api, { provider }))).resolves.toEqual({
      status: 'requires_action',
      redirectUrl: 'https://3ds.example/challenge/1',
    });
    expect(paymentPay).not.toHaveBeenCalled();
  });

  it('follows a redirect back to the shop itself, as the sandbox does', async () => {
    const back = 'https://shop.dukkan.ae/orders/ord-1?paid=1';
    const { api } = fakeApi({ verify: () => success({ verified: false, redirectUrl: back }) });
    await expect(payForOrder(input(api))).resolves.toEqual({ status: 'requires_action', redirectUrl: back });
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/3ds',
    'https://evil.example/3ds',
    'https://3ds.example.evil.com/challenge',
  ])('never hands back the unsafe redirect %j: a failure with the code unsafe_redirect', async (redirectUrl) => {
    const { api, paymentPay } = fakeApi({ verify: () => success({ verified: false, redirectUrl }) });
    const provider: PaymentProvider = { ...createSandboxPaymentProvider({ clock }), redirectOrigins: ['https://3ds.example'] };
    const result = await payForOrder(input(api, { provider }));
    expect(result).toMatchObject({ status: 'failed', error: { kind: 'invalid_response', code: 'unsafe_redirect' } });
    expect(JSON.stringify(result)).not.toContain('requires_action');
    expect(paymentPay).not.toHaveBeenCalled();
  });

  it('turns a provider that throws into a failure instead of a rejection', async () => {
    const provider: PaymentProvider = { tokenize: async () => Promise.reject(new Error('SDK blocked')) };
    const { api } = fakeApi();
    const result = await payForOrder(input(api, { provider }));
    expect(result).toMatchObject({ status: 'failed', error: { kind: 'network', message: 'SDK blocked' } });
  });
});

describe('payForOrder with a saved card', () => {
  it('pays with the source id and the CVC, without the provider or verify-card', async () => {
    const provider: PaymentProvider = { tokenize: vi.fn() };
    const { api, paymentVerifyCard, paymentPay } = fakeApi();
    const result = await payForOrder(
      input(api, { provider, method: { kind: 'saved', sourceId: 'src-1', cvc: '123' }, useWallet: true, amountFils: 5_800 }),
    );
    expect(result.status).toBe('paid');
    expect(provider.tokenize).not.toHaveBeenCalled();
    expect(paymentVerifyCard).not.toHaveBeenCalled();
    expect(paymentPay).toHaveBeenCalledWith({
      headers: { 'Idempotency-Key': expect.stringMatching(/^pay-ord-1-/) },
      body: {
        orderId: 'ord-1',
        paymentType: 'card',
        paymentPattern: 'full',
        paymentMethod: 'src-1',
        cvv: '123',
        useWallet: true,
        currency: 'AED',
        amount: 58,
      },
    });
  });

  it('passes other API errors through as failures', async () => {
    const mismatch = apiError('http', 422, 'amount must equal the amount due (58 AED).', 'amount_mismatch');
    const { api } = fakeApi({ pay: () => failure(mismatch) });
    await expect(payForOrder(input(api, { method: { kind: 'saved', sourceId: 'src-1', cvc: '123' } }))).resolves.toEqual({
      status: 'failed',
      error: mismatch,
    });
  });

  it('does not take a 402 for a short wallet as a card decline', async () => {
    const short = apiError('http', 402, 'Insufficient wallet balance', 'insufficient_wallet');
    const { api } = fakeApi({ pay: () => failure(short) });
    await expect(payForOrder(input(api, { method: { kind: 'saved', sourceId: 'src-1', cvc: '123' } }))).resolves.toEqual({
      status: 'failed',
      error: short,
    });
  });
});

describe('payForOrder guards', () => {
  it('gives a second call for the same order, while the first is in flight, the same promise', async () => {
    let release: (value: ApiResult<unknown>) => void = () => {};
    const { api, paymentPay } = fakeApi();
    paymentPay.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const saved = { kind: 'saved', sourceId: 'src-1', cvc: '123' } as const;
    const first = payForOrder(input(api, { method: saved }));
    const second = payForOrder(input(api, { method: saved }));
    expect(second).toBe(first);
    // Another order is not held up by the first.
    const other = payForOrder(input(api, { method: saved, order: { id: 'ord-2' } }));
    expect(other).not.toBe(first);
    await other;
    await vi.waitFor(() => expect(paymentPay).toHaveBeenCalledTimes(2));
    release(success({ order: { id: 'ord-1' }, payment: null }));
    await expect(first).resolves.toMatchObject({ status: 'paid' });
    // Once settled, a new attempt (after a decline, say) calls the API again.
    await payForOrder(input(api, { method: saved }));
    expect(paymentPay).toHaveBeenCalledTimes(3);
  });

  it('refuses an amount that is not a positive whole number of fils', async () => {
    const { api, paymentPay } = fakeApi();
    await expect(payForOrder(input(api, { amountFils: 12.5 }))).resolves.toMatchObject({
      status: 'failed',
      error: { kind: 'client', code: 'invalid_amount' },
    });
    await expect(payForOrder(input(api, { amountFils: 0 }))).resolves.toMatchObject({ status: 'failed' });
    expect(paymentPay).not.toHaveBeenCalled();
  });
});

describe('payForOrder idempotency keys (issue #18 item 7)', () => {
  const saved = { kind: 'saved', sourceId: 'src-1', cvc: '123' } as const;
  const keysOf = (paymentPay: ReturnType<typeof fakeApi>['paymentPay']) =>
    paymentPay.mock.calls.map((call) => (call[0] as { headers?: Record<string, string> }).headers?.['Idempotency-Key']);

  it.each([
    ['a timeout', apiError('network', 0, 'Request timed out', 'timeout')],
    ['a dropped connection', apiError('network', 0, 'Network error', 'network_error')],
    ['a 503', apiError('http', 503, 'Service Unavailable')],
    ['a proxy page', apiError('invalid_response', 502, 'Invalid response', 'invalid_response')],
  ])('reuses the key when the answer to a pay was lost (%s), so the retry cannot charge twice', async (_, lost) => {
    const { api, paymentPay } = fakeApi();
    paymentPay.mockImplementationOnce(async () => failure(lost));
    await expect(payForOrder(input(api, { method: saved }))).resolves.toMatchObject({ status: 'failed' });
    await expect(payForOrder(input(api, { method: saved }))).resolves.toMatchObject({ status: 'paid' });
    const [first, retry] = keysOf(paymentPay);
    expect(first).toMatch(/^pay-ord-1-[\w-]+$/);
    expect(retry).toBe(first);
  });

  it('uses a new key after a definite answer (paid, declined, refused) and for another card or order', async () => {
    const { api, paymentPay } = fakeApi();
    await payForOrder(input(api, { method: saved }));
    paymentPay.mockImplementationOnce(async () => failure(apiError('http', 402, 'Card declined', 'card_declined')));
    await payForOrder(input(api, { method: saved }));
    await payForOrder(input(api, { method: saved }));
    paymentPay.mockImplementationOnce(async () => failure(apiError('network', 0, 'Network error', 'network_error')));
    await payForOrder(input(api, { method: saved }));
    await payForOrder(input(api, { method: { ...saved, sourceId: 'src-2' } }));
    await payForOrder(input(api, { method: saved, order: { id: 'ord-2' } }));
    const keys = keysOf(paymentPay);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(keys.every((key) => typeof key === 'string' && key.length > 0)).toBe(true);
  });
});

describe('saved cards', () => {
  it('reads well-formed sources and leaves out broken ones', () => {
    expect(
      readPaymentSources({
        sources: [
          { id: 'src-1', brand: 'visa', last4: '4242', expiry: '12/28' },
          { id: 'src-2', brand: 'amex', last4: '0005' },
          { id: 'src-3', brand: 'discover', last4: '1117', expiry: '01/30' },
          { id: 'src-4', brand: 'visa', last4: '42', expiry: '01/30' },
          null,
        ],
      }),
    ).toEqual([
      { id: 'src-1', brand: 'visa', last4: '4242', expiry: '12/28' },
      { id: 'src-2', brand: 'amex', last4: '0005', expiry: '' },
    ]);
    expect(readPaymentSources({ sources: 'nope' })).toEqual([]);
    expect(readPaymentSources(null)).toEqual([]);
  });

  it('deletes a card and answers with the cards left, or the error', async () => {
    const paymentDeleteCard = vi.fn(async () =>
      success({ sources: [{ id: 'src-2', brand: 'mastercard', last4: '5454', expiry: '09/29' }] }),
    );
    const api = { paymentDeleteCard } as unknown as Pick<Api, 'paymentDeleteCard'>;
    await expect(deletePaymentSource({ api, source: { id: 'src-1' } })).resolves.toEqual({
      ok: true,
      sources: [{ id: 'src-2', brand: 'mastercard', last4: '5454', expiry: '09/29' }],
    });
    expect(paymentDeleteCard).toHaveBeenCalledWith({ body: { source: 'src-1' } });
    const missing = apiError('http', 404, 'Card not found', 'not_found');
    paymentDeleteCard.mockResolvedValueOnce(failure(missing) as never);
    await expect(deletePaymentSource({ api, source: { id: 'src-x' } })).resolves.toEqual({ ok: false, error: missing });
  });
});
