/**
 * The CRM reminders' SWR hooks and changes (vendor spec §7 CRM v2: reminder and reminder/global,
 * each list, get, add, update, delete; decision 0073). Every call names the working shop. A change
 * reads again every cached reminders call of that shop, the CRM board's "next reminder" included
 * (it shares the customers' list key, `crmKeys.reminders`).
 */
import type { ScopedMutator } from 'swr';
import useSWR from 'swr';
import { isRecord, type ApiClient, type ApiError, type ApiResult, type EndpointName } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { ApiRequestError } from '../../swr/fetcher.ts';
import { apiKey } from '../../swr/keys.ts';
import { selectFetcher } from '../../swr/select.ts';
import { crmKeys } from '../customers/keys.ts';
import { readCustomerRow, customerKeys } from '../customers/list.ts';
import { byDueTime, readOneReminder, readReminder, readReminderList, type ReminderKind, type ReminderRow } from './read.ts';

const CALLS = {
  customer: {
    list: 'customerCrmV2ReminderList',
    get: 'customerCrmV2ReminderGet',
    add: 'customerCrmV2ReminderAdd',
    update: 'customerCrmV2ReminderUpdate',
    delete: 'customerCrmV2ReminderDelete',
  },
  global: {
    list: 'customerCrmV2ReminderGlobalList',
    get: 'customerCrmV2ReminderGlobalGet',
    add: 'customerCrmV2ReminderGlobalAdd',
    update: 'customerCrmV2ReminderGlobalUpdate',
    delete: 'customerCrmV2ReminderGlobalDelete',
  },
} as const satisfies Record<ReminderKind, Record<string, EndpointName>>;

export const reminderKeys = {
  /** GET crm-v2/reminder/list: every customer's reminders (the CRM board's key too). */
  customers: (shop: string) => crmKeys.reminders(shop),
  /** GET crm-v2/reminder/list?customer=: one customer's reminders. */
  ofCustomer: (shop: string, customer: string) => apiKey('customerCrmV2ReminderList', { query: { shop, customer } }),
  /** GET crm-v2/reminder/global/list: the shop's own reminders. */
  global: (shop: string) => apiKey('customerCrmV2ReminderGlobalList', { query: { shop } }),
  /** GET crm-v2/reminder/get or reminder/global/get. */
  one: (shop: string, kind: ReminderKind, id: string) => apiKey(CALLS[kind].get, { query: { shop, id } }),
};

const REMINDER_CALLS = new Set<string>([...Object.values(CALLS.customer), ...Object.values(CALLS.global)]);

export interface RemindersContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

async function refresh(ctx: RemindersContext): Promise<void> {
  await ctx.mutate((key: unknown) => {
    if (!Array.isArray(key) || !REMINDER_CALLS.has(String(key[0]))) return false;
    const args: unknown = key[1];
    return isRecord(args) && isRecord(args.query) && args.query.shop === ctx.shop;
  });
}

export interface ShopReminders {
  /** Both kinds, earliest first; undefined until both lists have answered. */
  data: ReminderRow[] | undefined;
  error: unknown;
  retry: () => void;
}

/** The shop's reminders of both kinds (the reminders page): one failing list fails the page. */
export function useShopReminders(shopId: string | undefined): ShopReminders {
  const client = useApiClient();
  const customers = useSWR(shopId ? reminderKeys.customers(shopId) : null, selectFetcher(client, readReminderList('customer')));
  const global = useSWR(shopId ? reminderKeys.global(shopId) : null, selectFetcher(client, readReminderList('global')));
  const data = customers.data && global.data ? [...customers.data, ...global.data].sort(byDueTime) : undefined;
  return {
    data,
    error: customers.error ?? global.error,
    retry: () => {
      void customers.mutate();
      void global.mutate();
    },
  };
}

/** One customer's reminders, earliest first (the customer page's section). */
export function useCustomerReminders(shopId: string | undefined, customer: string | undefined) {
  const client = useApiClient();
  const select = readReminderList('customer');
  return useSWR(
    shopId && customer ? reminderKeys.ofCustomer(shopId, customer) : null,
    selectFetcher(client, (data) =>
      select(data)
        .filter((r) => r.customer === customer)
        .sort(byDueTime),
    ),
  );
}

/**
 * The names of the customers the reminders are about (GET /customer/{id} each, as many calls as
 * customers with a reminder, never the whole customer list). A customer who cannot be read is
 * left out: the row then says so instead of a name. No connection fails the whole answer.
 */
export async function fetchReminderCustomerNames(
  client: Pick<ApiClient, 'call'>,
  shop: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  const answers = await Promise.all(
    [...new Set(ids)].map(async (customer) => {
      const [name, args] = customerKeys.customer(shop, customer);
      return { customer, result: await client.call(name, args ?? {}) };
    }),
  );
  for (const { customer, result } of answers) {
    if (result.error?.kind === 'network') throw new ApiRequestError(result.error);
    const row = result.error ? null : readCustomerRow(result.data);
    if (row) names.set(customer, row.fullName);
  }
  return names;
}

/** `fetchReminderCustomerNames` through SWR, keyed by the shop and the sorted ids. */
export function useReminderCustomers(shopId: string | undefined, ids: readonly string[]) {
  const client = useApiClient();
  const wanted = [...new Set(ids)].sort();
  return useSWR(
    shopId && wanted.length > 0 ? (['reminders:customerNames', shopId, wanted.join(',')] as const) : null,
    ([, shop, joined]: readonly [string, string, string]) => fetchReminderCustomerNames(client, shop, joined.split(',')),
  );
}

/** What the reminder forms send. */
export interface ReminderDraft {
  /** A global reminder's title; ignored on a customer's reminder. */
  title?: string;
  note: string;
  reminderDate: string;
  reminderTime: string;
}

function fields(kind: ReminderKind, draft: ReminderDraft): Record<string, string> {
  return {
    ...(kind === 'global' ? { title: (draft.title ?? '').trim() } : {}),
    note: draft.note.trim(),
    reminderDate: draft.reminderDate,
    reminderTime: draft.reminderTime,
  };
}

function answer(kind: ReminderKind, result: ApiResult<unknown>): ApiResult<ReminderRow | null> {
  if (result.error) return { data: null, error: result.error };
  return { data: readReminder(result.data, kind), error: null };
}

/** POST crm-v2/reminder/add (a customer's) or reminder/global/add (`customer` absent). */
export async function addReminder(
  ctx: RemindersContext,
  owner: { kind: 'customer'; customer: string } | { kind: 'global' },
  draft: ReminderDraft,
): Promise<ApiResult<ReminderRow | null>> {
  const body = { shop: ctx.shop, ...(owner.kind === 'customer' ? { customer: owner.customer } : {}), ...fields(owner.kind, draft) };
  const result = await ctx.client.call(CALLS[owner.kind].add, { body });
  if (!result.error) await refresh(ctx);
  return answer(owner.kind, result);
}

/** PUT crm-v2/reminder/update or reminder/global/update: the note, day and time (and a global one's title). */
export async function updateReminder(
  ctx: RemindersContext,
  kind: ReminderKind,
  id: string,
  draft: ReminderDraft,
): Promise<ApiResult<ReminderRow | null>> {
  const result = await ctx.client.call(CALLS[kind].update, { body: { shop: ctx.shop, id, ...fields(kind, draft) } });
  // A reminder deleted meanwhile (404) is gone from the lists too: read them again either way.
  if (!result.error || result.error.status === 404) await refresh(ctx);
  return answer(kind, result);
}

/** DELETE crm-v2/reminder/delete or reminder/global/delete; one already gone counts as deleted. */
export async function deleteReminder(ctx: RemindersContext, kind: ReminderKind, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call(CALLS[kind].delete, { body: { shop: ctx.shop, id } });
  if (result.error && result.error.status !== 404) return result.error;
  await refresh(ctx);
  return null;
}

/**
 * GET crm-v2/reminder/get or reminder/global/get: the reminder as the server has it now, read
 * when its edit form opens (a colleague may have changed it since the list was read).
 */
export async function fetchReminder(ctx: RemindersContext, kind: ReminderKind, id: string): Promise<ApiResult<ReminderRow | null>> {
  const [name, args] = reminderKeys.one(ctx.shop, kind, id);
  const result = await ctx.client.call(name, args ?? {});
  if (result.error) {
    if (result.error.status === 404) await refresh(ctx);
    return { data: null, error: result.error };
  }
  try {
    return { data: readOneReminder(kind)(result.data), error: null };
  } catch {
    return { data: null, error: { kind: 'client', status: 200, message: 'Unreadable reminder', code: 'invalid_answer' } };
  }
}
