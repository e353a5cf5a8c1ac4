import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSWRConfig } from 'swr';
import type { ApiError } from '@dukkan/core';
import { addGlobalNote, ApiRequestError, deleteGlobalNote, updateGlobalNote, useGlobalNotes, type RemindersContext } from '@dukkan/data';
import { GlobalNoteDialog, GlobalNotesView, type GlobalNoteItem } from '@dukkan/screens';
import { useCan } from '../../layout/useCan.ts';
import { useCrumbs } from '../../layout/useCrumbs.ts';
import { useWorkingShop } from '../../layout/useWorkingShop.ts';
import { useDashboardServices } from '../../services.ts';
import { NO_SHOP } from './useReminderEditor.tsx';

/**
 * /customers/notes (vendor spec §7 Customer: notes/global list, add, update, delete; decision
 * 0073): the shop's global notes, newest first; add and change in a dialog, delete after asking.
 */
export function GlobalNotesRoute() {
  const { client, toasts, dialogs } = useDashboardServices();
  const { mutate } = useSWRConfig();
  const { shopId } = useWorkingShop();
  const canEdit = useCan()('customers:update');
  const crumbs = useCrumbs();
  const notes = useGlobalNotes(shopId);
  const [open, setOpen] = useState<{ note: GlobalNoteItem | null } | null>(null);
  const ctx: RemindersContext | null = shopId ? { client, mutate, shop: shopId } : null;

  async function save(text: string): Promise<ApiError | null> {
    if (!ctx || !open) return NO_SHOP;
    const result = open.note ? await updateGlobalNote(ctx, open.note.id, text) : await addGlobalNote(ctx, text);
    if (result.error) return result.error;
    toasts.add({ tone: 'success', title: <FormattedMessage id={open.note ? 'dashboard.notes.saved' : 'dashboard.notes.added'} /> });
    setOpen(null);
    return null;
  }

  async function remove(note: GlobalNoteItem) {
    if (!ctx) return;
    const sure = await dialogs.confirm({
      title: 'dashboard.notes.delete.title',
      message: 'dashboard.notes.delete.message',
      values: { note: note.title },
    });
    if (!sure) return;
    const error = await deleteGlobalNote(ctx, note.id);
    toasts.add(
      error
        ? { tone: 'error', title: <FormattedMessage id="dashboard.notes.deleteFailed" /> }
        : { tone: 'success', title: <FormattedMessage id="dashboard.notes.deleted" /> },
    );
  }

  return (
    <>
      <GlobalNotesView
        breadcrumbs={crumbs.map((crumb, i) => ({ id: String(i), ...crumb }))}
        notes={notes.data ?? []}
        status={notes.error && !notes.data ? 'error' : notes.data ? 'ready' : 'loading'}
        error={notes.error instanceof ApiRequestError ? notes.error.error : null}
        onRetry={() => void notes.mutate()}
        canEdit={canEdit}
        onAdd={() => setOpen({ note: null })}
        onEdit={(note) => setOpen({ note })}
        onDelete={(note) => void remove(note)}
      />
      <GlobalNoteDialog
        isOpen={canEdit && open !== null}
        note={open?.note ?? null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
        onSubmit={save}
      />
    </>
  );
}
