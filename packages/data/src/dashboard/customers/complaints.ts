/**
 * Complaints collected through QR codes (vendor spec §3 "Complaint", §7 Complaints, §9 country
 * code 971): the complaints with their filters, the shop's QR codes and the coloured labels the
 * shop sorts complaints with. Reads are tolerant (a row without an id is dropped, an unknown type
 * is "other"); every call names the working shop. A change reads every cached list again.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, own, type ApiClient, type ApiError, type ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';

export const COMPLAINT_TYPES = ['service', 'product', 'delivery', 'other'] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export interface ComplaintFilters {
  QRCode?: string | undefined;
  label?: string | undefined;
  typeComplain?: ComplaintType | undefined;
}

export interface ComplaintRow {
  id: string;
  QRCode: string;
  /** The national number, digits only; the country code is always 971 (§9). */
  phone: string;
  name: string;
  typeComplain: ComplaintType;
  message: string;
  label?: string;
  createdAt: string;
}

export interface ComplaintQrRow {
  id: string;
  name: string;
  /** What the printed code carries: the platform's complaint form for this code. */
  url: string;
  /** Complaints received through it. */
  complaints: number;
}

export interface ComplaintLabelRow {
  id: string;
  name: string;
  color: string;
}

export const complaintKeys = {
  list: (shop: string, filters: ComplaintFilters = {}) =>
    apiKey('complaintList', {
      query: {
        shop,
        ...(filters.QRCode ? { QRCode: filters.QRCode } : {}),
        ...(filters.label ? { label: filters.label } : {}),
        ...(filters.typeComplain ? { typeComplain: filters.typeComplain } : {}),
      },
    }),
  qrCodes: (shop: string) => apiKey('complaintQrCodeList', { query: { shop } }),
  qrCode: (shop: string, id: string) => apiKey('complaintQrCode', { params: { id }, query: { shop } }),
  labels: (shop: string) => apiKey('complaintLabelList', { query: { shop } }),
};

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function listOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (isRecord(data) && Array.isArray(own(data, 'data'))) return own(data, 'data') as unknown[];
  throw invalidAnswer();
}

export function readComplaint(value: unknown): ComplaintRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const type = own(value, 'typeComplain');
  const label = text(own(value, 'label'));
  return {
    id,
    QRCode: text(own(value, 'QRCode')),
    phone: text(own(value, 'phone')).replace(/\D/g, ''),
    name: text(own(value, 'name')),
    typeComplain: COMPLAINT_TYPES.includes(type as ComplaintType) ? (type as ComplaintType) : 'other',
    message: text(own(value, 'message')),
    ...(label ? { label } : {}),
    createdAt: text(own(value, 'createdAt')),
  };
}

export function readQrCode(value: unknown): ComplaintQrRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  const url = text(own(value, 'url'));
  // Only an http(s) address is ever drawn as a code a customer scans.
  if (!id || !/^https?:\/\//i.test(url)) return null;
  const count = Number(own(value, 'complaints'));
  return { id, name: text(own(value, 'name')), url, complaints: Number.isFinite(count) && count > 0 ? Math.floor(count) : 0 };
}

export function readLabel(value: unknown): ComplaintLabelRow | null {
  if (!isRecord(value)) return null;
  const id = text(own(value, 'id'));
  if (!id) return null;
  const color = text(own(value, 'color'));
  return { id, name: text(own(value, 'name')), color: /^#[0-9a-f]{6}$/i.test(color) ? color : '#6b7280' };
}

const readAll =
  <T>(read: (value: unknown) => T | null) =>
  (data: unknown): T[] =>
    listOf(data)
      .map(read)
      .filter((row): row is T => row !== null);

export const readComplaints = readAll(readComplaint);
export const readQrCodes = readAll(readQrCode);
export const readLabels = readAll(readLabel);

function readOneQrCode(data: unknown): ComplaintQrRow {
  const row = readQrCode(data);
  if (!row) throw invalidAnswer();
  return row;
}

export function useComplaints(shopId: string | undefined, filters: ComplaintFilters) {
  const client = useApiClient();
  return useSWR<ComplaintRow[]>(shopId ? complaintKeys.list(shopId, filters) : null, selectFetcher(client, readComplaints));
}

export function useComplaintQrCodes(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ComplaintQrRow[]>(shopId ? complaintKeys.qrCodes(shopId) : null, selectFetcher(client, readQrCodes));
}

/** One QR code with its current count; none while `id` is empty. */
export function useComplaintQrCode(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<ComplaintQrRow>(shopId && id ? complaintKeys.qrCode(shopId, id) : null, selectFetcher(client, readOneQrCode));
}

export function useComplaintLabels(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<ComplaintLabelRow[]>(shopId ? complaintKeys.labels(shopId) : null, selectFetcher(client, readLabels));
}

export interface ComplaintsContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  shop: string;
}

/** Every cached complaints list of the shop (any filters), the QR codes (their counts) and the labels. */
async function refresh(ctx: ComplaintsContext, what: { lists?: boolean; qr?: boolean; labels?: boolean }): Promise<void> {
  const mine = (name: string) => (key: unknown) => {
    if (!Array.isArray(key) || key[0] !== name) return false;
    const args: unknown = key[1];
    return isRecord(args) && isRecord(args.query) && args.query.shop === ctx.shop;
  };
  await Promise.all([
    what.lists ? ctx.mutate(mine('complaintList')) : undefined,
    what.qr ? Promise.all([ctx.mutate(mine('complaintQrCodeList')), ctx.mutate(mine('complaintQrCode'))]) : undefined,
    what.labels ? ctx.mutate(mine('complaintLabelList')) : undefined,
  ]);
}

/** POST qr-code/generate {name}: a new code to print. */
export async function generateQrCode(ctx: ComplaintsContext, name: string): Promise<ApiResult<ComplaintQrRow | null>> {
  const result = await ctx.client.call('complaintQrCodeGenerate', { body: { shop: ctx.shop, name: name.trim() } });
  if (result.error) return { data: null, error: result.error };
  await refresh(ctx, { qr: true });
  return { data: readQrCode(result.data), error: null };
}

/** What the complaint form sends; the phone's country code is always 971 (§9). */
export interface ComplaintDraft {
  QRCode: string;
  name: string;
  /** The national number, digits only. */
  phone: string;
  typeComplain: ComplaintType;
  message: string;
  /** A label id, or empty for none. */
  label: string;
}

const draftBody = (draft: ComplaintDraft) => ({
  QRCode: draft.QRCode,
  name: draft.name.trim(),
  phone: draft.phone,
  countryCode: '971',
  typeComplain: draft.typeComplain,
  message: draft.message.trim(),
  label: draft.label,
});

/** POST /complaint/add: a complaint taken by phone or at the counter. */
export async function addComplaint(ctx: ComplaintsContext, draft: ComplaintDraft): Promise<ApiError | null> {
  const result = await ctx.client.call('complaintAdd', { body: { shop: ctx.shop, ...draftBody(draft) } });
  if (result.error) return result.error;
  await refresh(ctx, { lists: true, qr: true });
  return null;
}

/** PUT /complaint/edit {id, …}. */
export async function editComplaint(ctx: ComplaintsContext, id: string, draft: ComplaintDraft): Promise<ApiError | null> {
  const result = await ctx.client.call('complaintEdit', { body: { shop: ctx.shop, id, ...draftBody(draft) } });
  if (result.error) return result.error;
  await refresh(ctx, { lists: true, qr: true });
  return null;
}

/** DELETE /complaint/delete {id}. */
export async function deleteComplaint(ctx: ComplaintsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('complaintDelete', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refresh(ctx, { lists: true, qr: true });
  return null;
}

/** POST label/assign-label-complaint {complaint, label}; an empty label takes it off. */
export async function assignComplaintLabel(ctx: ComplaintsContext, complaint: string, label: string): Promise<ApiError | null> {
  const result = await ctx.client.call('complaintLabelAssignLabelComplaint', { body: { shop: ctx.shop, complaint, label } });
  if (result.error) return result.error;
  await refresh(ctx, { lists: true });
  return null;
}

/** POST label/add {name, color}, or PUT label/edit {id, name, color} with an id. */
export async function saveComplaintLabel(
  ctx: ComplaintsContext,
  label: { id?: string; name: string; color: string },
): Promise<ApiError | null> {
  const body = { shop: ctx.shop, ...(label.id ? { id: label.id } : {}), name: label.name.trim(), color: label.color };
  const result = await ctx.client.call(label.id ? 'complaintLabelEdit' : 'complaintLabelAdd', { body });
  if (result.error) return result.error;
  await refresh(ctx, { labels: true });
  return null;
}

/** DELETE label/delete {id}: the label comes off every complaint that had it. */
export async function deleteComplaintLabel(ctx: ComplaintsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('complaintLabelDelete', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refresh(ctx, { labels: true, lists: true });
  return null;
}
