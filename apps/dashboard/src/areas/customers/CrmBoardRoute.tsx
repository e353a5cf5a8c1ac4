import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  addBoard,
  addStage,
  ApiRequestError,
  crmKeys,
  deleteBoard,
  deleteStage,
  moveCustomer,
  moveStage,
  nextReminders,
  renameBoard,
  renameStage,
  shopDay,
  useCrmBoards,
  useCrmLabels,
  useCrmMembers,
  useCrmReminders,
  type CrmContext,
} from '@dukkan/data';
import { CrmBoard, type CrmCardData } from '@dukkan/screens';
import type { ApiError } from '@dukkan/core';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

/**
 * /customers/board (issue #13 item 3, decision 0049): the working shop's CRM boards. The board on
 * screen is in the URL (`?board=`), so a reload or a shared link opens the same one; without it,
 * the first board. Labels and reminders enrich the cards; when they fail, the cards show without.
 */
export function CrmBoardRoute() {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const [params, setParams] = useSearchParams();
  const boards = useCrmBoards(shopId);
  const asked = params.get('board');
  const board = boards.data?.find((b) => b.id === asked) ?? boards.data?.[0];
  const members = useCrmMembers(shopId, board?.id);
  const labels = useCrmLabels(shopId);
  const reminders = useCrmReminders(shopId);

  const cards = useMemo((): CrmCardData[] => {
    if (!members.data) return [];
    const labelsById = new Map((labels.data ?? []).map((l) => [l.id, l]));
    const next = nextReminders(reminders.data ?? [], shopDay(new Date()));
    return members.data.map((m) => {
      const reminder = next.get(m.id);
      return {
        id: m.id,
        fullName: m.fullName,
        phone: m.phone,
        countryCode: m.countryCode,
        stageId: m.stageId,
        labels: m.labels.flatMap((id) => labelsById.get(id) ?? []),
        ...(reminder ? { nextReminder: { date: reminder.reminderDate, time: reminder.reminderTime, note: reminder.note } } : {}),
        ...(m.lastOrderAt ? { lastOrderAt: m.lastOrderAt } : {}),
      };
    });
  }, [members.data, labels.data, reminders.data]);

  const ctx: CrmContext | null = shopId ? { api: client.api, mutate, shop: shopId } : null;
  const boardId = board?.id ?? null;

  const pick = useCallback(
    (id: string) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('board', id);
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  const onMove = useCallback(
    async (card: CrmCardData, stageId: string) => {
      if (!ctx || !boardId) return NO_SHOP;
      const error = await moveCustomer(ctx, boardId, card.id, stageId);
      // A refusal may mean the customer or the stage changed elsewhere: show the server's board.
      if (error) void mutate(crmKeys.members(ctx.shop, boardId));
      return error;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [shopId, boardId, client, mutate],
  );

  const error = boards.error ?? members.error;
  return (
    <CrmBoard
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      boards={boards.data ?? []}
      boardsStatus={boards.data ? 'ready' : boards.error ? 'error' : 'loading'}
      boardId={boardId}
      onBoardChange={pick}
      cards={cards}
      cardsStatus={!board || members.data ? 'ready' : members.error ? 'error' : 'loading'}
      error={error instanceof ApiRequestError ? error.error : null}
      onRetry={() => {
        void boards.mutate();
        void members.mutate();
      }}
      canEdit={can('customers:update')}
      onMove={onMove}
      onCreateBoard={async (name) => {
        if (!ctx) return NO_SHOP;
        const created = await addBoard(ctx, name);
        if (created.board) pick(created.board.id);
        return created.error;
      }}
      onRenameBoard={(id, name) => (ctx ? renameBoard(ctx, id, name) : Promise.resolve(NO_SHOP))}
      onDeleteBoard={async (id) => {
        if (!ctx) return NO_SHOP;
        const failed = await deleteBoard(ctx, id);
        if (!failed) setParams(new URLSearchParams());
        return failed;
      }}
      onCreateStage={(id, name) => (ctx ? addStage(ctx, id, name) : Promise.resolve(NO_SHOP))}
      onRenameStage={(id, name) => (ctx ? renameStage(ctx, id, name) : Promise.resolve(NO_SHOP))}
      onMoveStage={(id, order) => (ctx ? moveStage(ctx, id, order) : Promise.resolve(NO_SHOP))}
      onDeleteStage={(id) => (ctx && boardId ? deleteStage(ctx, boardId, id) : Promise.resolve(NO_SHOP))}
    />
  );
}
