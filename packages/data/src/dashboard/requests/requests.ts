/**
 * Service requests' SWR hooks and changes (vendor spec §4 Requests, Invoice; §7 Requests and
 * invoices; decision 0068). Every call names the working shop, so a lead who switches shops
 * never sees the other shop's requests from the cache. After a change, and after a 409 (the
 * request changed meanwhile), the request and the shop's lists are read again from the server.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, toWireAed, type ApiClient, type ApiError, type ApiResult, type Fils } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import {
  readInvoice,
  readOneInvoice,
  readServiceRequestDetail,
  readServiceRequests,
  type InvoicePaymentType,
  type InvoiceRow,
  type ServiceRequestDetail,
  type ServiceRequestRow,
  type ServiceRequestStatus,
} from './read.ts';

/** Which requests the list shows: all of them or those in one status. */
export type ServiceRequestFilter = 'all' | ServiceRequestStatus;

export const requestKeys = {
  list: (shop: string, filter: ServiceRequestFilter = 'all') =>
    apiKey('shopGetRequests', { query: { shop, ...(filter === 'all' ? {} : { status: filter }) } }),
  detail: (shop: string, id: string) => apiKey('requestGet', { params: { id }, query: { shop } }),
  invoice: (shop: string, id: string) => apiKey('invoiceGet', { query: { shop, id } }),
};

export function useServiceRequests(shopId: string | undefined, filter: ServiceRequestFilter) {
  const client = useApiClient();
  return useSWR<ServiceRequestRow[]>(shopId ? requestKeys.list(shopId, filter) : null, selectFetcher(client, readServiceRequests));
}

export function useServiceRequest(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<ServiceRequestDetail>(
    shopId && id ? requestKeys.detail(shopId, id) : null,
    selectFetcher(client, readServiceRequestDetail),
  );
}

/** One invoice (GET /invoice/get), while it is shown. */
export function useInvoice(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<InvoiceRow>(shopId && id ? requestKeys.invoice(shopId, id) : null, selectFetcher(client, readOneInvoice));
}

export interface RequestsContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

/** The server refused because the request (or invoice) is no longer in a state that allows it. */
export function isStaleConflict(error: ApiError | null | undefined): boolean {
  return !!error && error.status === 409;
}

/** Reads again the request, its invoices that are cached, and every cached list of the shop. */
async function refresh(ctx: RequestsContext, requestId: string | undefined): Promise<void> {
  await ctx.mutate((key: unknown) => {
    if (!Array.isArray(key)) return false;
    const args: unknown = key[1];
    if (!isRecord(args) || !isRecord(args.query) || args.query.shop !== ctx.shop) return false;
    if (key[0] === 'shopGetRequests' || key[0] === 'invoiceGet') return true;
    return key[0] === 'requestGet' && isRecord(args.params) && args.params.id === requestId;
  });
}

async function change(
  ctx: RequestsContext,
  requestId: string,
  call: () => ReturnType<RequestsContext['client']['call']>,
): Promise<ApiResult<ServiceRequestDetail | null>> {
  const result = await call();
  if (result.error) {
    // A 409 means what is shown is out of date: read it again so the page offers what is allowed now.
    if (isStaleConflict(result.error)) await refresh(ctx, requestId);
    return { data: null, error: result.error };
  }
  await refresh(ctx, requestId);
  let data: ServiceRequestDetail | null = null;
  try {
    data = readServiceRequestDetail(result.data);
  } catch {
    data = null;
  }
  return { data, error: null };
}

/** What the shop answers: a price (fils, more than 0) or a message (no price yet). */
export type RequestReply = { replyType: 'price'; priceFils: Fils } | { replyType: 'message' };

/** POST /request/reply (id, replyType, price): new or replied → replied. */
export function replyToRequest(ctx: RequestsContext, id: string, reply: RequestReply) {
  return change(ctx, id, () =>
    ctx.client.call('requestReply', {
      body: {
        shop: ctx.shop,
        id,
        replyType: reply.replyType,
        ...(reply.replyType === 'price' ? { price: toWireAed(reply.priceFils) } : {}),
      },
    }),
  );
}

/** POST /request/approve: new or replied → approved. */
export function approveRequest(ctx: RequestsContext, id: string) {
  return change(ctx, id, () => ctx.client.call('requestApprove', { body: { shop: ctx.shop, id } }));
}

/** POST /request/spam: new or replied → spam. */
export function markRequestSpam(ctx: RequestsContext, id: string) {
  return change(ctx, id, () => ctx.client.call('requestSpam', { body: { shop: ctx.shop, id } }));
}

/** POST /request/finish: approved → finished (the work is delivered). */
export function finishRequest(ctx: RequestsContext, id: string) {
  return change(ctx, id, () => ctx.client.call('requestFinish', { body: { shop: ctx.shop, id } }));
}

/** POST /request/done: finished → done (closed and settled). */
export function markRequestDone(ctx: RequestsContext, id: string) {
  return change(ctx, id, () => ctx.client.call('requestDone', { body: { shop: ctx.shop, id } }));
}

/** POST /request/cancel (id, cancelReason): new, replied or approved → cancelled; open invoices are cancelled. */
export function cancelRequest(ctx: RequestsContext, id: string, reason: string) {
  return change(ctx, id, () => ctx.client.call('requestCancel', { body: { shop: ctx.shop, id, cancelReason: reason.trim() } }));
}

export interface InvoiceDraft {
  title: string;
  description: string;
  amountFils: Fils;
  paymentType: InvoicePaymentType;
}

/** POST /invoice/create (request, title, description, amount, paymentType). */
export async function createInvoice(ctx: RequestsContext, requestId: string, draft: InvoiceDraft): Promise<ApiResult<InvoiceRow | null>> {
  const description = draft.description.trim();
  const result = await ctx.client.call('invoiceCreate', {
    body: {
      shop: ctx.shop,
      request: requestId,
      title: draft.title.trim(),
      ...(description ? { description } : {}),
      amount: toWireAed(draft.amountFils),
      paymentType: draft.paymentType,
    },
  });
  if (result.error) {
    if (isStaleConflict(result.error)) await refresh(ctx, requestId);
    return { data: null, error: result.error };
  }
  await refresh(ctx, requestId);
  return { data: readInvoice(result.data), error: null };
}

/** POST /invoice/cancel (id): an open invoice is cancelled. */
export async function cancelInvoice(ctx: RequestsContext, requestId: string, invoiceId: string): Promise<ApiResult<InvoiceRow | null>> {
  const result = await ctx.client.call('invoiceCancel', { body: { shop: ctx.shop, id: invoiceId } });
  if (result.error) {
    if (isStaleConflict(result.error)) await refresh(ctx, requestId);
    return { data: null, error: result.error };
  }
  await refresh(ctx, requestId);
  return { data: readInvoice(result.data), error: null };
}
