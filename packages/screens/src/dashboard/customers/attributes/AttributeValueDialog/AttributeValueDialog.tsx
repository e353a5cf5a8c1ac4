import { useForm } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type FormOption, type SubmitResult } from '@dukkan/ui';
import { labelRefusalId } from '../../labels/labelText.ts';
import { ATTRIBUTE_LIMITS } from '../attributeText.ts';
import type { AttributeItem } from '../types.ts';
import { Actions, Fields } from '../AttributeDialog/AttributeDialog.styles.ts';

export interface AttributeValueDialogProps {
  isOpen: boolean;
  attribute: AttributeItem | null;
  customerName: string;
  /** The customer's value now; empty when not set. */
  value: string;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (value: string) => Promise<ApiError | null>;
}

type Values = { value?: string };

/** Arabic-Indic and Persian digits as 0-9: the server reads Latin digits. */
const latin = (typed: string) =>
  typed
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

/** "Clear": empties the field and sends, so a refusal shows in the form like any other. */
function ClearButton() {
  const form = useForm<Values>();
  return (
    <Button
      variant="ghost"
      onClick={() => {
        form.change('value', '');
        void form.submit();
      }}
    >
      <FormattedMessage id="dashboard.attributes.value.clear" />
    </Button>
  );
}

/**
 * One customer's value of one attribute (crm-v2 attribute/link): a text, a number, a day or one
 * of the options, as the attribute's type asks. Leaving it empty, or "Clear", takes it off. A
 * refusal is said in the form and what was typed stays.
 */
export function AttributeValueDialog({ isOpen, attribute, customerName, value, onOpenChange, onSubmit }: AttributeValueDialogProps) {
  const intl = useIntl();
  const options: FormOption[] = (attribute?.options ?? []).map((o) => ({ value: o, label: o }));
  async function send(next: string): Promise<SubmitResult | undefined> {
    const error = await onSubmit(next);
    return error ? { formError: { id: labelRefusalId(error) } } : undefined;
  }
  const field = () => {
    const label = { id: 'dashboard.attributes.value.field', values: { name: attribute?.name ?? '' } };
    switch (attribute?.attributeType) {
      case 'number':
        return (
          <FormField
            name="value"
            label={label}
            rules="number|between:-1000000000,1000000000"
            inputProps={{ dir: 'ltr', inputMode: 'decimal' }}
          />
        );
      case 'date':
        return <FormField type="date" name="value" label={label} />;
      case 'select':
        return <FormField type="select" name="value" label={label} options={options} />;
      default:
        return (
          <FormField
            type="textarea"
            name="value"
            label={label}
            rules={`length:0,${ATTRIBUTE_LIMITS.text}`}
            inputProps={{ dir: 'auto', rows: 2, autoGrow: true, maxCharacters: ATTRIBUTE_LIMITS.text }}
          />
        );
    }
  };
  return (
    <Dialog
      isOpen={isOpen && attribute !== null}
      onOpenChange={onOpenChange}
      size="sm"
      isDismissable={false}
      title={<FormattedMessage id="dashboard.attributes.value.title" values={{ name: <bdi>{attribute?.name}</bdi> }} />}
      description={<FormattedMessage id="dashboard.attributes.value.description" values={{ customer: <bdi>{customerName}</bdi> }} />}
    >
      <Form<Values>
        key={`${attribute?.id ?? ''}:${value}`}
        onSubmit={(values) => send(latin(String(values.value ?? '')).trim())}
        initialValues={{ value }}
        aria-label={intl.formatMessage({ id: 'dashboard.attributes.value.form' }, { name: attribute?.name ?? '' })}
      >
        <Fields>
          {field()}
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.labels.form.cancel" />
            </Button>
            {value ? <ClearButton /> : null}
            <FormSubmit>
              <FormattedMessage id="dashboard.attributes.value.save" />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
