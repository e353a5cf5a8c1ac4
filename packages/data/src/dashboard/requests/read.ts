/**
 * Service requests and their invoices (vendor spec §3 "Request", "Invoice"; §7 Requests and
 * invoices): tolerant readers. Amounts arrive as AED decimals and become exact fils here. A row
 * without an id or with a status this app does not know is left out of a list; one request or
 * invoice that is not the expected shape is an SWR error, never a crash in a screen.
 */
import { isRecord, own, toFils, type Fils } from '@dukkan/core';
import { invalidAnswer } from '../../swr/select.ts';

export const REQUEST_STATUSES = ['new', 'replied', 'approved', 'spam', 'finished', 'done', 'cancelled'] as const;
export type ServiceRequestStatus = (typeof REQUEST_STATUSES)[number];

export const INVOICE_PAYMENT_TYPES = ['cash', 'card', 'link'] as const;
export type InvoicePaymentType = (typeof INVOICE_PAYMENT_TYPES)[number];

export const INVOICE_STATUSES = ['open', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface ServiceRequestRow {
  id: string;
  customerName: string;
  /** As the server keeps it (digits, perhaps with the country code). */
  customerPhone: string;
  message: string;
  status: ServiceRequestStatus;
  replyType?: 'price' | 'message';
  /** The price quoted in the reply, in fils. */
  priceFils?: Fils;
  cancelReason?: string;
  createdAt: string;
}

export interface InvoiceRow {
  id: string;
  request: string;
  title: string;
  description: string;
  amountFils: Fils;
  paymentType: InvoicePaymentType;
  status: InvoiceStatus;
  createdAt: string;
}

/** GET /request/get/{id}: the request and its invoices, newest first. */
export interface ServiceRequestDetail extends ServiceRequestRow {
  invoices: InvoiceRow[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.find((v) => v === value);
}

function amount(value: unknown): Fils | undefined {
  if (typeof value !== 'number' && typeof value !== 'string') return undefined;
  const fils = toFils(value);
  return fils !== null && fils >= 0 ? fils : undefined;
}

const newestFirst = <T extends { createdAt: string }>(rows: T[]): T[] => [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

export function readServiceRequest(value: unknown): ServiceRequestRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  const status = oneOf(REQUEST_STATUSES, own(value, 'status'));
  if (!id || !status) return null;
  const replyType = oneOf(['price', 'message'] as const, own(value, 'replyType'));
  const priceFils = replyType === 'price' ? amount(own(value, 'price')) : undefined;
  const cancelReason = text(own(value, 'cancelReason'));
  return {
    id,
    customerName: text(own(value, 'customerName')) ?? '',
    customerPhone: text(own(value, 'customerPhone')) ?? '',
    message: text(own(value, 'message')) ?? '',
    status,
    ...(replyType ? { replyType } : {}),
    ...(priceFils !== undefined ? { priceFils } : {}),
    ...(status === 'cancelled' && cancelReason ? { cancelReason } : {}),
    createdAt: text(own(value, 'createdAt')) ?? '',
  };
}

/** GET /shop/get-requests: a list (or `requests` / `data` of an object), newest first. */
export function readServiceRequests(data: unknown): ServiceRequestRow[] {
  const list = Array.isArray(data)
    ? data
    : isRecord(data)
      ? [own(data, 'requests'), own(data, 'data')].find((v): v is unknown[] => Array.isArray(v))
      : undefined;
  if (!list) throw invalidAnswer();
  return newestFirst(list.map(readServiceRequest).filter((r): r is ServiceRequestRow => r !== null));
}

export function readInvoice(value: unknown): InvoiceRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  const amountFils = amount(own(value, 'amount'));
  const paymentType = oneOf(INVOICE_PAYMENT_TYPES, own(value, 'paymentType'));
  const status = oneOf(INVOICE_STATUSES, own(value, 'status'));
  if (!id || amountFils === undefined || !paymentType || !status) return null;
  return {
    id,
    request: text(own(value, 'request')) ?? '',
    title: text(own(value, 'title')) ?? '',
    description: text(own(value, 'description')) ?? '',
    amountFils,
    paymentType,
    status,
    createdAt: text(own(value, 'createdAt')) ?? '',
  };
}

/** GET /invoice/get: the invoice (or `invoice` of an object). */
export function readOneInvoice(data: unknown): InvoiceRow {
  const invoice = readInvoice(isRecord(data) && isRecord(own(data, 'invoice')) ? own(data, 'invoice') : data);
  if (!invoice) throw invalidAnswer();
  return invoice;
}

/** GET /request/get/{id}: the request (or `request` of an object) with its invoices. */
export function readServiceRequestDetail(data: unknown): ServiceRequestDetail {
  const value = isRecord(data) && isRecord(own(data, 'request')) ? own(data, 'request') : data;
  const request = readServiceRequest(value);
  if (!request || !isRecord(value)) throw invalidAnswer();
  const invoices = own(value, 'invoices');
  return {
    ...request,
    invoices: Array.isArray(invoices) ? newestFirst(invoices.map(readInvoice).filter((i): i is InvoiceRow => i !== null)) : [],
  };
}
