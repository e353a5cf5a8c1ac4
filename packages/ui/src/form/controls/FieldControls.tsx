/**
 * Adapters from the form layer to the inputs group's text-like fields. Dates and times are
 * kept in the form values as ISO text (`2025-03-15`, `09:30`), which the date rules read.
 */
import { parseDate, parseTime, type CalendarDate, type Time } from '@internationalized/date';
import { DateField } from '../../DateField/index.ts';
import { OtpInput } from '../../OtpInput/index.ts';
import { TextArea } from '../../TextArea/index.ts';
import { TimeField } from '../../TimeField/index.ts';
import type { FormControlProps } from '../inputTypes.ts';
import { ControlWrapper } from './ControlWrapper.tsx';

function parsed<T>(value: unknown, parse: (text: string) => T): T | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parse(value);
  } catch {
    return null;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

export function TextAreaInputControl({
  id,
  name,
  label,
  description,
  error,
  value,
  onChange,
  onBlur,
  onFocus,
  inputRef,
  required,
  disabled,
  inputProps,
}: FormControlProps) {
  const extra = inputProps ?? {};
  return (
    <TextArea
      ref={inputRef}
      id={id}
      name={name}
      label={label}
      description={description}
      error={error}
      value={String(value ?? '')}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      onFocus={onFocus}
      required={required}
      disabled={disabled}
      rows={typeof extra.rows === 'number' ? extra.rows : undefined}
      maxCharacters={typeof extra.maxCharacters === 'number' ? extra.maxCharacters : undefined}
      autoGrow={extra.autoGrow === true}
    />
  );
}

export function DateControl(props: FormControlProps) {
  return (
    <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={props.onBlur} onFocus={props.onFocus}>
      <DateField
        name={props.name}
        label={props.label}
        description={props.description}
        error={props.error}
        value={parsed<CalendarDate>(props.value, parseDate)}
        onChange={(date) => props.onChange(date ? date.toString() : '')}
        disabled={props.disabled}
        required={props.required}
      />
    </ControlWrapper>
  );
}

export function TimeControl(props: FormControlProps) {
  return (
    <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={props.onBlur} onFocus={props.onFocus}>
      <TimeField
        name={props.name}
        label={props.label}
        description={props.description}
        error={props.error}
        value={parsed<Time>(props.value, parseTime)}
        onChange={(time) => props.onChange(time ? `${two(time.hour)}:${two(time.minute)}` : '')}
        disabled={props.disabled}
        required={props.required}
      />
    </ControlWrapper>
  );
}

export function OtpControl(props: FormControlProps) {
  const length = props.inputProps?.length;
  return (
    <ControlWrapper id={props.id} inputRef={props.inputRef} onBlur={props.onBlur} onFocus={props.onFocus}>
      <OtpInput
        label={props.label}
        description={props.description}
        error={props.error}
        length={typeof length === 'number' ? length : undefined}
        value={String(props.value ?? '')}
        onChange={props.onChange}
        disabled={props.disabled}
      />
    </ControlWrapper>
  );
}
