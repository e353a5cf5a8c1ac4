import { useId, type ReactNode, type Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { AlertIcon } from '../Icon/index.ts';
import { Columns, Description, Group, Hint, Legend } from './BilingualField.styles.ts';
import { BilingualFieldColumn } from './BilingualFieldColumn.tsx';
import { isArabicMissing } from './bilingual.ts';

type TextInput = HTMLInputElement & HTMLTextAreaElement;

export interface BilingualFieldProps {
  /** What the pair is, in the interface language: "Name", "Description" … */
  label: ReactNode;
  description?: ReactNode;
  valueEn: string;
  valueAr: string;
  onChangeEn(value: string): void;
  onChangeAr(value: string): void;
  onBlurEn?(): void;
  onBlurAr?(): void;
  onFocusEn?(): void;
  onFocusAr?(): void;
  /** Translated messages; each marks its input invalid and is announced with it. */
  errorEn?: ReactNode;
  errorAr?: ReactNode;
  /** The English value is required (the Arabic one only gets the missing-Arabic hint). */
  required?: boolean;
  requiredAr?: boolean;
  disabled?: boolean;
  /** Text areas instead of one-line inputs (descriptions, notes). */
  multiline?: boolean;
  rows?: number;
  /** Show the "missing Arabic" warning when English is filled and Arabic is empty (default on). */
  missingArabicHint?: boolean;
  idEn?: string;
  idAr?: string;
  nameEn?: string;
  nameAr?: string;
  inputRefEn?: Ref<TextInput>;
  inputRefAr?: Ref<TextInput>;
}

/**
 * One control for a localised pair (`name` / `name_ar` …, vendor spec §3): the English and the
 * Arabic text side by side (CONVENTIONS §4), each labelled with its language.
 */
export function BilingualField(props: BilingualFieldProps) {
  const { label, description, valueEn, valueAr, required, requiredAr, disabled, multiline = false, rows, missingArabicHint = true } = props;
  const autoId = useId().replace(/[^A-Za-z0-9]/g, '');
  const idEn = props.idEn ?? `bf${autoId}-en`;
  const idAr = props.idAr ?? `bf${autoId}-ar`;
  const descriptionId = description ? `${idEn}-description` : undefined;
  const hintId = `${idAr}-hint`;
  const showHint = missingArabicHint && !disabled && isArabicMissing(valueEn, valueAr);
  return (
    <Group disabled={disabled}>
      <Legend data-required={required || undefined}>{label}</Legend>
      {description ? <Description id={descriptionId}>{description}</Description> : null}
      <Columns>
        <BilingualFieldColumn
          id={idEn}
          name={props.nameEn}
          language="en"
          label={<FormattedMessage id="ui.bilingualField.english" values={{ label }} />}
          value={valueEn}
          onChange={props.onChangeEn}
          onBlur={props.onBlurEn}
          onFocus={props.onFocusEn}
          error={props.errorEn}
          describedBy={descriptionId}
          required={required}
          disabled={disabled}
          multiline={multiline}
          rows={rows}
          inputRef={props.inputRefEn}
        />
        <BilingualFieldColumn
          id={idAr}
          name={props.nameAr}
          language="ar"
          label={<FormattedMessage id="ui.bilingualField.arabic" values={{ label }} />}
          value={valueAr}
          onChange={props.onChangeAr}
          onBlur={props.onBlurAr}
          onFocus={props.onFocusAr}
          error={props.errorAr}
          describedBy={[descriptionId, showHint ? hintId : undefined].filter(Boolean).join(' ') || undefined}
          required={requiredAr}
          disabled={disabled}
          multiline={multiline}
          rows={rows}
          inputRef={props.inputRefAr}
        >
          {/* A polite live region, present from the start so the hint is announced when it appears. */}
          <div role="status">
            {showHint ? (
              <Hint id={hintId}>
                <AlertIcon />
                <FormattedMessage id="ui.bilingualField.missingArabic" />
              </Hint>
            ) : null}
          </div>
        </BilingualFieldColumn>
      </Columns>
    </Group>
  );
}
