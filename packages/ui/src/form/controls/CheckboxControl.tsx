import type { InputHTMLAttributes } from 'react';
import type { FormControlProps } from '../inputTypes.ts';
import { CheckboxBox, CheckboxInput, CheckboxLabel, CheckboxRow, ControlDescription, ControlError } from './controls.styles.ts';

/** A native checkbox with its label, description and error tied to it. */
export function CheckboxControl({
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
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <CheckboxBox>
      <CheckboxRow>
        <CheckboxInput
          {...(inputProps as InputHTMLAttributes<HTMLInputElement>)}
          ref={inputRef}
          type="checkbox"
          id={id}
          name={name}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          onBlur={onBlur}
          onFocus={onFocus}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
        />
        <CheckboxLabel htmlFor={id} data-required={required || undefined}>
          {label}
        </CheckboxLabel>
      </CheckboxRow>
      {description ? <ControlDescription id={descriptionId}>{description}</ControlDescription> : null}
      {error ? <ControlError id={errorId}>{error}</ControlError> : null}
    </CheckboxBox>
  );
}
