import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, ColorLabel, Dialog, Form, FormField, FormSubmit, type FormOption, type SubmitResult } from '@dukkan/ui';
import type { ComplaintLabelItem } from './types.ts';
import { Actions, Fields, LabelList, RowActions } from './Complaints.styles.ts';

/** The colours offered for a label: readable chips in both themes (text colour is computed). */
export const LABEL_COLOURS = [
  ['#B42318', 'dashboard.complaints.labels.colour.red'],
  ['#B54708', 'dashboard.complaints.labels.colour.orange'],
  ['#1A7F5A', 'dashboard.complaints.labels.colour.green'],
  ['#175CD3', 'dashboard.complaints.labels.colour.blue'],
  ['#6941C6', 'dashboard.complaints.labels.colour.purple'],
  ['#475467', 'dashboard.complaints.labels.colour.grey'],
] as const;

export interface ComplaintLabelsDialogProps {
  isOpen: boolean;
  labels: readonly ComplaintLabelItem[];
  onOpenChange: (isOpen: boolean) => void;
  /** Adds (no id) or renames and recolours (with an id). Null when saved. */
  onSave: (label: { id?: string; name: string; color: string }) => Promise<ApiError | null>;
  /** Asks first; the caller confirms and deletes. */
  onDelete: (label: ComplaintLabelItem) => void;
}

type Values = { name?: string; color?: string };

/**
 * The complaint labels (label/add, label/list, label/edit, label/delete): each with its colour,
 * edited in the same small form that adds one. A name already used is refused on the field.
 */
export function ComplaintLabelsDialog({ isOpen, labels, onOpenChange, onSave, onDelete }: ComplaintLabelsDialogProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState<ComplaintLabelItem | null>(null);
  const colours: FormOption[] = LABEL_COLOURS.map(([value, id]) => ({ value, label: intl.formatMessage({ id }) }));
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSave({
      ...(editing ? { id: editing.id } : {}),
      name: String(values.name ?? '').trim(),
      color: String(values.color ?? LABEL_COLOURS[0][0]),
    });
    if (!error) {
      setEditing(null);
      return undefined;
    }
    if (error.code === 'duplicate_label') return { fieldErrors: { name: { id: 'dashboard.complaints.labels.duplicate' } } };
    return {
      formError: { id: error.kind === 'network' ? 'dashboard.complaints.form.error.network' : 'dashboard.complaints.form.error.server' },
    };
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="sm"
      title={<FormattedMessage id="dashboard.complaints.labels.title" />}
      description={<FormattedMessage id="dashboard.complaints.labels.description" />}
    >
      {labels.length > 0 ? (
        <LabelList aria-label={intl.formatMessage({ id: 'dashboard.complaints.labels.title' })}>
          {labels.map((label) => (
            <li key={label.id}>
              <ColorLabel color={label.color}>{label.name}</ColorLabel>
              <RowActions>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setEditing(label)}
                  aria-label={intl.formatMessage({ id: 'dashboard.complaints.labels.edit.label' }, { name: label.name })}
                >
                  <FormattedMessage id="dashboard.complaints.labels.edit" />
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => onDelete(label)}
                  aria-label={intl.formatMessage({ id: 'dashboard.complaints.labels.delete.label' }, { name: label.name })}
                >
                  <FormattedMessage id="dashboard.complaints.labels.delete" />
                </Button>
              </RowActions>
            </li>
          ))}
        </LabelList>
      ) : null}
      <Form<Values>
        key={editing?.id ?? 'new'}
        onSubmit={submit}
        initialValues={{ name: editing?.name ?? '', color: editing?.color.toUpperCase() ?? LABEL_COLOURS[0][0] }}
        aria-label={intl.formatMessage({ id: editing ? 'dashboard.complaints.labels.editTitle' : 'dashboard.complaints.labels.addTitle' })}
      >
        <Fields>
          <FormField
            name="name"
            label={{ id: 'dashboard.complaints.labels.name' }}
            rules="required:trim|length:1,40"
            inputProps={{ dir: 'auto' }}
          />
          <FormField type="radio" name="color" label={{ id: 'dashboard.complaints.labels.colour' }} options={colours} />
          <Actions>
            {editing ? (
              <Button variant="secondary" onClick={() => setEditing(null)}>
                <FormattedMessage id="dashboard.complaints.form.cancel" />
              </Button>
            ) : null}
            <FormSubmit>
              <FormattedMessage id={editing ? 'dashboard.complaints.labels.save' : 'dashboard.complaints.labels.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
