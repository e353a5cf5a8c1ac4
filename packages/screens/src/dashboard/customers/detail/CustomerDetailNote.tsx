import { useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Form, FormField, FormSubmit, InlineAlert, type FormController } from '@dukkan/ui';
import { customerRefusalId } from '../list/customerText.ts';
import type { CustomerNote } from './types.ts';
import { ItemBox, ItemText, Meta, Row, Stack } from './CustomerDetailView.styles.ts';

/** The mock keeps up to 2,000 characters of a customer note. */
export const NOTE_MAX_LENGTH = 2000;

export type NoteValues = { text?: string };

export function NoteField({ labelId }: { labelId: string }) {
  return (
    <FormField
      type="textarea"
      name="text"
      label={{ id: labelId }}
      validationLabel={{ id: 'dashboard.customers.detail.notes.field.name' }}
      rules={`required:trim|length:0,${NOTE_MAX_LENGTH}`}
      inputProps={{ rows: 3, maxCharacters: NOTE_MAX_LENGTH, autoGrow: true, dir: 'auto' }}
    />
  );
}

export interface CustomerDetailNoteProps {
  note: CustomerNote;
  canEdit: boolean;
  /** Shows the change at once; resolves with the error after the note was put back. */
  onUpdate: (noteId: string, text: string) => Promise<ApiError | null>;
  onDeleteRequest: (note: CustomerNote) => void;
  /** A short quote of the note, to name it in the buttons. */
  excerpt: string;
}

/**
 * One note: its text and date, and for people who may change customers Edit and Delete. A save
 * closes the editor at once; if it fails the editor opens again with what was typed and why.
 */
export function CustomerDetailNote({ note, canEdit, onUpdate, onDeleteRequest, excerpt }: CustomerDetailNoteProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<NoteValues | null>(null);
  const [failed, setFailed] = useState<ApiError | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<FormController>(null);
  const [focusTo, setFocusTo] = useState<{ target: 'editor' | 'edit' } | null>(null);

  useEffect(() => {
    if (focusTo?.target === 'editor') editor.current?.focus('text');
    else if (focusTo?.target === 'edit') editButton.current?.focus();
  }, [focusTo]);

  function close() {
    setFailed(null);
    setDraft(null);
    setEditing(false);
    setFocusTo({ target: 'edit' });
  }

  async function save(values: NoteValues) {
    setDraft(values);
    setFailed(null);
    setEditing(false);
    setFocusTo({ target: 'edit' });
    const error = await onUpdate(note.id, String(values.text ?? '').trim());
    if (error) {
      setFailed(error);
      setEditing(true);
      setFocusTo({ target: 'editor' });
    } else setDraft(null);
  }

  return (
    <ItemBox>
      {note.createdAt ? (
        <Meta>
          <FormattedDate value={note.createdAt} day="numeric" month="short" year="numeric" timeZone="Asia/Dubai" />
        </Meta>
      ) : null}
      {editing ? (
        <Stack>
          {failed ? (
            <InlineAlert tone="critical" title={<FormattedMessage id="dashboard.customers.detail.notes.saveFailed" />}>
              <FormattedMessage id={customerRefusalId(failed)} />
            </InlineAlert>
          ) : null}
          <Form<NoteValues>
            onSubmit={save}
            controllerRef={editor}
            initialValues={draft ?? { text: note.text }}
            aria-label={intl.formatMessage({ id: 'dashboard.customers.detail.notes.editForm' })}
          >
            <Stack>
              <NoteField labelId="dashboard.customers.detail.notes.field.edit" />
              <Row>
                <Button variant="secondary" onClick={close}>
                  <FormattedMessage id="dashboard.customers.list.cancel" />
                </Button>
                <FormSubmit>
                  <FormattedMessage id="dashboard.customers.detail.notes.save" />
                </FormSubmit>
              </Row>
            </Stack>
          </Form>
        </Stack>
      ) : (
        <>
          <ItemText dir="auto">{note.text}</ItemText>
          {canEdit ? (
            <Row>
              <Button
                ref={editButton}
                variant="ghost"
                size="sm"
                onClick={() => {
                  setEditing(true);
                  setFocusTo({ target: 'editor' });
                }}
                aria-label={intl.formatMessage({ id: 'dashboard.customers.detail.notes.edit.label' }, { note: excerpt })}
              >
                <FormattedMessage id="dashboard.customers.detail.notes.edit" />
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onDeleteRequest(note)}
                aria-label={intl.formatMessage({ id: 'dashboard.customers.detail.notes.delete.label' }, { note: excerpt })}
              >
                <FormattedMessage id="dashboard.customers.detail.notes.delete" />
              </Button>
            </Row>
          ) : null}
        </>
      )}
    </ItemBox>
  );
}
