/**
 * Changes to the CRM board (vendor spec §7 Customer: crm-v2 group and stage add, update,
 * delete; POST /group/stage/customer/link). A card's move shows at once and rolls back when
 * refused (`optimisticUpdate`); changes to boards and stages wait for the server, then the
 * boards (and, when customers moved with a deleted stage, the cards) are read again.
 */
import type { ScopedMutator } from 'swr';
import type { Api, ApiError, ApiResult } from '@dukkan/core';
import { optimisticUpdate } from '../shared/optimisticUpdate.ts';
import { crmKeys, isCrmBoardKey } from './keys.ts';
import { readBoard, type CrmBoardRow, type CrmMember, type CrmTemplateType } from './read.ts';

export type CrmApi = Pick<
  Api,
  | 'groupStageCustomerLink'
  | 'customerCrmV2GroupAdd'
  | 'customerCrmV2GroupUpdate'
  | 'customerCrmV2GroupDelete'
  | 'customerCrmV2StageAdd'
  | 'customerCrmV2StageUpdate'
  | 'customerCrmV2StageDelete'
  | 'customerCrmV2ChangeTemplateType'
>;

export interface CrmContext {
  api: CrmApi;
  mutate: ScopedMutator;
  /** The working shop: every call names it. */
  shop: string;
}

export interface BilingualName {
  name: string;
  /** Empty when the vendor left the Arabic name out. */
  name_ar: string;
}

const withStage = (current: CrmMember[] | undefined, customerId: string, stageId: string): CrmMember[] =>
  (current ?? []).map((m) => (m.id === customerId ? { ...m, stageId } : m));

/** POST /group/stage/customer/link {customer, group, stage}: the card moves at once; a refusal puts it back. */
export function moveCustomer(ctx: CrmContext, boardId: string, customerId: string, stageId: string): Promise<ApiError | null> {
  return optimisticUpdate<CrmMember[], unknown>({
    mutate: ctx.mutate,
    key: crmKeys.members(ctx.shop, boardId),
    optimistic: (current) => withStage(current, customerId, stageId),
    send: () => ctx.api.groupStageCustomerLink({ body: { shop: ctx.shop, customer: customerId, group: boardId, stage: stageId } }),
    // The board is read again only when asked: a move of 500 cards' board is one row's change.
    revalidate: false,
  });
}

async function thenReread(ctx: CrmContext, result: ApiResult<unknown>, boardId?: string): Promise<ApiError | null> {
  if (result.error) return result.error;
  // The group list, the board on screen, its stage list and any stage read: all of the shop's board reads.
  await Promise.all([ctx.mutate((key) => isCrmBoardKey(key, ctx.shop)), boardId ? ctx.mutate(crmKeys.members(ctx.shop, boardId)) : null]);
  return null;
}

const names = ({ name, name_ar }: BilingualName) => ({ name: name.trim(), name_ar: name_ar.trim() });

/** POST crm-v2/group/add {name, name_ar}: the new board (the server gives it one first stage). */
export async function addBoard(ctx: CrmContext, name: BilingualName): Promise<{ board: CrmBoardRow | null; error: ApiError | null }> {
  const result = await ctx.api.customerCrmV2GroupAdd({ body: { shop: ctx.shop, ...names(name) } });
  const error = await thenReread(ctx, result);
  return { board: error ? null : readBoard(result.data), error };
}

/** PUT crm-v2/group/update {id, name, name_ar}. */
export async function renameBoard(ctx: CrmContext, boardId: string, name: BilingualName): Promise<ApiError | null> {
  return thenReread(ctx, await ctx.api.customerCrmV2GroupUpdate({ body: { shop: ctx.shop, id: boardId, ...names(name) } }));
}

/** DELETE crm-v2/group/delete {id}: its customers leave the pipeline. */
export async function deleteBoard(ctx: CrmContext, boardId: string): Promise<ApiError | null> {
  return thenReread(ctx, await ctx.api.customerCrmV2GroupDelete({ body: { shop: ctx.shop, id: boardId } }));
}

/** POST crm-v2/stage/add {group, name, name_ar}: added as the last column. */
export async function addStage(ctx: CrmContext, boardId: string, name: BilingualName): Promise<ApiError | null> {
  return thenReread(ctx, await ctx.api.customerCrmV2StageAdd({ body: { shop: ctx.shop, group: boardId, ...names(name) } }));
}

/** PUT crm-v2/stage/update {id, name, name_ar}. */
export async function renameStage(ctx: CrmContext, stageId: string, name: BilingualName): Promise<ApiError | null> {
  return thenReread(ctx, await ctx.api.customerCrmV2StageUpdate({ body: { shop: ctx.shop, id: stageId, ...names(name) } }));
}

/** PUT crm-v2/stage/update {id, order}: 1-based place among the board's stages; the others shift. */
export async function moveStage(ctx: CrmContext, stageId: string, order: number): Promise<ApiError | null> {
  return thenReread(ctx, await ctx.api.customerCrmV2StageUpdate({ body: { shop: ctx.shop, id: stageId, order } }));
}

/** DELETE crm-v2/stage/delete {id}: its customers move to the board's first stage, so the cards are read again. */
export async function deleteStage(ctx: CrmContext, boardId: string, stageId: string): Promise<ApiError | null> {
  return thenReread(ctx, await ctx.api.customerCrmV2StageDelete({ body: { shop: ctx.shop, id: stageId } }), boardId);
}

/**
 * PUT crm-v2/change-template-type {group, templateType}: the board's stages are replaced by the
 * template's, each customer keeping their place (n-th stage to n-th, or the last), so the
 * cards are read again with the board.
 */
export async function changeTemplate(ctx: CrmContext, boardId: string, templateType: CrmTemplateType): Promise<ApiError | null> {
  return thenReread(
    ctx,
    await ctx.api.customerCrmV2ChangeTemplateType({ body: { shop: ctx.shop, group: boardId, templateType } }),
    boardId,
  );
}
