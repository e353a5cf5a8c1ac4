import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, type ApiError } from '@dukkan/core';
import { Button, ConfirmDialog, InlineAlert, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { AddonGroupDialog } from '../AddonGroupDialog/index.ts';
import { localName } from '../shared/productText.ts';
import type { AddonGroupRow, AddonGroupValues, AddonProductSummary } from '../shared/types.ts';
import { AddonGroupCard } from './AddonGroupCard.tsx';
import { addonReasonId, groupName } from './addonText.ts';
import { GroupItem, Groups, Hint, Notices, ScreenReaderOnly } from './AddonGroupsView.styles.ts';
import { useGroupMoves, type GroupMoveStep, type GroupMoving } from './useGroupMoves.ts';

export interface AddonGroupsViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** The product (null until it arrives). */
  product: AddonProductSummary | null;
  /** Its add-on groups in their order. */
  groups: readonly AddonGroupRow[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Owners and leads change add-ons; a cashier reads them. */
  canEdit: boolean;
  /** The open form, kept in the URL by the caller: `new`, a group id, or null. */
  editing: string | null;
  onEditingChange: (editing: string | null) => void;
  /** Saves the form (group null: a new group). Resolves with the server's refusal, or null. */
  onSave: (group: AddonGroupRow | null, values: AddonGroupValues) => Promise<ApiError | null>;
  onDelete: (group: AddonGroupRow) => Promise<ApiError | null>;
  /** Every group id once, in the new order. */
  onReorder: (ids: readonly string[]) => Promise<ApiError | null>;
}

const NEW = 'new';
const focusHandle = (id: string) => document.querySelector<HTMLElement>(`[data-group-handle="${CSS.escape(id)}"]`)?.focus();
const INSTRUCTIONS_ID = 'addon-groups-move-instructions';
const STEP_IDS: Readonly<Record<GroupMoveStep['kind'], string>> = {
  picked: 'dashboard.catalogue.addons.announce.picked',
  over: 'dashboard.catalogue.addons.announce.over',
  dropped: 'dashboard.catalogue.addons.announce.dropped',
  same: 'dashboard.catalogue.addons.announce.same',
  cancelled: 'dashboard.catalogue.addons.announce.cancelled',
};

interface Notice {
  key: number;
  tone: 'critical' | 'success';
  title: ReactNode;
  body?: ReactNode;
}

/** The list with `id` moved to `to`. */
function moved(ids: readonly string[], id: string, to: number): string[] {
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

/**
 * A product's add-on groups (vendor spec §3 "Addon group", §7 addons/*): sizes that set the
 * price and extras that add to it, each with both titles, required or optional, the most
 * options a customer may choose, and the options with their prices. The storefront shows the
 * groups in this order: they move by dragging their handle or by keyboard (Space, arrows,
 * Space), announced to screen readers. Changes show at once; a refused one is put back and
 * the page says what and why. A cashier reads the groups without the tools.
 */
export function AddonGroupsView(props: AddonGroupsViewProps) {
  const { product, groups, status, canEdit, editing, onEditingChange, onSave, onDelete, onReorder } = props;
  const intl = useIntl();
  const locale = intl.locale.startsWith('ar') ? 'ar' : 'en';
  const [notice, setNotice] = useState<Notice | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState<{ busy: boolean; error: ApiError | null }>({ busy: false, error: null });
  const [deleting, setDeleting] = useState<AddonGroupRow | null>(null);
  const focusRequest = useRef<{ id: string; order: readonly string[] } | null>(null);
  const ids = useMemo(() => groups.map((g) => g.id), [groups]);
  const productName = product ? localName(product, locale) : '';
  const n = useCallback((value: number) => formatNumber(value, locale), [locale]);
  const nameOf = useCallback(
    (id: string) => {
      const group = groups.find((g) => g.id === id);
      return group ? groupName(group, locale) : '';
    },
    [groups, locale],
  );

  const fail = useCallback((titleId: string, name: string, error: ApiError) => {
    setNotice({
      key: Date.now(),
      tone: 'critical',
      title: <FormattedMessage id={titleId} values={{ name: <bdi>{name}</bdi> }} />,
      body: <FormattedMessage id={addonReasonId(error)} />,
    });
  }, []);

  const announce = useCallback(
    (step: GroupMoveStep) =>
      setAnnouncement(
        intl.formatMessage({ id: STEP_IDS[step.kind] }, { name: nameOf(step.id), position: n(step.position + 1), count: n(ids.length) }),
      ),
    [intl, nameOf, n, ids.length],
  );

  const drop = useCallback(
    async (id: string, to: number, via: GroupMoving['via']) => {
      setNotice(null);
      const from = ids.indexOf(id);
      const order = moved(ids, id, to);
      if (via === 'keyboard') focusRequest.current = { id, order };
      const error = await onReorder(order);
      if (!error) return;
      const name = nameOf(id);
      fail('dashboard.catalogue.addons.failed.reorder', name, error);
      setAnnouncement(intl.formatMessage({ id: 'dashboard.catalogue.addons.announce.failed' }, { name, position: n(from + 1) }));
      if (via === 'keyboard') {
        focusRequest.current = null;
        requestAnimationFrame(() => focusHandle(id));
      }
    },
    [ids, onReorder, nameOf, fail, intl, n],
  );

  const moves = useGroupMoves({ ids, disabled: !canEdit, announce, onDrop: (id, to, via) => void drop(id, to, via) });
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
  // A group moved by keyboard keeps the focus on its handle in its new place (and in its old
  // one when the move is put back): once the list shows that order, once.
  useEffect(() => {
    const request = focusRequest.current;
    if (!request || ids.join('\n') !== request.order.join('\n')) return;
    focusRequest.current = null;
    focusHandle(request.id);
  }, [ids]);

  const editingGroup = editing && editing !== NEW ? (groups.find((g) => g.id === editing) ?? null) : null;
  const formOpen = canEdit && status === 'ready' && (editing === NEW || editingGroup !== null);

  async function save(values: AddonGroupValues) {
    setNotice(null);
    if (!editingGroup) {
      setAdding({ busy: true, error: null });
      const error = await onSave(null, values);
      setAdding({ busy: false, error });
      if (error) return;
      onEditingChange(null);
      const name = groupName(values, locale);
      setNotice({
        key: Date.now(),
        tone: 'success',
        title: <FormattedMessage id="dashboard.catalogue.addons.added" values={{ name: <bdi>{name}</bdi> }} />,
      });
      return;
    }
    // An edit shows at once (the caller's cache) and the form closes; a refusal is put back.
    const group = editingGroup;
    onEditingChange(null);
    const error = await onSave(group, values);
    if (error) fail('dashboard.catalogue.addons.failed.update', groupName(group, locale), error);
  }

  async function confirmDelete() {
    const group = deleting;
    setDeleting(null);
    if (!group) return;
    setNotice(null);
    const error = await onDelete(group);
    if (error) fail('dashboard.catalogue.addons.failed.delete', groupName(group, locale), error);
  }

  const dropMark = (index: number): 'before' | 'after' | undefined => {
    const m = moves.moving;
    if (!m || m.over === m.from || index !== m.over) return undefined;
    return m.over < m.from ? 'before' : 'after';
  };
  const addButton = canEdit ? (
    <Button
      onClick={() => {
        setAdding({ busy: false, error: null });
        onEditingChange(NEW);
      }}
    >
      <FormattedMessage id="dashboard.catalogue.addons.add" />
    </Button>
  ) : null;

  return (
    <>
      <ListPage
        title={
          product ? (
            <FormattedMessage id="dashboard.catalogue.addons.title" values={{ name: <bdi>{productName}</bdi> }} />
          ) : (
            <FormattedMessage id="dashboard.catalogue.addons.titleLoading" />
          )
        }
        description={<FormattedMessage id="dashboard.catalogue.addons.description" />}
        breadcrumbs={props.breadcrumbs}
        primaryAction={status === 'ready' ? addButton : null}
        status={status}
        error={
          <FormattedMessage
            id={
              props.error?.kind === 'network'
                ? 'dashboard.catalogue.addons.loadError.network'
                : props.error?.status === 404
                  ? 'dashboard.catalogue.addons.loadError.notFound'
                  : 'dashboard.catalogue.addons.loadError'
            }
          />
        }
        onRetry={props.onRetry}
        loadingRows={3}
        isEmpty={status === 'ready' && groups.length === 0}
        empty={{
          title: <FormattedMessage id="dashboard.catalogue.addons.empty" />,
          message: (
            <FormattedMessage id={canEdit ? 'dashboard.catalogue.addons.empty.message' : 'dashboard.catalogue.addons.empty.readOnly'} />
          ),
          action: addButton,
        }}
      >
        <Notices>
          {notice ? (
            <InlineAlert key={notice.key} tone={notice.tone} title={notice.title} onDismiss={() => setNotice(null)}>
              {notice.body}
            </InlineAlert>
          ) : null}
        </Notices>
        {canEdit && groups.length > 1 ? (
          <Hint id={INSTRUCTIONS_ID}>
            <FormattedMessage id="dashboard.catalogue.addons.instructions" />
          </Hint>
        ) : null}
        <Groups aria-label={intl.formatMessage({ id: 'dashboard.catalogue.addons.listLabel' }, { name: productName })}>
          {groups.map((group, index) => (
            <GroupItem key={group.id} data-group-index={index} data-drop={dropMark(index)}>
              <AddonGroupCard
                group={group}
                name={groupName(group, locale)}
                locale={locale}
                canEdit={canEdit}
                canMove={groups.length > 1}
                moving={moves.moving?.id === group.id}
                instructionsId={INSTRUCTIONS_ID}
                handlers={handlers}
                onEdit={(g) => onEditingChange(g.id)}
                onDelete={setDeleting}
              />
            </GroupItem>
          ))}
        </Groups>
      </ListPage>
      <ScreenReaderOnly aria-live="assertive" aria-atomic="true">
        {announcement}
      </ScreenReaderOnly>
      <AddonGroupDialog
        isOpen={formOpen}
        group={editingGroup}
        productName={productName}
        onClose={() => onEditingChange(null)}
        onSave={(values) => void save(values)}
        busy={adding.busy}
        error={adding.error ? <FormattedMessage id={addonReasonId(adding.error)} /> : undefined}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={
          <FormattedMessage id="dashboard.catalogue.addons.delete.title" values={{ name: deleting ? groupName(deleting, locale) : '' }} />
        }
        message={<FormattedMessage id="dashboard.catalogue.addons.delete.message" />}
        confirmLabel={<FormattedMessage id="dashboard.catalogue.addons.delete.confirm" />}
        destructive
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
