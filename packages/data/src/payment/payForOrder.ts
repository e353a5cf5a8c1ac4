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
 *
 * Hardening (issue #18 item 7, docs/decisions/0082):
 * - a 3-D Secure redirect is handed back only when it is an https URL on one of the provider's
 *   `redirectOrigins` or on the app's own origin; anything else is a failure `unsafe_redirect`;
 * - `pay` carries an `Idempotency-Key`, one per order and attempt: kept while the outcome of a
 *   pay is unknown (no answer, a timeout, a 5xx, a proxy page), so the retry is the same
 *   charge; a new one after a definite answer (paid, declined, refused) or for another card.
 */
import {
  apiError,
  cardDigits,
  IDEMPOTENCY_HEADER,
  isAllowedPaymentRedirect,
  isFils,
  isRecord,
  newPrefixedIdempotencyKey,
  own,
  toWireAed,
  type Api,
  type ApiError,
  type Fils,
  type Order,
  type PayBody,
} from '@dukkan/core';
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
  /** The app's own origin (`window.location.origin`): a redirect back to the shop is allowed. */
  appOrigin: string;
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
  /**
   * Anything else: the API's error (network, 409 already paid, 422 amount mismatch …), or a
   * redirect the app must not follow (`invalid_response`, code `unsafe_redirect`).
   */
  | { status: 'failed'; error: ApiError };

export const PAYMENT_PATTERN = 'full';
export const NEW_CARD_METHOD = 'card';

export const UNSAFE_REDIRECT_CODE = 'unsafe_redirect';

const inflight = new WeakMap<object, Map<string, Promise<PayForOrderResult>>>();
/** Per API: the key of a pay whose outcome is unknown, by what was paid (order, amount, card). */
const pendingKeys = new WeakMap<object, Map<string, string>>();

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
  const keys = pendingKeys.get(api) ?? new Map<string, string>();
  pendingKeys.set(api, keys);
  const attemptOf = (fingerprint: string): PayAttempt => ({
    keys,
    fingerprint: `${order.id} ${amountFils} ${useWallet} ${fingerprint}`,
    orderId: order.id,
  });
  try {
    if (method.kind === 'saved') {
      return await pay(api, { ...base, paymentMethod: method.sourceId, cvv: method.cvc }, attemptOf(`saved:${method.sourceId}`));
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
    if (check.redirectUrl) {
      const policy = { appOrigin: input.appOrigin, providerOrigins: input.provider.redirectOrigins ?? [] };
      if (!isAllowedPaymentRedirect(check.redirectUrl, policy)) {
        return {
          status: 'failed',
          error: apiError('invalid_response', 0, `Refused payment redirect: ${check.redirectUrl.slice(0, 200)}`, UNSAFE_REDIRECT_CODE),
        };
      }
      return { status: 'requires_action', redirectUrl: check.redirectUrl };
    }
    if (!check.verified) return { status: 'declined', error: null };
    // The card, not its token: a live provider's token changes on every tokenise, the card does not.
    const digits = cardDigits(method.card.number) ?? '';
    const card = `new:${digits.slice(0, 6)}…${digits.slice(-4)}:${method.card.expiryMonth}/${method.card.expiryYear}:${input.saveCard}`;
    return await pay(api, { ...base, paymentMethod: NEW_CARD_METHOD, token: tokenized.token, saveSource: input.saveCard }, attemptOf(card));
  } catch (error) {
    // The API client never throws; a provider SDK may (script blocked, offline).
    return {
      status: 'failed',
      error: apiError('network', 0, error instanceof Error ? error.message : 'Card provider unavailable', 'provider_unavailable'),
    };
  }
}

interface PayAttempt {
  keys: Map<string, string>;
  fingerprint: string;
  orderId: string;
}

/** No answer, or one that does not say whether the charge happened: a retry must be the same charge. */
function outcomeUnknown(error: ApiError): boolean {
  return error.kind === 'network' || error.kind === 'invalid_response' || (error.kind === 'http' && error.status >= 500);
}

async function pay(api: PayForOrderInput['api'], body: PayBody, attempt: PayAttempt): Promise<PayForOrderResult> {
  const key = attempt.keys.get(attempt.fingerprint) ?? newPrefixedIdempotencyKey(`pay-${attempt.orderId}`);
  attempt.keys.set(attempt.fingerprint, key);
  const result = await api.paymentPay({ headers: { [IDEMPOTENCY_HEADER]: key }, body });
  if (!result.error || !outcomeUnknown(result.error)) attempt.keys.delete(attempt.fingerprint);
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
