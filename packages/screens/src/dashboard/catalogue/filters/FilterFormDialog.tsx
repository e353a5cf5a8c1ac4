import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ApiError } from '@dukkan/core';
import {
  Button,
  Dialog,
  Form,
  FormBilingualField,
  FormField,
  FormSubmit,
  ImageUploader,
  keepFileForSave,
  toLatinDigits,
  type CustomRule,
  type FormOption,
  type SubmitResult,
} from '@dukkan/ui';
import { Actions, Fields, Pair } from './Filters.styles.ts';
import { filterRefusalId, levelId, type FilterFormResult, type FilterRow } from './types.ts';

export interface FilterFormDialogProps {
  isOpen: boolean;
  /** The filter being edited; absent to add one. */
  filter?: FilterRow | null;
  onOpenChange: (isOpen: boolean) => void;
  /** Resolve with null when saved (the caller closes); with the call's error to show it, keeping what was typed. */
  onSubmit: (filter: FilterFormResult) => Promise<ApiError | null>;
}

type Values = { name?: string; name_ar?: string; rule?: string; level?: string; priority?: string; enabled?: boolean };

/** Names are short: the storefront shows them on chips. */
export const FILTER_NAME_MAX = 60;
const RULE_PATTERN = /^[a-z_]+:[\w:.-]+$/i;

const ruleShape: CustomRule = {
  name: 'filterRule',
  validate: ({ value }) => RULE_PATTERN.test(String(value ?? '').trim()),
  message: { id: 'dashboard.filters.form.rule.invalid' },
};

/** A whole number from 0 to 1,000, in either digits. */
const priorityRange: CustomRule = {
  name: 'filterPriority',
  validate: ({ value }) => {
    const text = toLatinDigits(String(value ?? '')).trim();
    return /^\d{1,4}$/.test(text) && Number(text) <= 1000;
  },
  message: { id: 'dashboard.filters.form.priority.invalid' },
};

export function filterFormErrors(error: ApiError): SubmitResult {
  if (error.status === 422 && /rule/i.test(error.message)) return { fieldErrors: { rule: { id: 'dashboard.filters.form.rule.invalid' } } };
  return { formError: { id: filterRefusalId(error) } };
}

/**
 * "Add a filter" and "Edit filter" (vendor spec §3 Filter; POST /filter/store, /filter/update with
 * an optional picture): the name in both languages, the rule, the level, the priority, whether it
 * is on, and a picture. A blocked submit sends nothing; a refusal keeps what was typed.
 */
export function FilterFormDialog({ isOpen, filter, onOpenChange, onSubmit }: FilterFormDialogProps) {
  const editing = Boolean(filter);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={false}
      title={
        editing ? (
          <FormattedMessage id="dashboard.filters.form.editTitle" values={{ name: <bdi>{filter?.name}</bdi> }} />
        ) : (
          <FormattedMessage id="dashboard.filters.form.addTitle" />
        )
      }
      description={<FormattedMessage id="dashboard.filters.form.description" />}
    >
      <FilterFormBody key={filter?.id ?? 'new'} filter={filter} onOpenChange={onOpenChange} onSubmit={onSubmit} />
    </Dialog>
  );
}

function FilterFormBody({ filter, onOpenChange, onSubmit }: Omit<FilterFormDialogProps, 'isOpen'>) {
  const intl = useIntl();
  const [image, setImage] = useState<File | null>(null);
  const editing = Boolean(filter);
  const initial: Values = {
    name: filter?.name ?? '',
    name_ar: filter?.nameAr ?? '',
    rule: filter?.rule ?? '',
    level: String(filter?.level ?? 1),
    priority: String(filter?.priority ?? 100),
    enabled: filter?.enabled ?? true,
  };
  const levels: FormOption[] = [1, 2, 3].map((level) => ({
    value: String(level),
    label: intl.formatMessage({ id: levelId(level) }, { level }),
  }));

  async function submit(values: Values): Promise<SubmitResult | undefined> {
    const error = await onSubmit({
      name: String(values.name ?? '').trim(),
      nameAr: String(values.name_ar ?? '').trim(),
      rule: String(values.rule ?? '').trim(),
      level: Number(values.level ?? 1),
      priority: Number(toLatinDigits(String(values.priority ?? '100')).trim()),
      enabled: values.enabled !== false,
      ...(image ? { image } : {}),
    });
    return error ? filterFormErrors(error) : undefined;
  }

  return (
    <Form<Values>
      onSubmit={submit}
      initialValues={initial}
      aria-label={intl.formatMessage(
        { id: editing ? 'dashboard.filters.form.editTitle' : 'dashboard.filters.form.addTitle' },
        { name: filter?.name ?? '' },
      )}
    >
      <Fields>
        <FormBilingualField
          name="name"
          label={{ id: 'dashboard.filters.form.name' }}
          rules={`required:trim|length:0,${FILTER_NAME_MAX}`}
          arRules={`length:0,${FILTER_NAME_MAX}`}
        />
        <FormField
          name="rule"
          label={{ id: 'dashboard.filters.form.rule' }}
          description={{ id: 'dashboard.filters.form.rule.help' }}
          rules={['required', ruleShape]}
          inputProps={{ dir: 'ltr', autoComplete: 'off', spellCheck: false }}
        />
        <Pair>
          <FormField type="select" name="level" label={{ id: 'dashboard.filters.form.level' }} options={levels} />
          <FormField
            name="priority"
            label={{ id: 'dashboard.filters.form.priority' }}
            description={{ id: 'dashboard.filters.form.priority.help' }}
            rules={['required', priorityRange]}
            inputProps={{ inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' }}
          />
        </Pair>
        <FormField type="switch" name="enabled" label={{ id: 'dashboard.filters.form.enabled' }} />
        <ImageUploader
          label={<FormattedMessage id="dashboard.filters.form.image" />}
          description={<FormattedMessage id="dashboard.filters.form.image.help" />}
          value={filter?.image ? { url: filter.image } : null}
          onUpload={keepFileForSave}
          onChange={(value) => setImage(value?.file ?? null)}
        />
        <Actions>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            <FormattedMessage id="dashboard.filters.cancel" />
          </Button>
          <FormSubmit>
            <FormattedMessage id={editing ? 'dashboard.filters.form.save' : 'dashboard.filters.form.add'} />
          </FormSubmit>
        </Actions>
      </Fields>
    </Form>
  );
}
