/**
 * What the service requests screens show (vendor spec §3 "Request", "Invoice"; §4 Requests,
 * Invoice) and the rules of decision 0068: which actions each status offers, in which order,
 * when an invoice may be raised, and how a refusal is said. Message ids are written out (no
 * template literals) so the i18n check finds each one.
 */
import type { ApiError, Fils } from '@dukkan/core';
import type { BadgeTone } from '@dukkan/ui';

export type RequestStatus = 'new' | 'replied' | 'approved' | 'spam' | 'finished' | 'done' | 'cancelled';
export type RequestFilter = 'all' | RequestStatus;
export type InvoicePaymentType = 'cash' | 'card' | 'link';
export type InvoiceStatus = 'open' | 'paid' | 'cancelled';

export interface ServiceRequestItem {
  id: string;
  customerName: string;
  customerPhone: string;
  message: string;
  status: RequestStatus;
  replyType?: 'price' | 'message';
  priceFils?: Fils;
  cancelReason?: string;
  createdAt: string;
}

export interface InvoiceItem {
  id: string;
  request: string;
  title: string;
  description: string;
  amountFils: Fils;
  paymentType: InvoicePaymentType;
  status: InvoiceStatus;
  createdAt: string;
}

export interface ServiceRequestDetailItem extends ServiceRequestItem {
  invoices: readonly InvoiceItem[];
}

/** A part of a page that loads on its own. */
export interface Loadable<T> {
  data: T | undefined;
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
}

export const REQUEST_STATUSES: readonly RequestStatus[] = ['new', 'replied', 'approved', 'finished', 'done', 'spam', 'cancelled'];
export const REQUEST_FILTERS: readonly RequestFilter[] = ['all', ...REQUEST_STATUSES];

export const STATUS_IDS: Readonly<Record<RequestStatus, string>> = {
  new: 'dashboard.requests.status.new',
  replied: 'dashboard.requests.status.replied',
  approved: 'dashboard.requests.status.approved',
  spam: 'dashboard.requests.status.spam',
  finished: 'dashboard.requests.status.finished',
  done: 'dashboard.requests.status.done',
  cancelled: 'dashboard.requests.status.cancelled',
};

export const FILTER_IDS: Readonly<Record<RequestFilter, string>> = {
  all: 'dashboard.requests.filter.all',
  ...STATUS_IDS,
};

/** The badge repeats the status in words; the tone only adds to it. */
export const STATUS_TONES: Readonly<Record<RequestStatus, BadgeTone>> = {
  new: 'info',
  replied: 'warning',
  approved: 'success',
  finished: 'success',
  done: 'neutral',
  spam: 'danger',
  cancelled: 'danger',
};

export const PAYMENT_TYPES: readonly InvoicePaymentType[] = ['cash', 'card', 'link'];

export const PAYMENT_IDS: Readonly<Record<InvoicePaymentType, string>> = {
  cash: 'dashboard.requests.payment.cash',
  card: 'dashboard.requests.payment.card',
  link: 'dashboard.requests.payment.link',
};

export const INVOICE_STATUS_IDS: Readonly<Record<InvoiceStatus, string>> = {
  open: 'dashboard.requests.invoice.status.open',
  paid: 'dashboard.requests.invoice.status.paid',
  cancelled: 'dashboard.requests.invoice.status.cancelled',
};

export const INVOICE_STATUS_TONES: Readonly<Record<InvoiceStatus, BadgeTone>> = {
  open: 'info',
  paid: 'success',
  cancelled: 'neutral',
};

export type RequestAction = 'reply' | 'approve' | 'finish' | 'done' | 'spam' | 'cancel';

/**
 * The actions each status offers, in the order shown; the first is the page's main button
 * (decision 0068). What is not listed is not offered: the server would refuse it (409).
 */
export const ACTIONS_BY_STATUS: Readonly<Record<RequestStatus, readonly RequestAction[]>> = {
  new: ['reply', 'approve', 'spam', 'cancel'],
  replied: ['approve', 'reply', 'spam', 'cancel'],
  approved: ['finish', 'cancel'],
  finished: ['done'],
  done: [],
  spam: [],
  cancelled: [],
};

export const ACTION_IDS: Readonly<Record<RequestAction, string>> = {
  reply: 'dashboard.requests.action.reply',
  approve: 'dashboard.requests.action.approve',
  finish: 'dashboard.requests.action.finish',
  done: 'dashboard.requests.action.done',
  spam: 'dashboard.requests.action.spam',
  cancel: 'dashboard.requests.action.cancel',
};

/** A request that is still going on can be invoiced (not spam, cancelled or done). */
export function canInvoice(status: RequestStatus): boolean {
  return status === 'new' || status === 'replied' || status === 'approved' || status === 'finished';
}

/** `+971 50 123 4567` for a UAE mobile kept as a national or international number; the digits otherwise. */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('971') && digits.length === 12 ? digits.slice(3) : digits.replace(/^0(?=5\d{8}$)/, '');
  if (/^5\d{8}$/.test(national)) return `+971 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
  return digits ? `+${digits}` : '';
}

export function telHref(phone: string): string {
  const text = phoneText(phone);
  return `tel:${text.replace(/\s/g, '')}`;
}

/** The translated reason a change was refused, from the error's status and code (never the server's own wording). */
export function refusalId(error: ApiError): string {
  if (error.kind === 'network') return 'dashboard.requests.refused.network';
  if (error.code === 'invoice_closed') return 'dashboard.requests.refused.invoiceClosed';
  if (error.status === 409) return 'dashboard.requests.refused.changed';
  if (error.status === 404) return 'dashboard.requests.refused.notFound';
  if (error.status === 422 || error.status === 400) return 'dashboard.requests.refused.invalid';
  return 'dashboard.requests.refused.server';
}

/** One step of a request's story, as far as its fields tell it (decision 0068). */
export type HistoryStep =
  | { kind: 'received'; at: string }
  | { kind: 'repliedPrice'; priceFils: Fils }
  | { kind: 'repliedMessage' }
  | { kind: 'approved' }
  | { kind: 'finished' }
  | { kind: 'done' }
  | { kind: 'spam' }
  | { kind: 'cancelled'; reason?: string }
  | { kind: 'invoice'; invoice: InvoiceItem };

const REACHED: Readonly<Record<RequestStatus, readonly ('approved' | 'finished' | 'done' | 'spam')[]>> = {
  new: [],
  replied: [],
  approved: ['approved'],
  finished: ['approved', 'finished'],
  done: ['approved', 'finished', 'done'],
  spam: ['spam'],
  cancelled: [],
};

/**
 * The steps the request went through: received (dated), the reply it carries, the statuses
 * its status implies, its invoices (dated, oldest first), and a cancel with its reason. The API
 * keeps no dates for the status changes, so only the request and its invoices carry one.
 */
export function historyOf(request: ServiceRequestItem & { invoices?: readonly InvoiceItem[] }): HistoryStep[] {
  const steps: HistoryStep[] = [{ kind: 'received', at: request.createdAt }];
  if (request.replyType === 'price' && request.priceFils !== undefined) steps.push({ kind: 'repliedPrice', priceFils: request.priceFils });
  else if (request.replyType) steps.push({ kind: 'repliedMessage' });
  const reached = REACHED[request.status];
  if (reached.includes('approved')) steps.push({ kind: 'approved' });
  const invoices = [...(request.invoices ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  for (const invoice of invoices) steps.push({ kind: 'invoice', invoice });
  for (const kind of reached) if (kind !== 'approved') steps.push({ kind });
  if (request.status === 'cancelled') steps.push({ kind: 'cancelled', ...(request.cancelReason ? { reason: request.cancelReason } : {}) });
  return steps;
}

/** AED as the server wants it, typed by a person: `12.5`, `١٢٫٥٠`, `12,50`; null when it is not an amount. */
export { parseAed } from '../shared/orderText.ts';

/** The largest amount a reply or an invoice may carry: 1,000,000 AED, in fils (the server's limit). */
export const MAX_AMOUNT_FILS: Fils = 100_000_000;
