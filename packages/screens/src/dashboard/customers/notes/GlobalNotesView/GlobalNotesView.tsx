import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, ListPage, type ListPageStatus, type PageBreadcrumb } from '@dukkan/ui';
import { reminderLoadErrorId } from '../../reminders/reminderText.ts';
import type { GlobalNoteItem } from '../types.ts';
import { Actions, Hint, NoteRow, NoteRows, NoteText } from './GlobalNotesView.styles.ts';

export interface GlobalNotesViewProps {
  breadcrumbs?: readonly PageBreadcrumb[];
  /** GET /customer/notes/global/list, newest first. */
  notes: readonly GlobalNoteItem[];
  status: ListPageStatus;
  error?: ApiError | null;
  onRetry: () => void;
  /** Owners, leads and cashiers (`customers:update`) add, change and delete; anyone else reads. */
  canEdit: boolean;
  onAdd: () => void;
  onEdit: (note: GlobalNoteItem) => void;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (note: GlobalNoteItem) => void;
}

const EXCERPT = 40;
const excerptOf = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT).trimEnd()}…` : text);

/**
 * The shop's global notes (vendor spec §7 Customer: notes/global; decision 0073): short notes the
 * whole team keeps about how the shop serves its customers, newest first, each changed or deleted.
 */
export function GlobalNotesView(props: GlobalNotesViewProps) {
  const { notes, status, canEdit } = props;
  const intl = useIntl();
  const headingId = useId();
  const addButton = canEdit ? (
    <Button onClick={props.onAdd}>
      <FormattedMessage id="dashboard.notes.add" />
    </Button>
  ) : undefined;
  return (
    <ListPage
      title={<FormattedMessage id="dashboard.notes.title" />}
      description={<FormattedMessage id="dashboard.notes.description" />}
      breadcrumbs={props.breadcrumbs}
      primaryAction={addButton}
      status={status}
      error={<FormattedMessage id={reminderLoadErrorId(props.error)} />}
      onRetry={props.onRetry}
      isEmpty={status === 'ready' && notes.length === 0}
      empty={{
        title: <FormattedMessage id="dashboard.notes.empty" />,
        message: <FormattedMessage id={canEdit ? 'dashboard.notes.empty.message' : 'dashboard.notes.empty.readOnly'} />,
        action: addButton,
      }}
    >
      <Hint id={headingId}>
        <FormattedMessage id="dashboard.notes.listLabel" />
      </Hint>
      <NoteRows aria-labelledby={headingId}>
        {notes.map((note) => (
          <NoteRow key={note.id} data-note-id={note.id}>
            <NoteText dir="auto">{note.title}</NoteText>
            {canEdit ? (
              <Actions>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => props.onEdit(note)}
                  aria-label={intl.formatMessage({ id: 'dashboard.notes.edit.label' }, { note: excerptOf(note.title) })}
                >
                  <FormattedMessage id="dashboard.notes.edit" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => props.onDelete(note)}
                  aria-label={intl.formatMessage({ id: 'dashboard.notes.delete.label' }, { note: excerptOf(note.title) })}
                >
                  <FormattedMessage id="dashboard.notes.delete" />
                </Button>
              </Actions>
            ) : null}
          </NoteRow>
        ))}
      </NoteRows>
    </ListPage>
  );
}
