import { useMemo } from 'react';
import { FormSpy } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import { Button, Dialog, Form, FormField, FormSubmit, type CustomRule, type FormOption, type SubmitResult } from '@dukkan/ui';
import { labelRefusalId } from '../../labels/labelText.ts';
import { ATTRIBUTE_KINDS, ATTRIBUTE_LIMITS, KIND_IDS, optionLines } from '../attributeText.ts';
import type { AttributeDraftValues, AttributeItem, AttributeKind } from '../types.ts';
import { Actions, Fields, Fixed } from './AttributeDialog.styles.ts';

export interface AttributeDialogProps {
  isOpen: boolean;
  /** The attribute being changed; absent for a new one. */
  attribute?: AttributeItem | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes the dialog), or with the refusal to show it. */
  onSubmit: (draft: AttributeDraftValues) => Promise<ApiError | null>;
}

type Values = { name?: string; attributeType?: string; options?: string };

const kindOf = (value: unknown): AttributeKind => ATTRIBUTE_KINDS.find((k) => k === value) ?? 'text';

/**
 * "New attribute" and "Edit attribute" (crm-v2 attribute/add, attribute/update): a name, a type
 * (text, number, date or choice) and, for a choice, its options one per line. The type is fixed
 * once created (the server keeps values that fit it); taking an option away clears it on the
 * customers who had it, which the form says before saving.
 */
export function AttributeDialog({ isOpen, attribute, onOpenChange, onSubmit }: AttributeDialogProps) {
  const intl = useIntl();
  const titleId = attribute ? 'dashboard.attributes.form.editTitle' : 'dashboard.attributes.form.addTitle';
  const kinds: FormOption[] = ATTRIBUTE_KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: KIND_IDS[k] }) }));
  const optionsRules = useMemo(() => {
    const isChoice = (getValue: (name: string) => unknown) => kindOf(attribute?.attributeType ?? getValue('attributeType')) === 'select';
    const count: CustomRule = {
      name: 'attribute_options_count',
      runsOnEmpty: true,
      validate: ({ value, getValue }) => {
        if (!isChoice(getValue)) return true;
        const lines = optionLines(String(value ?? ''));
        return lines.length >= 1 && lines.length <= ATTRIBUTE_LIMITS.options;
      },
      message: { id: 'dashboard.attributes.form.options.count' },
    };
    const distinct: CustomRule = {
      name: 'attribute_options_distinct',
      validate: ({ value, getValue }) => {
        if (!isChoice(getValue)) return true;
        const lines = optionLines(String(value ?? '')).map((l) => l.toLowerCase());
        return new Set(lines).size === lines.length;
      },
      message: { id: 'dashboard.attributes.form.options.distinct' },
    };
    const short: CustomRule = {
      name: 'attribute_options_length',
      validate: ({ value, getValue }) =>
        !isChoice(getValue) || optionLines(String(value ?? '')).every((l) => Array.from(l).length <= ATTRIBUTE_LIMITS.option),
      message: { id: 'dashboard.attributes.form.options.length' },
    };
    return [count, distinct, short] as const;
  }, [attribute]);

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const attributeType = attribute?.attributeType ?? kindOf(values.attributeType);
    const error = await onSubmit({
      name: String(values.name ?? '').trim(),
      attributeType,
      options: attributeType === 'select' ? optionLines(String(values.options ?? '')) : [],
    });
    if (!error) return undefined;
    if (error.code === 'duplicate_attribute') return { fieldErrors: { name: { id: 'dashboard.attributes.form.duplicate' } } };
    return { formError: { id: labelRefusalId(error) } };
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id="dashboard.attributes.form.description" />}
    >
      <Form<Values>
        key={attribute?.id ?? 'new'}
        onSubmit={submit}
        initialValues={{
          name: attribute?.name ?? '',
          attributeType: attribute?.attributeType ?? 'select',
          options: (attribute?.options ?? []).join('\n'),
        }}
        aria-label={intl.formatMessage({ id: titleId })}
      >
        <Fields>
          <FormField
            name="name"
            label={{ id: 'dashboard.attributes.form.name' }}
            rules={`required:trim|length:0,${ATTRIBUTE_LIMITS.name}`}
            inputProps={{ dir: 'auto' }}
          />
          {attribute ? (
            <Fixed>
              <FormattedMessage
                id="dashboard.attributes.form.typeFixed"
                values={{ type: intl.formatMessage({ id: KIND_IDS[attribute.attributeType] }) }}
              />
            </Fixed>
          ) : (
            <FormField type="radio" name="attributeType" label={{ id: 'dashboard.attributes.form.type' }} options={kinds} />
          )}
          <FormSpy<Values> subscription={{ values: true }}>
            {({ values }) =>
              (attribute?.attributeType ?? kindOf(values.attributeType)) === 'select' ? (
                <FormField
                  type="textarea"
                  name="options"
                  label={{ id: 'dashboard.attributes.form.options' }}
                  description={{ id: attribute ? 'dashboard.attributes.form.options.editHelp' : 'dashboard.attributes.form.options.help' }}
                  rules={optionsRules}
                  inputProps={{ dir: 'auto', rows: 4, autoGrow: true }}
                />
              ) : null
            }
          </FormSpy>
          <Actions>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              <FormattedMessage id="dashboard.labels.form.cancel" />
            </Button>
            <FormSubmit>
              <FormattedMessage id={attribute ? 'dashboard.attributes.form.save' : 'dashboard.attributes.form.add'} />
            </FormSubmit>
          </Actions>
        </Fields>
      </Form>
    </Dialog>
  );
}
