import { useCallback, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  addBoard,
  addStage,
  ApiRequestError,
  changeTemplate,
  crmKeys,
  deleteBoard,
  deleteStage,
  moveCustomer,
  moveStage,
  nextReminders,
  renameBoard,
  renameStage,
  shopDay,
  useCrmBoard,
  useCrmBoards,
  useCrmLabels,
  useCrmMembers,
  useCrmReminders,
  useCrmStage,
  useCrmStages,
  type CrmBoardRow,
  type CrmContext,
} from '@dukkan/data';
import { CrmBoard, type CrmCardData, type CrmReadStatus } from '@dukkan/screens';
import type { ApiError } from '@dukkan/core';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { customersUrls } from './urls.ts';

const NO_SHOP: ApiError = { kind: 'client', status: 400, message: 'No working shop', code: 'missing_param' };

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.error.status === 404;
const readStatus = (data: unknown, error: unknown): CrmReadStatus => (data ? 'ready' : error ? 'error' : 'loading');

/**
 * /customers/board/:boardId (issue #13 item 3, decisions 0049 and 0079): one of the working
 * shop's CRM boards. The board is in the path, so a reload or a shared link opens the same one:
 * it is read by id (GET crm-v2/group/get: name, template) and its columns by the stage list
 * (GET crm-v2/stage/list), both read again after every change; an id this shop does not have is
 * "board not found". /customers/board opens the first board (and an old `?board=` link, its
 * board). Labels and reminders enrich the cards; when they fail, the cards show without.
 */
export function CrmBoardRoute() {
  const { client } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const can = useCan();
  const crumbs = useCrumbs();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const asked = useParams().boardId;
  const boards = useCrmBoards(shopId);
  const group = useCrmBoard(shopId, asked);
  const columns = useCrmStages(shopId, asked);
  const notFound = isNotFound(group.error) || isNotFound(columns.error);
  // The board on screen: the group as read by id, with the stage list's columns.
  const board = useMemo((): CrmBoardRow | undefined => {
    if (!group.data || !columns.data || notFound) return undefined;
    return { ...group.data, stages: columns.data };
  }, [group.data, columns.data, notFound]);
  const shown = useMemo(() => {
    const list = boards.data ?? [];
    if (!board) return list;
    return list.some((b) => b.id === board.id) ? list.map((b) => (b.id === board.id ? board : b)) : [...list, board];
  }, [boards.data, board]);
  const members = useCrmMembers(shopId, board?.id);
  const labels = useCrmLabels(shopId);
  const reminders = useCrmReminders(shopId);
  const [readingStage, setReadingStage] = useState<string | null>(null);
  const stage = useCrmStage(shopId, readingStage);

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

  const pick = useCallback((id: string) => void navigate(customersUrls.board(id)), [navigate]);

  const readStage = useCallback(
    (id: string | null) => {
      // Drop what an earlier opening read: the dialog waits for the server's current stage.
      if (id && shopId) void mutate(crmKeys.stage(shopId, id), undefined, { revalidate: false });
      setReadingStage(id);
    },
    [mutate, shopId],
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

  // Before the board is in the path: an old `?board=` link, or the first board.
  const legacy = params.get('board');
  if (!asked && legacy) return <Navigate replace to={customersUrls.board(legacy)} />;
  if (!asked && boards.data?.[0]) return <Navigate replace to={customersUrls.board(boards.data[0].id)} />;

  const failed = [boards.error, group.error, columns.error, members.error].find((e) => e && !isNotFound(e));
  const boardStatus = asked && !notFound ? readStatus(board, group.error ?? columns.error) : 'ready';
  const listStatus = readStatus(boards.data, boards.error);
  return (
    <CrmBoard
      breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
      boards={shown}
      boardsStatus={listStatus === 'ready' ? boardStatus : listStatus}
      boardId={boardId}
      notFound={notFound}
      onShowBoards={() => void navigate(customersUrls.board())}
      onBoardChange={pick}
      cards={cards}
      cardsStatus={!board || members.data ? 'ready' : members.error ? 'error' : 'loading'}
      error={failed instanceof ApiRequestError ? failed.error : null}
      onRetry={() => {
        void boards.mutate();
        void group.mutate();
        void columns.mutate();
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
        if (!failed) void navigate(customersUrls.board(), { replace: true });
        return failed;
      }}
      onCreateStage={(id, name) => (ctx ? addStage(ctx, id, name) : Promise.resolve(NO_SHOP))}
      onRenameStage={(id, name) => (ctx ? renameStage(ctx, id, name) : Promise.resolve(NO_SHOP))}
      onReadStage={readStage}
      stageRead={{
        status: readStatus(stage.data, stage.error),
        ...(stage.data ? { stage: stage.data } : {}),
        error: stage.error instanceof ApiRequestError ? stage.error.error : null,
      }}
      onRetryStageRead={() => void stage.mutate()}
      onMoveStage={(id, order) => (ctx ? moveStage(ctx, id, order) : Promise.resolve(NO_SHOP))}
      onDeleteStage={(id) => (ctx && boardId ? deleteStage(ctx, boardId, id) : Promise.resolve(NO_SHOP))}
      onChangeTemplate={(id, template) => (ctx ? changeTemplate(ctx, id, template) : Promise.resolve(NO_SHOP))}
    />
  );
}
