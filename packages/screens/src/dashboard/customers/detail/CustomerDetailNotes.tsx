import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Card, ConfirmDialog, EmptyState, Form, FormSubmit, InlineAlert, type FormController, type SubmitResult } from '@dukkan/ui';
import { customerRefusalId } from '../list/customerText.ts';
import { CustomerDetailNote, NoteField, type NoteValues } from './CustomerDetailNote.tsx';
import type { CustomerNote } from './types.ts';
import { ItemList, Muted, Panel, PanelHeading, Row, Stack, Status } from './CustomerDetailView.styles.ts';

export interface CustomerDetailNotesProps {
  notes: readonly CustomerNote[];
  canEdit: boolean;
  onAddNote: (text: string) => Promise<ApiError | null>;
  onEditNote: (noteId: string, text: string) => Promise<ApiError | null>;
  onDeleteNote: (noteId: string) => Promise<ApiError | null>;
}

const NOTICES = {
  added: 'dashboard.customers.detail.notes.added',
  saved: 'dashboard.customers.detail.notes.saved',
  deleted: 'dashboard.customers.detail.notes.deleted',
} as const;

const EXCERPT_LENGTH = 40;

function excerptOf(note: CustomerNote): string {
  const text = note.text.replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;
}

/**
 * The notes about a customer (vendor spec §7 Customer notes add, edit, delete): newest first,
 * added with a form (kept when the call fails), edited in place, deleted after a confirmation.
 */
export function CustomerDetailNotes({ notes, canEdit, onAddNote, onEditNote, onDeleteNote }: CustomerDetailNotesProps) {
  const intl = useIntl();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const addForm = useRef<FormController>(null);
  const [notice, setNotice] = useState<keyof typeof NOTICES | null>(null);
  const [deleteFailed, setDeleteFailed] = useState<ApiError | null>(null);
  const [confirming, setConfirming] = useState<CustomerNote | null>(null);
  const [focusHeading, setFocusHeading] = useState(0);
  const newestFirst = [...notes].reverse();

  // A deleted note takes its buttons with it: once the confirmation has gone, focus goes to the heading.
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
    const error = await onAddNote(String(values.text ?? '').trim());
    if (error) return { formError: { id: customerRefusalId(error) } };
    addForm.current?.reset({ text: '' });
    setNotice('added');
    return undefined;
  }

  async function update(noteId: string, text: string) {
    setNotice(null);
    setDeleteFailed(null);
    const error = await onEditNote(noteId, text);
    if (!error) setNotice('saved');
    return error;
  }

  async function remove(note: CustomerNote) {
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
        <FormattedMessage id="dashboard.customers.detail.notes.title" />
      </PanelHeading>
      <Status role="status">{notice ? <FormattedMessage id={NOTICES[notice]} /> : null}</Status>
      <InlineAlert
        tone="critical"
        visible={deleteFailed !== null}
        title={<FormattedMessage id="dashboard.customers.detail.notes.deleteFailed" />}
        onDismiss={() => setDeleteFailed(null)}
      >
        <FormattedMessage id={customerRefusalId(deleteFailed)} />
      </InlineAlert>
      {canEdit ? (
        <Card title={<FormattedMessage id="dashboard.customers.detail.notes.add.title" />} titleLevel={3}>
          <Form<NoteValues>
            onSubmit={add}
            initialValues={{ text: '' }}
            controllerRef={addForm}
            aria-label={intl.formatMessage({ id: 'dashboard.customers.detail.notes.add.title' })}
          >
            <Stack>
              <NoteField labelId="dashboard.customers.detail.notes.field" />
              <Row>
                <FormSubmit>
                  <FormattedMessage id="dashboard.customers.detail.notes.add.submit" />
                </FormSubmit>
              </Row>
            </Stack>
          </Form>
        </Card>
      ) : null}
      {notes.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="dashboard.customers.detail.notes.empty" />}
          description={<FormattedMessage id="dashboard.customers.detail.notes.empty.message" />}
        />
      ) : (
        <ItemList aria-labelledby={headingId}>
          {newestFirst.map((note) => (
            <li key={note.id}>
              <CustomerDetailNote
                note={note}
                canEdit={canEdit}
                onUpdate={update}
                onDeleteRequest={setConfirming}
                excerpt={excerptOf(note)}
              />
            </li>
          ))}
        </ItemList>
      )}
      {notes.length > 0 && !canEdit ? (
        <Muted>
          <FormattedMessage id="dashboard.customers.detail.readOnly" />
        </Muted>
      ) : null}
      <ConfirmDialog
        isOpen={confirming !== null}
        title={<FormattedMessage id="dashboard.customers.detail.notes.confirmDelete.title" />}
        message={
          <FormattedMessage
            id="dashboard.customers.detail.notes.confirmDelete.message"
            values={{ note: <bdi>{confirming ? excerptOf(confirming) : ''}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="dashboard.customers.detail.delete.confirm" />}
        cancelLabel={<FormattedMessage id="dashboard.customers.list.cancel" />}
        destructive
        onConfirm={() => {
          if (confirming) void remove(confirming);
        }}
        onCancel={() => setConfirming(null)}
      />
    </Panel>
  );
}
