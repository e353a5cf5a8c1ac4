import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, UserNote } from '@dukkan/core';
import { Badge, Button, Form, FormSubmit, InlineAlert, type FormController } from '@dukkan/ui';
import { noteDraft, UserDetailViewNoteFields, type NoteValues } from './UserDetailViewNoteFields.tsx';
import { FormStack, NoteBox, NoteMeta, NoteText, Row } from './UserDetailView.styles.ts';

export interface UserDetailViewNoteProps {
  note: UserNote;
  /** The staff member whose page this is: a global note written on another page says so. */
  userId: string;
  canEdit: boolean;
  /** Shows the change at once; resolves with the error after the note was put back. */
  onUpdate: (noteId: string, draft: { description: string; globalNote: boolean }) => Promise<ApiError | null>;
  /** Asks before deleting (the panel's confirmation). */
  onDeleteRequest: (note: UserNote) => void;
  /** A short quote of the note, to name it in the buttons and the confirmation. */
  excerpt: string;
}

/**
 * One note: its text, "Global note" when every staff member sees it, and for owners Edit and
 * Delete. An edit closes the editor at once (the list shows the new text); if the save fails
 * the note is put back and the editor opens again with what was typed and the reason.
 */
export function UserDetailViewNote({ note, userId, canEdit, onUpdate, onDeleteRequest, excerpt }: UserDetailViewNoteProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<NoteValues | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<FormController>(null);
  // Where focus goes after the editor opens or closes. A new object each time: a save that
  // fails before React shows the closed editor leaves `editing` true, and focus must still move.
  const [focusTo, setFocusTo] = useState<{ target: 'editor' | 'edit' } | null>(null);

  useEffect(() => {
    if (focusTo?.target === 'editor') editor.current?.focus('description');
    else if (focusTo?.target === 'edit') editButton.current?.focus();
  }, [focusTo]);

  function open() {
    setEditing(true);
    setFocusTo({ target: 'editor' });
  }

  function close() {
    setFailed(null);
    setDraft(null);
    setEditing(false);
    setFocusTo({ target: 'edit' });
  }

  async function save(values: NoteValues) {
    const next = noteDraft(values);
    setDraft(values);
    setFailed(null);
    setEditing(false);
    setFocusTo({ target: 'edit' });
    const error = await onUpdate(note.id, next);
    if (error) {
      setFailed(error);
      setEditing(true);
      setFocusTo({ target: 'editor' });
    } else setDraft(null);
  }

  const fromAnotherPage = note.globalNote && note.user !== '' && note.user !== userId;

  return (
    <NoteBox data-global={note.globalNote || undefined}>
      {note.globalNote ? (
        <NoteMeta>
          <Badge tone="info">
            <FormattedMessage id="dashboard.users.notes.globalBadge" />
          </Badge>
          <span>
            <FormattedMessage id={fromAnotherPage ? 'dashboard.users.notes.globalFromOther' : 'dashboard.users.notes.globalHere'} />
          </span>
        </NoteMeta>
      ) : null}
      {editing ? (
        <FormStack>
          {failed ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.users.notes.saveFailed.title" />}>
              <FormattedMessage
                id={failed.kind === 'network' ? 'dashboard.users.notes.saveFailed.network' : 'dashboard.users.notes.saveFailed'}
              />
            </InlineAlert>
          ) : null}
          <Form<NoteValues>
            onSubmit={save}
            controllerRef={editor}
            initialValues={draft ?? { description: note.description, globalNote: note.globalNote }}
            aria-label={intl.formatMessage({ id: 'dashboard.users.notes.editForm' })}
          >
            <FormStack>
              <UserDetailViewNoteFields labelId="dashboard.users.notes.field.edit" />
              <Row>
                <Button variant="secondary" onClick={close}>
                  <FormattedMessage id="dashboard.users.notes.cancel" />
                </Button>
                <FormSubmit>
                  <FormattedMessage id="dashboard.users.notes.save" />
                </FormSubmit>
              </Row>
            </FormStack>
          </Form>
        </FormStack>
      ) : (
        <>
          <NoteText dir="auto">{note.description}</NoteText>
          {canEdit ? (
            <Row>
              <Button
                ref={editButton}
                variant="ghost"
                size="sm"
                onClick={open}
                aria-label={intl.formatMessage({ id: 'dashboard.users.notes.edit.label' }, { note: excerpt })}
              >
                <FormattedMessage id="dashboard.users.notes.edit" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDeleteRequest(note)}
                aria-label={intl.formatMessage({ id: 'dashboard.users.notes.delete.label' }, { note: excerpt })}
              >
                <FormattedMessage id="dashboard.users.notes.delete" />
              </Button>
            </Row>
          ) : null}
        </>
      )}
    </NoteBox>
  );
}
