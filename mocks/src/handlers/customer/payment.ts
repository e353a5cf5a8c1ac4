/**
 * A sandbox card provider (customer spec §7 "Payment", paths chosen under /api/v1/payment).
 * Card tokens look like `tok_<brand>_<last4>` (e.g. `tok_mastercard_5454`; any other
 * `tok_…` is a Visa ending 4242); `tok_fail` is always declined with 402 'Card declined'.
 *
 * Answers: verify-card -> {verified, source, redirectUrl}; pay -> {order, payment};
 * delete-card and sources -> {sources}.
 *
 * pay honours an `Idempotency-Key` per user, as card APIs do (docs/decisions/0082): a repeat
 * of a captured pay (its answer was lost) gets the same payment back, marked
 * `Idempotent-Replayed: true`, instead of a second charge or "already paid"; the same key for
 * another order is refused (422 `idempotency_key_reused`). A refused or declined pay is not
 * remembered, so the customer can try again under the same key.
 */
import type { Order, PaymentSource } from '@dukkan/core';
import { db } from '../../db/database.ts';
import type { UserRecord } from '../../db/tables.customer.ts';
import { BadRequest, fail, ok, read, route } from '../../http.ts';
import { requireUser } from '../../session.ts';
import { debitWallet, readIdempotencyKey } from './place-order.ts';
import { billValue, toAed, toFils } from './pricing.ts';
import { toWirePaymentSource } from './records.ts';
import { buildScenarios } from './scenarios.ts';
import { invalid, notFound, queryFields } from './support.ts';

const DECLINED = 'tok_fail';

type PayAnswer = { order: Order; payment: Record<string, unknown> };
/** `user key` -> the captured answer, per database (a reset forgets every key). */
const paidByKey = new WeakMap<object, Map<string, PayAnswer>>();

function paidKeys(): Map<string, PayAnswer> {
  const { tables } = db();
  let keys = paidByKey.get(tables);
  if (!keys) {
    keys = new Map();
    paidByKey.set(tables, keys);
  }
  return keys;
}
const BRANDS: readonly PaymentSource['brand'][] = ['visa', 'mastercard', 'amex'];

function declined(): BadRequest {
  return new BadRequest('Card declined', 'card_declined', 402);
}

function readToken(body: Record<string, unknown>, required: boolean): string {
  const token = read.string(body, 'token', { required, max: 200 });
  if (token && !/^tok_\w+$/.test(token)) throw invalid('token must be a card token (tok_…).', 'invalid_token');
  if (token === DECLINED) throw declined();
  return token;
}

/** The card a sandbox token stands for. */
function cardOf(token: string): Pick<PaymentSource, 'brand' | 'last4'> {
  const [, brand, last4] = /^tok_([a-z]+)_(\d{4})$/.exec(token) ?? [];
  const known = BRANDS.find((b) => b === brand);
  return known && last4 ? { brand: known, last4 } : { brand: 'visa', last4: '4242' };
}

function saveSource(user: UserRecord, token: string): PaymentSource {
  const { tables, nextId, touch } = db();
  const card = cardOf(token);
  let row = tables.paymentSources.find((s) => s.user === user.id && s.brand === card.brand && s.last4 === card.last4);
  if (!row) {
    const expiry = new Date();
    row = {
      id: nextId('src'),
      user: user.id,
      ...card,
      expiry: `${String(expiry.getUTCMonth() + 1).padStart(2, '0')}/${String((expiry.getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
    };
    tables.paymentSources.push(row);
    touch();
  }
  return toWirePaymentSource(row);
}

function readRedirect(body: Record<string, unknown>, key: string): string | undefined {
  const value = read.string(body, key, { required: false, max: 2000 });
  if (!value) return undefined;
  if (!value.startsWith('/') && !/^https?:\/\//.test(value)) throw invalid(`${key} must be a path or an http(s) URL.`);
  return value;
}

function sourcesOf(userId: string, light: boolean): (PaymentSource | Pick<PaymentSource, 'id' | 'brand' | 'last4'>)[] {
  const own = db()
    .tables.paymentSources.filter((s) => s.user === userId)
    .map(toWirePaymentSource);
  return light ? own.map(({ id, brand, last4 }) => ({ id, brand, last4 })) : own;
}

function payableOrder(user: UserRecord, id: string): Order {
  const order = db().tables.orders.find((o) => o.id === id && o.customer === user.id);
  if (!order) throw notFound('Order not found');
  if (order.status === 'cancelled') throw new BadRequest('This order was cancelled.', 'order_cancelled', 409);
  if (order.paid) throw new BadRequest('This order is already paid.', 'already_paid', 409);
  return order;
}

function pay(user: UserRecord, body: Record<string, unknown>): { order: Order; payment: Record<string, unknown> } {
  const order = payableOrder(user, read.string(body, 'orderId', { max: 100 }));
  const paymentType = read.string(body, 'paymentType', { max: 10 });
  if (paymentType !== 'card' && paymentType !== 'wallet') throw invalid('paymentType must be card or wallet.');
  const currency = read.string(body, 'currency', { required: false, max: 3 }) || 'AED';
  if (currency !== 'AED') throw invalid('Only AED payments are accepted.', 'invalid_currency');
  const dueFils = toFils(billValue(order.bill, 'total_amount'));
  if (toFils(read.number(body, 'amount', { min: 0 })) !== dueFils)
    throw invalid(`amount must equal the amount due (${toAed(dueFils)} AED).`, 'amount_mismatch');
  const pattern = read.string(body, 'paymentPattern', { required: false, max: 20 }) || 'full';
  const keepCard = read.boolean(body, 'saveSource');
  const cvv = read.string(body, 'cvv', { required: false, max: 4 });
  if (cvv && !/^\d{3,4}$/.test(cvv)) throw invalid('cvv must be 3 or 4 digits.', 'invalid_cvv');

  const wallet = db().tables.wallets.find((w) => w.user === user.id);
  const useWallet = paymentType === 'wallet' || read.boolean(body, 'useWallet');
  const walletFils = useWallet ? Math.min(toFils(wallet?.balance ?? 0), dueFils) : 0;
  if (paymentType === 'wallet' && walletFils < dueFils) throw new BadRequest('Insufficient wallet balance', 'insufficient_wallet', 402);
  const cardFils = dueFils - walletFils;
  let card: Pick<PaymentSource, 'brand' | 'last4'> | undefined;
  if (cardFils > 0) {
    const token = readToken(body, false);
    const sourceId = read.string(body, 'paymentMethod', { required: false, max: 100 });
    const saved = db().tables.paymentSources.find((s) => s.id === sourceId && s.user === user.id);
    if (!token && !saved) throw invalid('Send a card token or a saved card id (paymentMethod).', 'card_required');
    card = token ? cardOf(token) : saved;
    if (token && keepCard) saveSource(user, token);
  }
  if (walletFils > 0) {
    debitWallet(user, walletFils, order);
    // The wallet part moves from "still due" to "paid by wallet" on the stored bill.
    order.bill = order.bill.map((f) =>
      f.rule === 'wallet'
        ? { ...f, value: toAed(toFils(f.value) + walletFils) }
        : f.rule === 'total_amount'
          ? { ...f, value: toAed(cardFils) }
          : f,
    );
    order.useWallet = true;
  }
  order.paid = true;
  order.payment_type = paymentType;
  const { nextId, touch } = db();
  touch();
  const payment = {
    id: nextId('pay'),
    orderId: order.id,
    status: 'captured',
    currency,
    amount: toAed(dueFils),
    wallet: toAed(walletFils),
    card: toAed(cardFils),
    pattern,
    ...(card ? { brand: card.brand, last4: card.last4 } : {}),
  };
  return { order, payment };
}

const handlers = [
  route('paymentVerifyCard', ({ request, body }) => {
    const user = requireUser(request);
    const token = readToken(body, true);
    const success = readRedirect(body, 'appSuccessRedirect');
    readRedirect(body, 'appFailureRedirect');
    return ok({ verified: true, source: saveSource(user, token), redirectUrl: success ?? null });
  }),

  route('paymentPay', ({ request, body }) => {
    const user = requireUser(request);
    const key = readIdempotencyKey(request);
    const slot = key ? `${user.id} ${key}` : undefined;
    const replay = slot ? paidKeys().get(slot) : undefined;
    if (replay) {
      if (replay.order.id !== read.string(body, 'orderId', { max: 100 }))
        throw invalid('This Idempotency-Key was used for another order.', 'idempotency_key_reused');
      return ok(replay, { headers: { 'Idempotent-Replayed': 'true' } });
    }
    const answer = pay(user, body);
    if (slot) paidKeys().set(slot, answer);
    return ok(answer);
  }),

  // DELETE bodies are dropped by some proxies, so the source may also come in the query.
  route('paymentDeleteCard', ({ request, body, query }) => {
    const user = requireUser(request);
    const id = read.string({ ...queryFields(query), ...body }, 'source', { max: 100 });
    const { tables, touch } = db();
    const row = tables.paymentSources.find((s) => s.id === id && s.user === user.id);
    if (!row) throw notFound('Card not found');
    tables.paymentSources.splice(tables.paymentSources.indexOf(row), 1);
    touch();
    return ok({ sources: sourcesOf(user.id, false) });
  }),

  route('paymentSources', ({ request, query }) => {
    const user = requireUser(request);
    return ok({ sources: sourcesOf(user.id, read.boolean(queryFields(query), 'light')) });
  }),
];

export const paymentScenarios = buildScenarios({
  domain: 'payment',
  handlers,
  empty: [route('paymentSources', () => ok({ sources: [] }))],
  cases: {
    cardDeclined: [
      route('paymentVerifyCard', () => fail(402, 'Card declined', 'card_declined')),
      route('paymentPay', () => fail(402, 'Card declined', 'card_declined')),
    ],
  },
});
