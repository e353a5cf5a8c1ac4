import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Select/field.styles.ts';
import { GroupRoot, Items } from './Checkbox.styles.ts';

export interface CheckboxGroupProps {
  label: ReactNode;
  /** Checkbox elements, each with a `value`. */
  children: ReactNode;
  description?: ReactNode;
  /** A translated message for the whole group. */
  error?: ReactNode;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
  name?: string;
}

/** Checkboxes under one label (role group), with one description and one error. */
export function CheckboxGroup({
  label,
  children,
  description,
  error,
  value,
  defaultValue,
  onChange,
  disabled,
  required,
  orientation = 'vertical',
  name,
}: CheckboxGroupProps) {
  return (
    <GroupRoot
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Items data-orientation={orientation}>{children}</Items>
      <FieldErrorText>{error}</FieldErrorText>
    </GroupRoot>
  );
}
