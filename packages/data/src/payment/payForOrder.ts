/**
 * Paying a placed order by card (customer spec §7 "Payment"):
 * - a new card: the provider tokenises it, `verify-card {token, appSuccessRedirect,
 *   appFailureRedirect}` checks it (and may ask for a 3-D Secure redirect), then
 *   `pay {…, paymentMethod: 'card', token, saveSource}`;
 * - a saved card: `pay {…, paymentMethod: <source id>, cvv}`.
 * The CVC of a new card goes only to the provider (it is inside the token); the shop's API
 * sees a CVC only for a saved card, which is what `cvv` is for.
 *
 * Never throws: every outcome is a typed result. A second call for the same order while the
 * first is in flight gets the first call's promise, so a double tap cannot charge twice.
 */
import { apiError, isFils, isRecord, own, toWireAed, type Api, type ApiError, type Fils, type Order, type PayBody } from '@dukkan/core';
import type { CardDetails, CardProblem } from '@dukkan/core';
import type { PaymentProvider } from './provider.ts';

export type PaymentMethodChoice = { kind: 'new'; card: CardDetails } | { kind: 'saved'; sourceId: string; cvc: string };

/** Where the provider sends the customer back after a 3-D Secure challenge. */
export interface PaymentRedirects {
  success: string;
  failure: string;
}

export interface PayForOrderInput {
  api: Pick<Api, 'paymentVerifyCard' | 'paymentPay'>;
  provider: PaymentProvider;
  order: Pick<Order, 'id'>;
  /** The amount due (the order's `total_amount`); the API refuses any other amount. */
  amountFils: Fils;
  method: PaymentMethodChoice;
  useWallet: boolean;
  /** Keep a new card as a saved source (ignored for a saved card). */
  saveCard: boolean;
  redirects: PaymentRedirects;
}

export type PayForOrderResult =
  /** Captured; `order` is the updated order when the answer carries one. */
  | { status: 'paid'; order: Order | null; payment: Record<string, unknown> | null }
  /** The card needs a 3-D Secure challenge: send the customer to `redirectUrl`. */
  | { status: 'requires_action'; redirectUrl: string }
  /** The provider refused the card details before anything was sent to the shop. */
  | { status: 'card_invalid'; reason: CardProblem }
  /** The card was declined (by the provider, or by the API with 402 / `card_declined`). */
  | { status: 'declined'; error: ApiError | null }
  /** Anything else: the API's error (network, 409 already paid, 422 amount mismatch …). */
  | { status: 'failed'; error: ApiError };

export const PAYMENT_PATTERN = 'full';
export const NEW_CARD_METHOD = 'card';

const inflight = new WeakMap<object, Map<string, Promise<PayForOrderResult>>>();

export function payForOrder(input: PayForOrderInput): Promise<PayForOrderResult> {
  let byOrder = inflight.get(input.api);
  if (!byOrder) {
    byOrder = new Map();
    inflight.set(input.api, byOrder);
  }
  const running = byOrder.get(input.order.id);
  if (running) return running;
  const orders = byOrder;
  const promise = attempt(input).finally(() => orders.delete(input.order.id));
  orders.set(input.order.id, promise);
  return promise;
}

/** A declined card, told apart from other 402s such as `insufficient_wallet`. */
export function isDecline(error: ApiError): boolean {
  return error.code === 'card_declined' || (error.status === 402 && error.code === undefined);
}

function failedWith(error: ApiError): PayForOrderResult {
  return isDecline(error) ? { status: 'declined', error } : { status: 'failed', error };
}

async function attempt(input: PayForOrderInput): Promise<PayForOrderResult> {
  const { api, order, amountFils, method, useWallet } = input;
  if (!isFils(amountFils) || amountFils <= 0) {
    return { status: 'failed', error: apiError('client', 0, 'The amount due must be a positive amount of fils.', 'invalid_amount') };
  }
  const base: Omit<PayBody, 'paymentMethod'> = {
    orderId: order.id,
    paymentType: 'card',
    paymentPattern: PAYMENT_PATTERN,
    useWallet,
    currency: 'AED',
    amount: toWireAed(amountFils),
  };
  try {
    if (method.kind === 'saved') {
      return await pay(api, { ...base, paymentMethod: method.sourceId, cvv: method.cvc });
    }
    const tokenized = await input.provider.tokenize(method.card);
    if ('error' in tokenized) {
      return tokenized.error === 'declined' ? { status: 'declined', error: null } : { status: 'card_invalid', reason: tokenized.error };
    }
    const verified = await api.paymentVerifyCard({
      body: { token: tokenized.token, appSuccessRedirect: input.redirects.success, appFailureRedirect: input.redirects.failure },
    });
    if (verified.error) return failedWith(verified.error);
    const check = readVerification(verified.data);
    if (check.redirectUrl) return { status: 'requires_action', redirectUrl: check.redirectUrl };
    if (!check.verified) return { status: 'declined', error: null };
    return await pay(api, { ...base, paymentMethod: NEW_CARD_METHOD, token: tokenized.token, saveSource: input.saveCard });
  } catch (error) {
    // The API client never throws; a provider SDK may (script blocked, offline).
    return {
      status: 'failed',
      error: apiError('network', 0, error instanceof Error ? error.message : 'Card provider unavailable', 'provider_unavailable'),
    };
  }
}

async function pay(api: PayForOrderInput['api'], body: PayBody): Promise<PayForOrderResult> {
  const result = await api.paymentPay({ body });
  if (result.error) return failedWith(result.error);
  const data = isRecord(result.data) ? result.data : {};
  const order = own(data, 'order');
  const payment = own(data, 'payment');
  return { status: 'paid', order: isRecord(order) ? (order as unknown as Order) : null, payment: isRecord(payment) ? payment : null };
}

/**
 * verify-card answers `{verified, source, redirectUrl}`. A verified card goes on to pay (the
 * redirect then only echoes the success page); an unverified one with a URL needs 3-D Secure.
 */
function readVerification(data: unknown): { verified: boolean; redirectUrl: string | null } {
  const record = isRecord(data) ? data : {};
  const verified = own(record, 'verified') !== false;
  const url = own(record, 'redirectUrl');
  return { verified, redirectUrl: !verified && typeof url === 'string' && url !== '' ? url : null };
}
