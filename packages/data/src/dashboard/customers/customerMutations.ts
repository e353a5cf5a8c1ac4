/**
 * Changes to the shop's customers (vendor spec §7 Customer: add (upload), update, delete,
 * address/store, DELETE address, notes add, edit, delete). A new or changed customer waits for
 * the server (it may refuse a phone already used), then every cached list page and the filter
 * counts are read again. Note edits, note deletions and address deletions show at once and roll
 * back when refused (`optimisticUpdate`).
 */
import type { ScopedMutator } from 'swr';
import type { Address, ApiClient, ApiError, ApiResult } from '@dukkan/core';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import { readCustomerNote, type CustomerDetail, type CustomerNoteRow } from './detail.ts';
import { customerKeys, isCustomerListKey, readCustomerRow, type CustomerRow } from './list.ts';

export interface CustomersContext {
  client: Pick<ApiClient, 'call' | 'upload'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

/** What the add and update forms send (vendor spec §3 Customer). */
export interface CustomerDraft {
  fullName: string;
  /** The national number, digits only (`501234567`). */
  phone: string;
  /** Without "+": `971`. */
  countryCode: string;
  /** Empty when not given. */
  email: string;
  gender: 'male' | 'female' | '';
  /** A picture chosen in the form, sent with the call as a multipart upload. */
  image?: Blob;
}

export interface AddressDraft {
  title: string;
  building_name: string;
  floor: string;
  flat: string;
  notes: string;
  type: Address['type'];
  lat: number;
  lng: number;
}

function draftFields(draft: CustomerDraft): Record<string, string> {
  return {
    fullName: draft.fullName.trim(),
    phone: draft.phone,
    countryCode: draft.countryCode,
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    ...(draft.gender ? { gender: draft.gender } : {}),
  };
}

/** Every cached page of the list and the filter counts, read again after a customer changes. */
async function refreshLists(ctx: CustomersContext): Promise<void> {
  await Promise.all([ctx.mutate((key) => isCustomerListKey(key, ctx.shop)), ctx.mutate(customerKeys.filters(ctx.shop))]);
}

function send(ctx: CustomersContext, name: 'customerAdd' | 'customerUpdate', fields: Record<string, string>, image?: Blob) {
  // With a picture the call is a multipart upload (`options` + `file`); without one, plain JSON.
  return image
    ? ctx.client.upload(name, { options: { shop: ctx.shop, ...fields }, file: image })
    : ctx.client.call(name, { body: { shop: ctx.shop, ...fields } });
}

/** POST /customer/add: the new customer, or the reason it was refused (`duplicate_phone` …). */
export async function addCustomer(ctx: CustomersContext, draft: CustomerDraft): Promise<ApiResult<CustomerRow | null>> {
  const result = await send(ctx, 'customerAdd', draftFields(draft), draft.image);
  if (result.error) return { data: null, error: result.error };
  await refreshLists(ctx);
  return { data: readCustomerRow(result.data), error: null };
}

/** PUT /customer/update {id, …}: the profile, the lists and the counts are read again. */
export async function updateCustomer(ctx: CustomersContext, id: string, draft: CustomerDraft): Promise<ApiError | null> {
  const result = await send(ctx, 'customerUpdate', { id, ...draftFields(draft) }, draft.image);
  if (result.error) return result.error;
  await Promise.all([refreshLists(ctx), ctx.mutate(customerKeys.customer(ctx.shop, id))]);
  return null;
}

/** DELETE /customer/delete {id}: the customer goes with their reminders and saved addresses (the mock's rule). */
export async function deleteCustomer(ctx: CustomersContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('customerDelete', { body: { shop: ctx.shop, id } });
  if (result.error) return result.error;
  await refreshLists(ctx);
  return null;
}

function withNotes(current: CustomerDetail | undefined, change: (notes: CustomerNoteRow[]) => CustomerNoteRow[]): CustomerDetail {
  // Notes are only changed from a shown profile, so there is a cached one here.
  return current ? { ...current, notes: change(current.notes) } : (current as unknown as CustomerDetail);
}

/** POST /customer/notes/add {customer, text}: the note joins the cached profile once the server gave it an id. */
export async function addCustomerNote(ctx: CustomersContext, customerId: string, text: string): Promise<ApiError | null> {
  const result = await ctx.client.call('customerNotesAdd', { body: { shop: ctx.shop, customer: customerId, text: text.trim() } });
  if (result.error) return result.error;
  const note = readCustomerNote(result.data);
  await ctx.mutate<CustomerDetail>(
    customerKeys.customer(ctx.shop, customerId),
    (current) => (note ? withNotes(current, (notes) => [...notes.filter((n) => n.id !== note.id), note]) : current),
    { revalidate: true },
  );
  return null;
}

/** PUT /customer/notes/edit {id, text}: shown at once, put back when refused. */
export function editCustomerNote(ctx: CustomersContext, customerId: string, noteId: string, text: string): Promise<ApiError | null> {
  return optimisticUpdate<CustomerDetail>({
    mutate: ctx.mutate,
    key: customerKeys.customer(ctx.shop, customerId),
    optimistic: (current) => withNotes(current, (notes) => notes.map((n) => (n.id === noteId ? { ...n, text: text.trim() } : n))),
    send: () => ctx.client.call('customerNotesEdit', { body: { shop: ctx.shop, id: noteId, text: text.trim() } }),
  });
}

/** DELETE /customer/notes/delete {id}: gone at once, back when refused. */
export function deleteCustomerNote(ctx: CustomersContext, customerId: string, noteId: string): Promise<ApiError | null> {
  return optimisticUpdate<CustomerDetail>({
    mutate: ctx.mutate,
    key: customerKeys.customer(ctx.shop, customerId),
    optimistic: (current) => withNotes(current, (notes) => notes.filter((n) => n.id !== noteId)),
    send: () => ctx.client.call('customerNotesDelete', { body: { shop: ctx.shop, id: noteId } }),
  });
}

/** POST /customer/address/store {customer, title, building_name, lat, lng, …}: then the addresses are read again. */
export async function addCustomerAddress(ctx: CustomersContext, customerId: string, draft: AddressDraft): Promise<ApiError | null> {
  const result = await ctx.client.call('customerAddressStore', { body: { shop: ctx.shop, customer: customerId, ...draft } });
  if (result.error) return result.error;
  await ctx.mutate(customerKeys.addresses(ctx.shop, customerId));
  return null;
}

/** DELETE /customer/address {id}: gone at once, back when refused; then the server's list (the next one may be primary now). */
export function deleteCustomerAddress(ctx: CustomersContext, customerId: string, addressId: string): Promise<ApiError | null> {
  return optimisticUpdate<Address[]>({
    mutate: ctx.mutate,
    key: customerKeys.addresses(ctx.shop, customerId),
    optimistic: (current) => (current ?? []).filter((a) => a.id !== addressId),
    send: () => ctx.client.call('customerAddress', { body: { shop: ctx.shop, id: addressId } }),
  });
}
