import type { ReactNode } from 'react';
import { CheckIcon } from '../Icon/index.ts';
import { MinusIcon } from '../Icon/icons-inputs.tsx';
import { FieldDescription, FieldErrorText } from '../Select/field.styles.ts';
import { Box, CheckButton, CheckRoot } from './Checkbox.styles.ts';

export interface CheckboxProps {
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  /** A translated message; marks the checkbox invalid (ignored inside a CheckboxGroup). */
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** "Some of these": shown as a dash, read as "mixed". */
  indeterminate?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** The value inside a CheckboxGroup. */
  value?: string;
  name?: string;
}

/** A labelled checkbox (react-aria CheckboxField): Space toggles, the label is the target. */
export function Checkbox({
  children,
  description,
  error,
  checked,
  defaultChecked,
  onChange,
  indeterminate,
  disabled,
  required,
  value,
  name,
}: CheckboxProps) {
  return (
    <CheckRoot
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isIndeterminate={indeterminate}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      value={value}
      name={name}
    >
      <CheckButton>
        {({ isSelected, isIndeterminate }) => (
          <>
            <Box aria-hidden="true">{isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}</Box>
            <span>{children}</span>
          </>
        )}
      </CheckButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </CheckRoot>
  );
}
