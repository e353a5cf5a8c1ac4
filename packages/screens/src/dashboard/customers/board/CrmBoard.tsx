import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type ApiError } from '@dukkan/core';
import { Button, ConfirmDialog, EmptyState, ErrorState, InlineAlert, Page, Select, Skeleton, type PageBreadcrumb } from '@dukkan/ui';
import { CrmBoardColumn, type StageAction } from './CrmBoardColumn.tsx';
import { crmRefusalId } from './crmText.ts';
import { Column, Columns, Notices, ScreenReaderOnly, Toolbar } from './CrmBoard.styles.ts';
import { CrmNameDialog } from './CrmNameDialog.tsx';
import { CrmTemplateDialog, TEMPLATE_NAME_IDS } from './CrmTemplateDialog.tsx';
import { useCardMoves, type MoveStep, type Moving } from './useCardMoves.ts';
import type { CrmBoardSummary, CrmBoardTemplate, CrmCardData, CrmName, CrmStageRead } from './types.ts';

type Status = 'loading' | 'error' | 'ready';

export interface CrmBoardProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The shop's boards (crm-v2 groups), each with its stages in order. */
  boards: readonly CrmBoardSummary[];
  boardsStatus: Status;
  /** The board on screen; null when there is none. */
  boardId: string | null;
  /** The board asked for (a link or the URL) does not exist in this shop. */
  notFound?: boolean;
  /** From "board not found": back to the shop's boards. */
  onShowBoards?: () => void;
  onBoardChange: (boardId: string) => void;
  /** The customers on the board, newest first within a stage. */
  cards: readonly CrmCardData[];
  cardsStatus: Status;
  /** Why the board did not load. */
  error?: ApiError | null;
  onRetry: () => void;
  /** Moving customers and changing boards and stages (customers:update). */
  canEdit: boolean;
  /** Resolves with the refusal, or null when the server took the move. */
  onMove: (card: CrmCardData, stageId: string) => Promise<ApiError | null>;
  onCreateBoard: (name: CrmName) => Promise<ApiError | null>;
  onRenameBoard: (boardId: string, name: CrmName) => Promise<ApiError | null>;
  onDeleteBoard: (boardId: string) => Promise<ApiError | null>;
  onCreateStage: (boardId: string, name: CrmName) => Promise<ApiError | null>;
  onRenameStage: (stageId: string, name: CrmName) => Promise<ApiError | null>;
  /**
   * A stage's dialog opens (its id) or closes (null): the app reads the stage from the server
   * (GET crm-v2/stage/get) and answers in `stageRead`, so the dialog edits the current names.
   * Without it, the dialog starts from the board's own copy.
   */
  onReadStage?: (stageId: string | null) => void;
  stageRead?: CrmStageRead;
  onRetryStageRead?: () => void;
  /** Switches the board's template (its stages are replaced); without it, the board offers none. */
  onChangeTemplate?: (boardId: string, template: CrmBoardTemplate) => Promise<ApiError | null>;
  /** `order` is the stage's new 1-based place on the board. */
  onMoveStage: (stageId: string, order: number) => Promise<ApiError | null>;
  onDeleteStage: (stageId: string) => Promise<ApiError | null>;
}

type OpenDialog =
  { kind: 'newBoard' | 'renameBoard' | 'newStage' | 'deleteBoard' | 'template' } | { kind: 'renameStage' | 'deleteStage'; stageId: string };

interface Refusal {
  titleId: string;
  values: Record<string, string>;
  error: ApiError | null;
}

const INSTRUCTIONS_ID = 'crm-board-instructions';
const STEP_IDS: Record<MoveStep['kind'], string> = {
  picked: 'dashboard.customers.board.announce.picked',
  over: 'dashboard.customers.board.announce.over',
  outside: 'dashboard.customers.board.announce.outside',
  dropped: 'dashboard.customers.board.announce.dropped',
  same: 'dashboard.customers.board.announce.same',
  cancelled: 'dashboard.customers.board.announce.cancelled',
};

function BoardSkeleton() {
  return (
    <Columns aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <Column key={i} as="div">
          <Skeleton inlineSize="40%" blockSize="20px" />
          <Skeleton blockSize="140px" radius="md" />
          <Skeleton blockSize="140px" radius="md" />
        </Column>
      ))}
    </Columns>
  );
}

/**
 * The CRM board (issue #13 item 3; vendor spec §3 "CRM groups with stages", §7 crm-v2 group and
 * stage, POST /group/stage/customer/link): a board per group, a column per stage, a card per
 * customer. Cards move by dragging their handle or by keyboard (useCardMoves), each step said
 * in a live region; a move shows at once and a refused one comes back with the reason.
 */
export function CrmBoard(props: CrmBoardProps) {
  const { boards, boardId, cards, canEdit, onMove, onMoveStage, onReadStage } = props;
  const intl = useIntl();
  const rtl = intl.locale.toLowerCase().startsWith('ar');
  const board = boards.find((b) => b.id === boardId) ?? null;
  const stages = useMemo(() => board?.stages ?? [], [board]);
  const stageIds = useMemo(() => stages.map((s) => s.id), [stages]);
  const stageName = useCallback(
    (index: number) => (stages[index] ? localised(stages[index], 'name', intl.locale) : ''),
    [stages, intl.locale],
  );
  const [announcement, setAnnouncement] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ cardId: string; n: number } | null>(null);

  const byStage = useMemo(() => {
    const columns = new Map<string, CrmCardData[]>(stageIds.map((id) => [id, []]));
    for (const card of cards) columns.get(card.stageId)?.push(card);
    return columns;
  }, [cards, stageIds]);

  const announce = useCallback(
    (step: MoveStep) => {
      setAnnouncement(
        intl.formatMessage(
          { id: STEP_IDS[step.kind] },
          { name: step.card.fullName, stage: stageName(step.stage), position: step.stage + 1, count: stageIds.length },
        ),
      );
    },
    [intl, stageName, stageIds.length],
  );

  const drop = useCallback(
    async (card: CrmCardData, stageId: string, via: Moving['via']) => {
      setRefusal(null);
      const from = stageIds.indexOf(card.stageId);
      const to = stageIds.indexOf(stageId);
      if (via === 'keyboard') setFocusRequest((r) => ({ cardId: card.id, n: (r?.n ?? 0) + 1 }));
      const error = await onMove(card, stageId);
      if (!error) return;
      const values = { name: card.fullName, stage: stageName(to), from: stageName(from) };
      setRefusal({ titleId: 'dashboard.customers.board.refused.move', values, error });
      setAnnouncement(intl.formatMessage({ id: 'dashboard.customers.board.announce.failed' }, values));
      if (via === 'keyboard') setFocusRequest((r) => ({ cardId: card.id, n: (r?.n ?? 0) + 1 }));
    },
    [onMove, stageIds, stageName, intl],
  );

  const moves = useCardMoves({ stageIds, rtl, disabled: !canEdit, announce, onDrop: (c, s, via) => void drop(c, s, via) });
  const handlers = useMemo(
    () => ({
      onKeyDown: moves.onKeyDown,
      onBlur: moves.onBlur,
      onPointerDown: moves.onPointerDown,
      onPointerMove: moves.onPointerMove,
      onPointerUp: moves.onPointerUp,
    }),
    [moves.onKeyDown, moves.onBlur, moves.onPointerDown, moves.onPointerMove, moves.onPointerUp],
  );
  const movingCard = moves.moving ? cards.find((c) => c.id === moves.moving?.cardId) : undefined;
  const overIndex = moves.moving ? moves.moving.over : null;

  /** Runs a change to a board or a stage; a refusal is shown above the board. */
  const change = useCallback(async (titleId: string, values: Record<string, string>, send: () => Promise<ApiError | null>) => {
    setRefusal(null);
    const error = await send();
    if (error) setRefusal({ titleId, values, error });
    return error;
  }, []);

  const onStageAction = useCallback(
    (stageId: string, action: StageAction) => {
      const index = stageIds.indexOf(stageId);
      if (action === 'rename') {
        setDialog({ kind: 'renameStage', stageId });
        onReadStage?.(stageId);
      } else if (action === 'delete') setDialog({ kind: 'deleteStage', stageId });
      else {
        const order = index + 1 + (action === 'earlier' ? -1 : 1);
        void change('dashboard.customers.board.refused.stageMove', { stage: stageName(index) }, () => onMoveStage(stageId, order)).then(
          (error) => {
            if (!error)
              setAnnouncement(
                intl.formatMessage(
                  { id: 'dashboard.customers.board.announce.stageMoved' },
                  { stage: stageName(index), position: order, count: stageIds.length },
                ),
              );
          },
        );
      }
    },
    [stageIds, stageName, change, onMoveStage, onReadStage, intl],
  );

  const stageRead = props.stageRead;
  const dialogStage = dialog && 'stageId' in dialog ? stages.find((s) => s.id === dialog.stageId) : undefined;
  const boardName = board ? localised(board, 'name', intl.locale) : '';

  let body;
  if (props.notFound && props.boardsStatus !== 'loading')
    body = (
      <EmptyState
        title={<FormattedMessage id="dashboard.customers.board.notFound" />}
        description={<FormattedMessage id="dashboard.customers.board.notFound.message" />}
        action={
          props.onShowBoards ? (
            <Button onClick={props.onShowBoards}>
              <FormattedMessage id="dashboard.customers.board.notFound.back" />
            </Button>
          ) : undefined
        }
      />
    );
  else if (props.boardsStatus === 'loading' || (board && props.cardsStatus === 'loading')) body = <BoardSkeleton />;
  else if (props.boardsStatus === 'error' || props.cardsStatus === 'error')
    body = (
      <ErrorState
        title={<FormattedMessage id="dashboard.customers.board.error" />}
        description={
          <FormattedMessage
            id={props.error?.kind === 'network' ? 'dashboard.customers.board.refused.network' : 'dashboard.customers.board.error.message'}
          />
        }
        onRetry={props.onRetry}
      />
    );
  else if (!board)
    body = (
      <EmptyState
        title={<FormattedMessage id="dashboard.customers.board.none" />}
        description={<FormattedMessage id={canEdit ? 'dashboard.customers.board.none.message' : 'dashboard.customers.board.none.reader'} />}
        action={
          canEdit ? (
            <Button onClick={() => setDialog({ kind: 'newBoard' })}>
              <FormattedMessage id="dashboard.customers.board.new" />
            </Button>
          ) : undefined
        }
      />
    );
  else
    body = (
      <>
        {cards.length === 0 ? (
          <Notices>
            <InlineAlert tone="info" title={<FormattedMessage id="dashboard.customers.board.empty" />}>
              <FormattedMessage id="dashboard.customers.board.empty.message" />
            </InlineAlert>
          </Notices>
        ) : null}
        <Columns>
          {stages.map((stage, index) => (
            <CrmBoardColumn
              key={stage.id}
              stageId={stage.id}
              index={index}
              stageCount={stages.length}
              name={localised(stage, 'name', intl.locale)}
              color={stage.color}
              cards={byStage.get(stage.id) ?? []}
              // Only the columns a move concerns get its state: the others keep their props and do not re-render.
              movingId={movingCard?.stageId === stage.id ? movingCard.id : null}
              over={overIndex === index}
              movingName={overIndex === index ? (movingCard?.fullName ?? null) : null}
              canMove={canEdit}
              canEdit={canEdit}
              instructionsId={INSTRUCTIONS_ID}
              handlers={handlers}
              focusRequest={focusRequest && byStage.get(stage.id)?.some((c) => c.id === focusRequest.cardId) ? focusRequest : null}
              onStageAction={onStageAction}
            />
          ))}
        </Columns>
      </>
    );

  // The toolbar and the "New board" button are kept between renders: each step of a move (picked
  // up, over a column, dropped) re-renders the board, and re-rendered their react-aria Select and
  // buttons with it (decision 0093).
  const { boardsStatus, onBoardChange } = props;
  const canSwitchTemplate = Boolean(props.onChangeTemplate);
  const toolbar = useMemo(
    () =>
      boardsStatus === 'ready' && boards.length > 0 ? (
        <Toolbar>
          <Select
            label={intl.formatMessage({ id: 'dashboard.customers.board.pick' })}
            options={boards.map((b) => ({ id: b.id, label: localised(b, 'name', intl.locale) }))}
            value={boardId}
            onChange={(id) => {
              if (id) onBoardChange(id);
            }}
          />
          {canEdit && board ? (
            <>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'newStage' })}>
                <FormattedMessage id="dashboard.customers.board.stage.new" />
              </Button>
              <Button variant="secondary" onClick={() => setDialog({ kind: 'renameBoard' })}>
                <FormattedMessage id="dashboard.customers.board.rename" />
              </Button>
              {canSwitchTemplate ? (
                <Button variant="secondary" onClick={() => setDialog({ kind: 'template' })}>
                  <FormattedMessage id="dashboard.customers.board.template" />
                </Button>
              ) : null}
              <Button variant="danger" onClick={() => setDialog({ kind: 'deleteBoard' })}>
                <FormattedMessage id="dashboard.customers.board.delete" />
              </Button>
            </>
          ) : null}
        </Toolbar>
      ) : null,
    [boardsStatus, boards, intl, boardId, onBoardChange, canEdit, board, canSwitchTemplate],
  );

  const newBoardButton = useMemo(
    () =>
      canEdit && boardsStatus === 'ready' && boards.length > 0 ? (
        <Button onClick={() => setDialog({ kind: 'newBoard' })}>
          <FormattedMessage id="dashboard.customers.board.new" />
        </Button>
      ) : undefined,
    [canEdit, boardsStatus, boards.length],
  );

  const close = () => {
    if (dialog?.kind === 'renameStage') onReadStage?.(null);
    setDialog(null);
  };
  const deletedStageIndex = dialog?.kind === 'deleteStage' ? stageIds.indexOf(dialog.stageId) : -1;
  const receivingStage = deletedStageIndex === 0 ? 1 : 0;
  const confirmValues = {
    board: boardName,
    stage: dialogStage ? localised(dialogStage, 'name', intl.locale) : '',
    count: dialog?.kind === 'deleteBoard' ? cards.length : (byStage.get(dialogStage?.id ?? '')?.length ?? 0),
    first: stageName(receivingStage),
  };

  return (
    <Page
      title={<FormattedMessage id="dashboard.customers.board.title" />}
      description={<FormattedMessage id="dashboard.customers.board.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={newBoardButton}
    >
      <ScreenReaderOnly aria-live="assertive" aria-atomic="true">
        {announcement}
      </ScreenReaderOnly>
      <ScreenReaderOnly id={INSTRUCTIONS_ID}>
        <FormattedMessage id="dashboard.customers.board.instructions" />
      </ScreenReaderOnly>
      {toolbar}
      <Notices>
        {refusal ? (
          <InlineAlert
            tone="critical"
            title={<FormattedMessage id={refusal.titleId} values={refusal.values} />}
            onDismiss={() => setRefusal(null)}
          >
            <FormattedMessage id={crmRefusalId(refusal.error)} />
          </InlineAlert>
        ) : null}
      </Notices>
      {body}
      {dialog?.kind === 'newBoard' ? (
        <CrmNameDialog
          isOpen
          kind="board"
          titleId="dashboard.customers.board.new.title"
          submitId="dashboard.customers.board.create"
          initial={{ name: '', name_ar: '' }}
          onClose={close}
          onSubmit={(name) => props.onCreateBoard(name)}
        />
      ) : null}
      {dialog?.kind === 'renameBoard' && board ? (
        <CrmNameDialog
          isOpen
          kind="board"
          titleId="dashboard.customers.board.rename.title"
          submitId="dashboard.customers.board.save"
          initial={{ name: board.name, name_ar: board.name_ar ?? '' }}
          onClose={close}
          onSubmit={(name) => props.onRenameBoard(board.id, name)}
        />
      ) : null}
      {dialog?.kind === 'newStage' && board ? (
        <CrmNameDialog
          isOpen
          kind="stage"
          titleId="dashboard.customers.board.stage.new.title"
          submitId="dashboard.customers.board.create"
          initial={{ name: '', name_ar: '' }}
          onClose={close}
          onSubmit={(name) => props.onCreateStage(board.id, name)}
        />
      ) : null}
      {dialog?.kind === 'renameStage' && dialogStage ? (
        <CrmNameDialog
          isOpen
          kind="stage"
          titleId="dashboard.customers.board.stage.rename.title"
          submitId="dashboard.customers.board.save"
          initial={{
            name: (stageRead?.stage ?? dialogStage).name,
            name_ar: (stageRead?.stage ?? dialogStage).name_ar ?? '',
          }}
          read={
            onReadStage && stageRead
              ? { status: stageRead.status, error: stageRead.error ?? null, onRetry: () => props.onRetryStageRead?.() }
              : undefined
          }
          onClose={close}
          onSubmit={(name) => props.onRenameStage(dialogStage.id, name)}
        />
      ) : null}
      {dialog?.kind === 'template' && board && props.onChangeTemplate ? (
        <CrmTemplateDialog
          isOpen
          boardName={boardName}
          current={board.templateType}
          stageCount={stages.length}
          onClose={close}
          onSubmit={async (template) => {
            const error = await props.onChangeTemplate!(board.id, template);
            if (!error)
              setAnnouncement(
                intl.formatMessage(
                  { id: 'dashboard.customers.board.template.switched' },
                  { template: intl.formatMessage({ id: TEMPLATE_NAME_IDS[template] }) },
                ),
              );
            return error;
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={dialog?.kind === 'deleteBoard' || dialog?.kind === 'deleteStage'}
        destructive
        busy={busy}
        title={
          <FormattedMessage
            id={dialog?.kind === 'deleteBoard' ? 'dashboard.customers.board.delete.title' : 'dashboard.customers.board.stage.delete.title'}
            values={confirmValues}
          />
        }
        message={
          <FormattedMessage
            id={
              dialog?.kind === 'deleteBoard' ? 'dashboard.customers.board.delete.message' : 'dashboard.customers.board.stage.delete.message'
            }
            values={confirmValues}
          />
        }
        confirmLabel={<FormattedMessage id="dashboard.customers.board.delete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.customers.board.cancel" />}
        onCancel={close}
        onConfirm={() => {
          const open = dialog;
          if (!open || !board) return;
          setBusy(true);
          const send =
            open.kind === 'deleteStage'
              ? change(
                  'dashboard.customers.board.refused.stageDelete',
                  { stage: dialogStage ? localised(dialogStage, 'name', intl.locale) : '' },
                  () => props.onDeleteStage(open.stageId),
                )
              : change('dashboard.customers.board.refused.boardDelete', { board: boardName }, () => props.onDeleteBoard(board.id));
          void send.then(() => {
            setBusy(false);
            setDialog(null);
          });
        }}
      />
    </Page>
  );
}
