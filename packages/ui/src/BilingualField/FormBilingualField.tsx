import { useIntl } from 'react-intl';
import type { FormFieldComponentProps } from '../form/inputTypes.ts';
import { useMessageText } from '../form/messageLike.ts';
import type { RuleDeclaration } from '../form/rules/index.ts';
import { useFormField } from '../form/useFormField.ts';
import { BilingualField } from './BilingualField.tsx';
import { arabicFieldName } from './bilingual.ts';

export interface FormBilingualFieldProps extends FormFieldComponentProps {
  /** The Arabic value's path; `<name>_ar` by default. */
  arName?: string;
  /** Rules for the Arabic text; none by default (a missing translation is a hint, not an error). */
  arRules?: RuleDeclaration;
  multiline?: boolean;
  rows?: number;
}

/**
 * A localised pair bound to the form: `name` and `name_ar` are two fields, each with its own
 * rules and message, and each its own entry in the error summary ("Name (English) is required.").
 */
export function FormBilingualField({
  name,
  arName,
  label,
  validationLabel,
  description,
  rules,
  arRules,
  messages,
  validationVisibility,
  debounce,
  disabled,
  multiline,
  rows,
  inputProps,
}: FormBilingualFieldProps) {
  const intl = useIntl();
  const baseLabel = useMessageText(label);
  const baseValidationLabel = useMessageText(validationLabel ?? label);
  const descriptionText = useMessageText(description);
  // In a schema, the extras arrive in the node's props.
  const extra = (inputProps ?? {}) as { arName?: string; arRules?: RuleDeclaration; multiline?: boolean; rows?: number };
  const shared = { validationVisibility, debounce, messages };
  const en = useFormField({
    ...shared,
    name,
    label: intl.formatMessage({ id: 'ui.bilingualField.english' }, { label: baseLabel }),
    validationLabel: intl.formatMessage({ id: 'ui.bilingualField.english' }, { label: baseValidationLabel }),
    rules,
  });
  const ar = useFormField({
    ...shared,
    name: arName ?? extra.arName ?? arabicFieldName(name),
    label: intl.formatMessage({ id: 'ui.bilingualField.arabic' }, { label: baseLabel }),
    validationLabel: intl.formatMessage({ id: 'ui.bilingualField.arabic' }, { label: baseValidationLabel }),
    rules: arRules ?? extra.arRules,
  });
  return (
    <BilingualField
      label={baseLabel}
      description={descriptionText || undefined}
      valueEn={String(en.value)}
      valueAr={String(ar.value)}
      onChangeEn={en.onChange}
      onChangeAr={ar.onChange}
      onBlurEn={en.onBlur}
      onBlurAr={ar.onBlur}
      onFocusEn={en.onFocus}
      onFocusAr={ar.onFocus}
      errorEn={en.error}
      errorAr={ar.error}
      required={en.required}
      requiredAr={ar.required}
      disabled={disabled}
      multiline={multiline ?? extra.multiline}
      rows={rows ?? extra.rows}
      // Not while the English is typed for the first time: the hint comes once it is left.
      missingArabicHint={!(en.active && !en.touched)}
      idEn={en.id}
      idAr={ar.id}
      nameEn={en.name}
      nameAr={ar.name}
      inputRefEn={en.inputRef}
      inputRefAr={ar.inputRef}
    />
  );
}
