import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, ColorLabel, Dialog, Form, FormField, FormSubmit, type FormOption, type SubmitResult } from '@dukkan/ui';
import { LABEL_NAME_LIMIT, LABEL_PALETTE, labelRefusalId } from '../labelText.ts';
import type { LabelDraftValues, LabelItem } from '../types.ts';
import { Actions, Fields, Preview } from './LabelDialog.styles.ts';

export interface LabelDialogProps {
  isOpen: boolean;
  /** The label being changed; absent for a new one. */
  label?: LabelItem | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (draft: LabelDraftValues) => Promise<ApiError | null>;
}

type Values = { name?: string; color?: string };

const paletteColour = (color: string | undefined) =>
  LABEL_PALETTE.find((c) => c.value === color?.toUpperCase())?.value ?? LABEL_PALETTE[0].value;

/**
 * "New label" and "Edit label" (label/add, label/update): a name up to 40 characters and one of
 * the palette's colours, with the chip as it will look. A name the shop already has is refused
 * on the field; any other refusal is said in the form, and what was typed stays.
 */
export function LabelDialog({ isOpen, label, onOpenChange, onSubmit }: LabelDialogProps) {
  const intl = useIntl();
  const titleId = label ? 'dashboard.labels.form.editTitle' : 'dashboard.labels.form.addTitle';
  const colours: FormOption[] = LABEL_PALETTE.map((c) => ({ value: c.value, label: intl.formatMessage({ id: c.nameId }) }));
  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit({ name: String(values.name ?? '').trim(), color: paletteColour(values.color) });
    if (!error) return undefined;
    if (error.code === 'duplicate_label') return { fieldErrors: { name: { id: 'dashboard.labels.form.duplicate' } } };
    return { formError: { id: labelRefusalId(error) } };
  }
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id="dashboard.labels.form.description" />}
    >
      <Form<Values>
        key={label?.id ?? 'new'}
        onSubmit={submit}
        initialValues={{ name: label?.name ?? '', color: paletteColour(label?.color) }}
        aria-label={intl.formatMessage({ id: titleId })}
      >
        <Fields>
          <FormField
            name="name"
            label={{ id: 'dashboard.labels.form.name' }}
            rules={`required:trim|length:0,${LABEL_NAME_LIMIT}`}
            inputProps={{ dir: 'auto' }}
          />
          <FormField type="radio" name="color" label={{ id: 'dashboard.labels.form.colour' }} options={colours} />
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) => (
              <Preview data-testid="label-preview">
                <FormattedMessage id="dashboard.labels.form.preview" />
                <ColorLabel color={paletteColour(values.color)}>
                  {String(values.name ?? '').trim() || intl.formatMessage({ id: 'dashboard.labels.form.previewName' })}
                </ColorLabel>
              </Preview>
            )}
          </FormSpy>
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.labels.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={label ? 'dashboard.labels.form.save' : 'dashboard.labels.form.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
