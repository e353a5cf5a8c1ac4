/**
 * Placing a counter sale (vendor spec §7 POST /pos/cart/store, issue #12 item 6, decision 0078).
 * The body is the checkout's product list with the sale's choices; the answer is the order,
 * priced by the server, which the done step shows (the ticket's total was an estimate).
 *
 * Charged once: every sale carries its own `Idempotency-Key` (the ticket's sale key), a second
 * press while the first is in flight gets the same promise, and a sale already placed answers
 * its receipt again without a call. A refusal places nothing and keeps the ticket.
 */
import type { ScopedMutator } from 'swr';
import { apiError, billFils, failure, IDEMPOTENCY_HEADER, success, type ApiClient, type ApiResult } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';
import { readOrder } from '../orders/read.ts';
import { ordersKeys } from '../orders/keys.ts';
import { latinDigits, posCartNotes, type PosPayment, type PosReceipt, type PosTicketState } from './ticket.ts';

export interface PosContext {
  client: ApiClient;
  mutate: ScopedMutator;
  /** The working shop. */
  shop: string;
}

export type PosSale = Pick<
  PosTicketState,
  'saleKey' | 'lines' | 'fulfilment' | 'table' | 'payment' | 'customerName' | 'customerPhone' | 'notes'
>;

/** The POST body: products as the checkout takes them, and the counter's choices. */
export function posOrderBody(shop: string, sale: PosSale): Record<string, unknown> {
  const notes = posCartNotes(sale);
  const name = sale.customerName.trim();
  const phone = latinDigits(sale.customerPhone.trim());
  return {
    shop,
    products: sale.lines.map((line) => ({ id: line.product.id, count: line.count, addons: [] })),
    dineIn: sale.fulfilment === 'dineIn',
    payment_type: sale.payment,
    ...(name ? { customerName: name } : {}),
    ...(phone ? { customerPhone: phone } : {}),
    ...(notes ? { cart_notes: notes } : {}),
  };
}

/** The order the server answered, as the done step needs it; never trusts the wire. */
export function readPosReceipt(data: unknown, sale: Pick<PosSale, 'table' | 'payment'>): PosReceipt {
  const order = readOrder(data);
  if (!order || order.bill.length === 0 || !order.bill.some((field) => field.rule === 'total_amount')) throw invalidAnswer();
  const payment: PosPayment = order.payment_type === 'card' ? 'card' : order.payment_type === 'cash' ? 'cash' : sale.payment;
  return {
    orderId: order.id,
    number: order.number,
    totalFils: billFils(order.bill, 'total_amount'),
    payment,
    dineIn: order.dineIn,
    table: order.dineIn ? latinDigits(sale.table.trim()) : '',
  };
}

const ANSWER_UNREADABLE = apiError('invalid_response', 200, 'The sale answer could not be read.', 'invalid_answer');

export interface PosCharger {
  /** Places the sale once per sale key; the receipt or why it was refused. */
  charge(ctx: PosContext, sale: PosSale): Promise<ApiResult<PosReceipt>>;
  /** True while a charge is in flight. */
  busy(): boolean;
}

export function createPosCharger(): PosCharger {
  let inflight: { key: string; promise: Promise<ApiResult<PosReceipt>> } | null = null;
  const placed = new Map<string, PosReceipt>();

  async function send(ctx: PosContext, sale: PosSale): Promise<ApiResult<PosReceipt>> {
    const result = await ctx.client.call('posCartStore', {
      body: posOrderBody(ctx.shop, sale),
      headers: { [IDEMPOTENCY_HEADER]: sale.saleKey },
    });
    if (result.error) return failure(result.error);
    let receipt: PosReceipt;
    try {
      receipt = readPosReceipt(result.data, sale);
    } catch {
      return failure(ANSWER_UNREADABLE);
    }
    placed.set(sale.saleKey, receipt);
    // The live board (a dine-in sale goes to the kitchen) and the archive list it.
    void ctx.mutate((key) => Array.isArray(key) && (key[0] === ordersKeys.live(ctx.shop)[0] || key[0] === 'groceryShopOrders'));
    return success(receipt);
  }

  return {
    charge(ctx, sale) {
      const done = placed.get(sale.saleKey);
      if (done) return Promise.resolve(success(done));
      if (inflight && inflight.key === sale.saleKey) return inflight.promise;
      const promise = send(ctx, sale).finally(() => {
        if (inflight?.promise === promise) inflight = null;
      });
      inflight = { key: sale.saleKey, promise };
      return promise;
    },
    busy: () => inflight !== null,
  };
}
