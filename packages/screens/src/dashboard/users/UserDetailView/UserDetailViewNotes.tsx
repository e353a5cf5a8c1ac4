import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError, PosUser, UserNote } from '@dukkan/core';
import { Card, ConfirmDialog, EmptyState, Form, FormSubmit, InlineAlert, type FormController, type SubmitResult } from '@dukkan/ui';
import { UserDetailViewNote } from './UserDetailViewNote.tsx';
import { noteDraft, UserDetailViewNoteFields, type NoteValues } from './UserDetailViewNoteFields.tsx';
import { FormStack, Muted, NoteList, Panel, PanelHeading, Row, Status } from './UserDetailView.styles.ts';

export interface NoteDraftValues {
  description: string;
  globalNote: boolean;
}

export interface UserDetailViewNotesProps {
  user: PosUser;
  canEdit: boolean;
  onAddNote: (draft: NoteDraftValues) => Promise<ApiError | null>;
  onUpdateNote: (noteId: string, draft: NoteDraftValues) => Promise<ApiError | null>;
  onDeleteNote: (noteId: string) => Promise<ApiError | null>;
}

const NOTICES = {
  added: 'dashboard.users.notes.added',
  saved: 'dashboard.users.notes.saved',
  deleted: 'dashboard.users.notes.deleted',
} as const;
type Notice = keyof typeof NOTICES;

const EXCERPT_LENGTH = 40;

function excerptOf(note: UserNote): string {
  const text = note.description.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/** Global notes first: they concern everyone, then this person's own notes in the order written. */
function ordered(notes: readonly UserNote[]): UserNote[] {
  return [...notes.filter((n) => n.globalNote), ...notes.filter((n) => !n.globalNote)];
}

/**
 * The notes about a staff member (vendor spec §3 "User note"): add, edit and delete (with a
 * confirmation) for owners and leads; global notes are marked and show on every staff member's
 * page. Results are announced: saved and deleted politely, failures as an alert.
 */
export function UserDetailViewNotes({ user, canEdit, onAddNote, onUpdateNote, onDeleteNote }: UserDetailViewNotesProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const addForm = useRef<FormController>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleteFailed, setDeleteFailed] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState<UserNote | null>(null);
  const [focusHeading, setFocusHeading] = useState(0);
  const notes = ordered(user.notes);

  // A deleted note takes its buttons with it, and the confirmation would give focus back to
  // its Delete button: once the confirmation has left the page, focus goes to the heading.
  useEffect(() => {
    if (focusHeading === 0) return undefined;
    let frame = 0;
    let frames = 0;
    const tick = () => {
      frames += 1;
      if (document.querySelector('[role="alertdialog"]') && frames < 120) frame = requestAnimationFrame(tick);
      else heading.current?.focus();
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [focusHeading]);

  async function add(values: NoteValues): Promise<SubmitResult | undefined> {
    setNotice(null);
    const error = await onAddNote(noteDraft(values));
    if (error) {
      return {
        formError: { id: error.kind === 'network' ? 'dashboard.users.notes.addFailed.network' : 'dashboard.users.notes.addFailed' },
      };
    }
    addForm.current?.reset({ description: '', globalNote: false });
    setNotice('added');
    return undefined;
  }

  async function update(noteId: string, draft: NoteDraftValues) {
    setNotice(null);
    setDeleteFailed(null);
    const error = await onUpdateNote(noteId, draft);
    if (!error) setNotice('saved');
    return error;
  }

  async function remove(note: UserNote) {
    setConfirming(null);
    setNotice(null);
    setDeleteFailed(null);
    setFocusHeading((n) => n + 1);
    const error = await onDeleteNote(note.id);
    if (error) setDeleteFailed(error);
    else setNotice('deleted');
  }

  return (
    <Panel>
      <PanelHeading id={headingId} ref={heading} tabIndex={-1}>
        <FormattedMessage id="dashboard.users.notes.title" />
      </PanelHeading>
      <Muted>
        <FormattedMessage id="dashboard.users.notes.intro" />
      </Muted>
      <Status role="status">{notice ? <FormattedMessage id={NOTICES[notice]} /> : null}</Status>
      <InlineAlert
        tone="critical"
        visible={deleteFailed !== null}
        title={<FormattedMessage id="dashboard.users.notes.deleteFailed.title" />}
        onDismiss={() => setDeleteFailed(null)}
      >
        <FormattedMessage id="dashboard.users.notes.deleteFailed" />
      </InlineAlert>
      {canEdit ? (
        <Card title={<FormattedMessage id="dashboard.users.notes.add.title" />} titleLevel={3}>
          <Form<NoteValues>
            onSubmit={add}
            initialValues={{ description: '', globalNote: false }}
            controllerRef={addForm}
            aria-label={intl.formatMessage({ id: 'dashboard.users.notes.add.title' })}
          >
            <FormStack>
              <UserDetailViewNoteFields labelId="dashboard.users.notes.field" />
              <Row>
                <FormSubmit>
                  <FormattedMessage id="dashboard.users.notes.add.submit" />
                </FormSubmit>
              </Row>
            </FormStack>
          </Form>
        </Card>
      ) : null}
      {notes.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="dashboard.users.notes.empty" />}
          description={<FormattedMessage id={canEdit ? 'dashboard.users.notes.empty.message' : 'dashboard.users.notes.empty.readOnly'} />}
        />
      ) : (
        <NoteList aria-labelledby={headingId}>
          {notes.map((note) => (
            <li key={note.id}>
              <UserDetailViewNote
                note={note}
                userId={user.id}
                canEdit={canEdit}
                onUpdate={update}
                onDeleteRequest={setConfirming}
                excerpt={excerptOf(note)}
              />
            </li>
          ))}
        </NoteList>
      )}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={<FormattedMessage id="dashboard.users.notes.confirmDelete.title" />}
        message={
          <FormattedMessage
            id={confirming?.globalNote ? 'dashboard.users.notes.confirmDelete.global' : 'dashboard.users.notes.confirmDelete.message'}
            values={{ note: <bdi>{confirming ? excerptOf(confirming) : ''}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="dashboard.users.notes.confirmDelete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.users.notes.cancel" />}
        destructive
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Panel>
  );
}
