import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type SubmitResult } from '@dukkan/ui';
import { reminderRefusalId } from '../../reminders/reminderText.ts';
import type { GlobalNoteItem } from '../types.ts';
import { Actions, Fields } from './GlobalNoteDialog.styles.ts';

/** What the mock keeps of a global note (crm-v2.attributes.ts): 80 characters. */
export const GLOBAL_NOTE_LIMIT = 80;

export interface GlobalNoteDialogProps {
  isOpen: boolean;
  /** The note being changed; absent for a new one. */
  note?: GlobalNoteItem | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (text: string) => Promise<ApiError | null>;
}

type Values = { title?: string };

/**
 * "New note" and "Edit note" (notes/global add, update): one short text, up to 80 characters,
 * with a live count; what was typed stays when the server refuses.
 */
export function GlobalNoteDialog({ isOpen, note, onOpenChange, onSubmit }: GlobalNoteDialogProps) {
  const intl = useIntl();
  const titleId = note ? 'dashboard.notes.form.editTitle' : 'dashboard.notes.form.addTitle';
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit(String(values.title ?? '').trim());
    return error ? { formError: { id: reminderRefusalId(error) } } : undefined;
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id="dashboard.notes.form.description" />}
    >
      <Form<Values>
        key={note?.id ?? 'new'}
        onSubmit={submit}
        initialValues={{ title: note?.title ?? '' }}
        aria-label={intl.formatMessage({ id: titleId })}
      >
        <Fields>
          <FormField
            type="textarea"
            name="title"
            label={{ id: 'dashboard.notes.form.text' }}
            rules={`required:trim|length:0,${GLOBAL_NOTE_LIMIT}`}
            inputProps={{ dir: 'auto', rows: 2, autoGrow: true, maxCharacters: GLOBAL_NOTE_LIMIT }}
          />
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.reminders.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={note ? 'dashboard.notes.form.save' : 'dashboard.notes.form.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
