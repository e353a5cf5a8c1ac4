/**
 * The phone book's SWR hooks and changes (vendor spec §7 "CRM v1"; decision 0076). Every call
 * names the working shop in its path, so a lead who switches shops never sees the other shop's
 * people from the cache. A change reads again the list and the person it touched.
 *
 * GET /crm/shops/{shop}/customers answers everyone at once (no paging) and its own `search`
 * only lower-cases: the list is read once and searched here, folded like the customers list
 * (decision 0057): "احمد" finds "أحمد", and "٤٥٦٧" finds …4567.
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { createSearchIndex, type ApiClient, type ApiError, type ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import { isPhoneSearch, phoneSearchDigits } from '../customers/list.ts';
import {
  readOnePhoneBookPerson,
  readPhoneBookAddress,
  readPhoneBookList,
  readPhoneBookPerson,
  type PhoneBookAddress,
  type PhoneBookPerson,
} from './read.ts';

export const phoneBookKeys = {
  list: (shop: string) => apiKey('crmShopsCustomersList', { params: { shop } }),
  person: (shop: string, customer: string) => apiKey('crmShopsCustomersGet', { params: { shop, customer } }),
};

/** Everyone in the shop's phone book, by name. */
export function usePhoneBook(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<PhoneBookPerson[]>(shopId ? phoneBookKeys.list(shopId) : null, selectFetcher(client, readPhoneBookList));
}

/** One person with their addresses, as the server has them now. */
export function usePhoneBookPerson(shopId: string | undefined, id: string | undefined) {
  const client = useApiClient();
  return useSWR<PhoneBookPerson>(shopId && id ? phoneBookKeys.person(shopId, id) : null, selectFetcher(client, readOnePhoneBookPerson));
}

/**
 * The people a search finds: a query of digits (any script, with +971 or a trunk 0) matches
 * anywhere in the phone; anything else matches the folded name word by word. An empty query
 * is everyone, in the list's order.
 */
export function searchPhoneBook(people: readonly PhoneBookPerson[], query: string): PhoneBookPerson[] {
  const typed = query.trim();
  if (!typed) return [...people];
  if (isPhoneSearch(typed)) {
    const digits = phoneSearchDigits(typed);
    return digits ? people.filter((p) => p.phone.includes(digits)) : [];
  }
  return createSearchIndex(people, (p) => [p.fullName]).search(typed);
}

export interface PhoneBookContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

/** What a person's form sends: the phone as the national number, digits only. */
export interface PhoneBookPersonDraft {
  phone: string;
  fullName: string;
  notes: string;
}

export type PhoneBookAddressDraft = Omit<PhoneBookAddress, 'id'>;

async function refresh(ctx: PhoneBookContext, customer?: string): Promise<void> {
  await ctx.mutate(phoneBookKeys.list(ctx.shop));
  if (customer) await ctx.mutate(phoneBookKeys.person(ctx.shop, customer));
}

function personAnswer(result: ApiResult<unknown>): ApiResult<PhoneBookPerson | null> {
  return result.error ? { data: null, error: result.error } : { data: readPhoneBookPerson(result.data), error: null };
}

function addressAnswer(result: ApiResult<unknown>): ApiResult<PhoneBookAddress | null> {
  return result.error ? { data: null, error: result.error } : { data: readPhoneBookAddress(result.data), error: null };
}

function personBody(draft: PhoneBookPersonDraft) {
  return { phone: draft.phone.replace(/\D/g, ''), fullName: draft.fullName.trim(), notes: draft.notes.trim() };
}

function addressBody(draft: PhoneBookAddressDraft) {
  return {
    city: draft.city.trim(),
    area_name: draft.area_name.trim(),
    building: draft.building.trim(),
    flat: draft.flat.trim(),
    notes: draft.notes.trim(),
  };
}

/** POST /crm/shops/{shop}/customers: a new person without addresses (they are added one by one). */
export async function createPhoneBookPerson(
  ctx: PhoneBookContext,
  draft: PhoneBookPersonDraft,
): Promise<ApiResult<PhoneBookPerson | null>> {
  const result = await ctx.client.call('crmShopsCustomersCreate', { params: { shop: ctx.shop }, body: personBody(draft) });
  if (!result.error) await refresh(ctx);
  return personAnswer(result);
}

/** PUT /crm/shops/{shop}/customers/{customer}: phone, name and notes (empty notes clear them). */
export async function updatePhoneBookPerson(
  ctx: PhoneBookContext,
  id: string,
  draft: PhoneBookPersonDraft,
): Promise<ApiResult<PhoneBookPerson | null>> {
  const result = await ctx.client.call('crmShopsCustomersUpdate', { params: { shop: ctx.shop, customer: id }, body: personBody(draft) });
  if (!result.error || result.error.status === 404) await refresh(ctx, id);
  return personAnswer(result);
}

/** DELETE /crm/shops/{shop}/customers/{customer}; one already gone counts as deleted. */
export async function deletePhoneBookPerson(ctx: PhoneBookContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('crmShopsCustomersDelete', { params: { shop: ctx.shop, customer: id } });
  if (result.error && result.error.status !== 404) return result.error;
  await ctx.mutate(phoneBookKeys.list(ctx.shop));
  return null;
}

/** POST …/customers/{customer}/addresses (at most 10 per person: `too_many_addresses`). */
export async function addPhoneBookAddress(
  ctx: PhoneBookContext,
  customer: string,
  draft: PhoneBookAddressDraft,
): Promise<ApiResult<PhoneBookAddress | null>> {
  const result = await ctx.client.call('crmShopsCustomersAddressesCreate', {
    params: { shop: ctx.shop, customer },
    body: addressBody(draft),
  });
  if (!result.error || result.error.status === 404) await refresh(ctx, customer);
  return addressAnswer(result);
}

/** PUT …/addresses/{address}: every field sent, so a cleared flat or note is cleared. */
export async function updatePhoneBookAddress(
  ctx: PhoneBookContext,
  customer: string,
  address: string,
  draft: PhoneBookAddressDraft,
): Promise<ApiResult<PhoneBookAddress | null>> {
  const result = await ctx.client.call('crmShopsCustomersAddressesUpdate', {
    params: { shop: ctx.shop, customer, address },
    body: addressBody(draft),
  });
  if (!result.error || result.error.status === 404) await refresh(ctx, customer);
  return addressAnswer(result);
}

/** DELETE …/addresses/{address}; one already gone counts as deleted. */
export async function deletePhoneBookAddress(ctx: PhoneBookContext, customer: string, address: string): Promise<ApiError | null> {
  const result = await ctx.client.call('crmShopsCustomersAddressesDelete', { params: { shop: ctx.shop, customer, address } });
  if (result.error && result.error.status !== 404) return result.error;
  await refresh(ctx, customer);
  return null;
}
