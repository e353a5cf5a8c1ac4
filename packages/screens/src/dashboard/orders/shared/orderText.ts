/**
 * What the orders screens say about an order: the message ids of its status, its hand-over and
 * its payment type, its phone as people read it, the area it goes to, and money typed by a
 * person. Ids are written out (no template literals) so the i18n check finds each one.
 */
import { billFils, localised, type ApiError, type Fils, type Order, type OrderStatus, type PaymentType } from '@dukkan/core';
import { toLatinDigits } from '@dukkan/ui';

export const STATUS_LABEL_IDS: Readonly<Record<OrderStatus, string>> = {
  pending: 'dashboard.orders.status.pending',
  accepted: 'dashboard.orders.status.accepted',
  preparing: 'dashboard.orders.status.preparing',
  ready: 'dashboard.orders.status.ready',
  on_the_way: 'dashboard.orders.status.on_the_way',
  delivered: 'dashboard.orders.status.delivered',
  picked_up: 'dashboard.orders.status.picked_up',
  cancelled: 'dashboard.orders.status.cancelled',
};

/** The button that moves an order to this status. */
export const MOVE_LABEL_IDS: Readonly<Record<OrderStatus, string>> = {
  pending: 'dashboard.orders.move.pending',
  accepted: 'dashboard.orders.move.accepted',
  preparing: 'dashboard.orders.move.preparing',
  ready: 'dashboard.orders.move.ready',
  on_the_way: 'dashboard.orders.move.on_the_way',
  delivered: 'dashboard.orders.move.delivered',
  picked_up: 'dashboard.orders.move.picked_up',
  cancelled: 'dashboard.orders.move.cancelled',
};

export type Fulfilment = 'delivery' | 'pickup' | 'dineIn';

export function fulfilmentOf(order: Pick<Order, 'pickup' | 'dineIn'>): Fulfilment {
  return order.dineIn ? 'dineIn' : order.pickup ? 'pickup' : 'delivery';
}

export const FULFILMENT_IDS: Readonly<Record<Fulfilment, string>> = {
  delivery: 'dashboard.orders.fulfilment.delivery',
  pickup: 'dashboard.orders.fulfilment.pickup',
  dineIn: 'dashboard.orders.fulfilment.dineIn',
};

export const PAYMENT_IDS: Readonly<Record<PaymentType, string>> = {
  cash: 'dashboard.orders.payment.cash',
  card: 'dashboard.orders.payment.card',
  wallet: 'dashboard.orders.payment.wallet',
};

export function paymentId(type: string): string {
  return type === 'card' || type === 'wallet' ? PAYMENT_IDS[type] : PAYMENT_IDS.cash;
}

export function totalFils(order: Pick<Order, 'bill'>): Fils {
  return billFils(order.bill, 'total_amount');
}

/** Lines plus extra items: the item count on a card. */
export function itemCount(order: Pick<Order, 'products' | 'extraItems'>): number {
  return order.products.length + order.extraItems.length;
}

/** `+971 50 123 4567` for a UAE mobile; the digits with their + otherwise. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('971')) return `+971 ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
  return digits ? `+${digits}` : '';
}

/** The number as wa.me wants it: digits only, with the country code. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}

/** Area names by id (GET /area/list), in both languages. */
export type AreaNames = ReadonlyMap<string, { name: string; name_ar?: string }>;

/** The name of the area an order goes to, in the interface language; undefined when unknown. */
export function areaNameOf(order: Pick<Order, 'address'>, names: AreaNames | undefined, locale: string): string | undefined {
  const id = order.address?.area;
  const entry = id ? names?.get(id) : undefined;
  return entry ? localised(entry, 'name', locale) : undefined;
}

export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`;
}

/** AED typed by a person (`12.5`, `١٢٫٥٠`, `12,50`), as fils; null when it is not an amount. */
export function parseAed(text: string): Fils | null {
  const latin = toLatinDigits(text).trim().replace('٫', '.').replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(latin);
  if (!match) return null;
  return (Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))) as Fils;
}

/** The translated reason a change was refused, from the error's code (server wording is not shown to people). */
export function refusalId(error: ApiError | null | undefined): string {
  if (!error) return 'dashboard.orders.refused.server';
  if (error.kind === 'network') return 'dashboard.orders.refused.network';
  switch (error.code) {
    case 'invalid_transition':
      return 'dashboard.orders.refused.transition';
    case 'order_closed':
      return 'dashboard.orders.refused.closed';
    case 'last_item':
      return 'dashboard.orders.refused.lastItem';
    case 'already_paid':
      return 'dashboard.orders.refused.alreadyPaid';
    case 'amount_too_high':
      return 'dashboard.orders.refused.amountTooHigh';
    case 'too_many_extra_items':
      return 'dashboard.orders.refused.tooManyExtras';
    case 'not_delivery':
      return 'dashboard.orders.refused.notDelivery';
    case 'job_exists':
      return 'dashboard.orders.refused.jobExists';
    default:
      return error.status === 404 ? 'dashboard.orders.refused.notFound' : 'dashboard.orders.refused.server';
  }
}
