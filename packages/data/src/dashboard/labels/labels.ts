/**
 * The shop's customer labels and attributes (vendor spec §7 Label and CRM v2; issue #13 items 5
 * and 6; decision 0075). There is no label list call: the labels, with how many customers carry
 * each, come from GET /customer/filters/values (the customers list's filters read the same key).
 * A label given to or taken from a customer shows at once and is put back when refused; the
 * other changes wait for the server and then read the lists again.
 */
import useSWR, { type ScopedMutator } from 'swr';
import type { ApiClient, ApiError, ApiResult } from '@dukkan/core';
import { useApiClient } from '../../swr/ApiClientContext.ts';
import { apiKey } from '../../swr/keys.ts';
import { invalidAnswer, selectFetcher } from '../../swr/select.ts';
import { customerKeys, isCustomerListKey } from '../customers/list.ts';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import {
  readAttribute,
  readAttributes,
  readGroup,
  readLabel,
  readOneAttribute,
  readOneStage,
  readStages,
  type AttributeRow,
  type AttributeType,
  type BoardTemplate,
  type GroupRow,
  type LabelRow,
  type StageRow,
} from './read.ts';

export interface LabelsContext {
  client: Pick<ApiClient, 'call'>;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

export const labelKeys = {
  /** GET crm-v2/attribute/list. */
  attributes: (shop: string) => apiKey('customerCrmV2AttributeList', { query: { shop } }),
  /** GET crm-v2/stage/list, one board's stages. */
  stages: (shop: string, group: string) => apiKey('customerCrmV2StageList', { query: { shop, group } }),
};

/** The shop's attributes, in the order they were defined. */
export function useAttributes(shopId: string | undefined) {
  const client = useApiClient();
  return useSWR<AttributeRow[]>(shopId ? labelKeys.attributes(shopId) : null, selectFetcher(client, readAttributes));
}

/** One board's stages in order (crm-v2 stage/list with `group`); no request without a board. */
export function useBoardStages(shopId: string | undefined, group: string | undefined) {
  const client = useApiClient();
  return useSWR<StageRow[]>(shopId && group ? labelKeys.stages(shopId, group) : null, selectFetcher(client, readStages));
}

/** After a change of labels: the filter values (labels with counts, the board's chips) and the customers lists. */
async function rereadLabels(ctx: LabelsContext): Promise<void> {
  await Promise.all([ctx.mutate(customerKeys.filters(ctx.shop)), ctx.mutate((key: unknown) => isCustomerListKey(key, ctx.shop))]);
}

export interface LabelDraft {
  name: string;
  color: string;
}

function one<T>(result: ApiResult<unknown>, reader: (data: unknown) => T | null): ApiResult<T | null> {
  return result.error ? { data: null, error: result.error } : { data: reader(result.data), error: null };
}

/** A fresh read: the server's error, or the row; an answer that cannot be read is an invalid answer. */
function fresh<T>(result: ApiResult<unknown>, reader: (data: unknown) => T): ApiResult<T> {
  if (result.error) return { data: null, error: result.error };
  try {
    return { data: reader(result.data), error: null };
  } catch {
    return { data: null, error: invalidAnswer().error };
  }
}

/** POST /vendor/shop/{shop}/label/add {name, color}. */
export async function addLabel(ctx: LabelsContext, draft: LabelDraft): Promise<ApiResult<LabelRow | null>> {
  const result = await ctx.client.call('vendorShopLabelAdd', {
    params: { shop: ctx.shop },
    body: { name: draft.name.trim(), color: draft.color },
  });
  if (!result.error) await rereadLabels(ctx);
  return one(result, readLabel);
}

/** PUT /vendor/shop/{shop}/label/update {id, name, color}. */
export async function updateLabel(ctx: LabelsContext, id: string, draft: LabelDraft): Promise<ApiResult<LabelRow | null>> {
  const result = await ctx.client.call('vendorShopLabelUpdate', {
    params: { shop: ctx.shop },
    body: { id, name: draft.name.trim(), color: draft.color },
  });
  if (!result.error || result.error.status === 404) await rereadLabels(ctx);
  return one(result, readLabel);
}

/** DELETE /vendor/shop/{shop}/label/delete; the customers who carried it lose it. One already gone counts as deleted. */
export async function deleteLabel(ctx: LabelsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('vendorShopLabelDelete', { params: { shop: ctx.shop }, body: { id } });
  if (result.error && result.error.status !== 404) return result.error;
  await rereadLabels(ctx);
  return null;
}

/**
 * POST /vendor/shop/{shop}/label/assign-label-customer {customer, label, assign}: the customer's
 * page shows the change at once; a refusal puts the labels back and is returned.
 */
export async function assignLabel(ctx: LabelsContext, customer: string, label: string, assign: boolean): Promise<ApiError | null> {
  const error = await optimisticUpdate<{ labels: string[] }, unknown>({
    mutate: ctx.mutate,
    key: customerKeys.customer(ctx.shop, customer),
    optimistic: (current) => {
      const others = (current?.labels ?? []).filter((l) => l !== label);
      return { ...(current as { labels: string[] }), labels: assign ? [...others, label] : others };
    },
    send: () => ctx.client.call('vendorShopLabelAssignLabelCustomer', { params: { shop: ctx.shop }, body: { customer, label, assign } }),
    revalidate: false,
  });
  if (!error) await rereadLabels(ctx);
  return error;
}

export interface AttributeDraft {
  name: string;
  attributeType: AttributeType;
  /** Only for `select`. */
  options: string[];
}

function attributeBody(draft: AttributeDraft, withType: boolean) {
  const options = draft.options.map((o) => o.trim()).filter(Boolean);
  return {
    name: draft.name.trim(),
    ...(withType ? { attributeType: draft.attributeType } : {}),
    ...(draft.attributeType === 'select' ? { options } : {}),
  };
}

async function rereadAttributes(ctx: LabelsContext, customersToo: boolean): Promise<void> {
  await Promise.all([
    ctx.mutate(labelKeys.attributes(ctx.shop)),
    // Values that are no longer an option were cleared: the customers' pages read them again.
    customersToo ? ctx.mutate((key: unknown) => Array.isArray(key) && key[0] === 'customerById') : null,
    customersToo ? ctx.mutate((key: unknown) => isCustomerListKey(key, ctx.shop)) : null,
  ]);
}

/** POST crm-v2/attribute/add {name, attributeType, options}. */
export async function addAttribute(ctx: LabelsContext, draft: AttributeDraft): Promise<ApiResult<AttributeRow | null>> {
  const result = await ctx.client.call('customerCrmV2AttributeAdd', { body: { shop: ctx.shop, ...attributeBody(draft, true) } });
  if (!result.error) await rereadAttributes(ctx, false);
  return one(result, readAttribute);
}

/** PUT crm-v2/attribute/update {id, name, options}: the type stays as created (the mock refuses a change). */
export async function updateAttribute(ctx: LabelsContext, id: string, draft: AttributeDraft): Promise<ApiResult<AttributeRow | null>> {
  const result = await ctx.client.call('customerCrmV2AttributeUpdate', { body: { shop: ctx.shop, id, ...attributeBody(draft, false) } });
  if (!result.error || result.error.status === 404) await rereadAttributes(ctx, draft.attributeType === 'select');
  return one(result, readAttribute);
}

/** DELETE crm-v2/attribute/delete: every customer's value goes with it. One already gone counts as deleted. */
export async function deleteAttribute(ctx: LabelsContext, id: string): Promise<ApiError | null> {
  const result = await ctx.client.call('customerCrmV2AttributeDelete', { body: { shop: ctx.shop, id } });
  if (result.error && result.error.status !== 404) return result.error;
  await rereadAttributes(ctx, true);
  return null;
}

/** GET crm-v2/attribute/get: the attribute as the server has it now, before it is changed. */
export async function fetchAttribute(ctx: Pick<LabelsContext, 'client' | 'shop'>, id: string): Promise<ApiResult<AttributeRow>> {
  const result = await ctx.client.call('customerCrmV2AttributeGet', { query: { shop: ctx.shop, id } });
  return fresh(result, readOneAttribute);
}

/**
 * POST crm-v2/attribute/link {customer, attribute, value}: sets the customer's value; an empty
 * value takes it off. The page reads the customer again from the server's answer.
 */
export async function linkAttribute(ctx: LabelsContext, customer: string, attribute: string, value: string): Promise<ApiError | null> {
  const result = await ctx.client.call('customerCrmV2AttributeLink', {
    body: { shop: ctx.shop, customer, attribute, value: value.trim() },
  });
  if (result.error) return result.error;
  await Promise.all([
    ctx.mutate(customerKeys.customer(ctx.shop, customer)),
    ctx.mutate((key: unknown) => isCustomerListKey(key, ctx.shop)),
  ]);
  return null;
}

/** GET crm-v2/group/get: one board with its stages and how many customers sit in each. */
export async function fetchGroup(ctx: Pick<LabelsContext, 'client' | 'shop'>, id: string): Promise<ApiResult<GroupRow>> {
  const result = await ctx.client.call('customerCrmV2GroupGet', { query: { shop: ctx.shop, id } });
  return fresh(result, readGroup);
}

/** GET crm-v2/stage/get: one stage as the server has it now. */
export async function fetchStage(ctx: Pick<LabelsContext, 'client' | 'shop'>, id: string): Promise<ApiResult<StageRow>> {
  const result = await ctx.client.call('customerCrmV2StageGet', { query: { shop: ctx.shop, id } });
  return fresh(result, readOneStage);
}

/**
 * PUT crm-v2/change-template-type {group, templateType}: the board's stages become the
 * template's; each customer keeps their position. The boards, their stages and cards are read again.
 */
export async function changeBoardTemplate(ctx: LabelsContext, group: string, templateType: BoardTemplate): Promise<ApiResult<GroupRow>> {
  const result = await ctx.client.call('customerCrmV2ChangeTemplateType', { body: { shop: ctx.shop, group, templateType } });
  if (result.error) return { data: null, error: result.error };
  await Promise.all([
    ctx.mutate((key: unknown) => Array.isArray(key) && (key[0] === 'customerCrmV2GroupList' || key[0] === 'customerCrmV2StageList')),
    ctx.mutate((key: unknown) => isCustomerListKey(key, ctx.shop)),
    ctx.mutate(customerKeys.filters(ctx.shop)),
  ]);
  return fresh(result, readGroup);
}
