import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Select/field.styles.ts';
import { GroupRoot, Options } from './RadioGroup.styles.ts';

export interface RadioGroupProps {
  label: ReactNode;
  /** Radio elements. */
  children: ReactNode;
  description?: ReactNode;
  /** A translated message for the group; marks it invalid and is announced with it. */
  error?: ReactNode;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
  name?: string;
}

/**
 * One choice among several (react-aria RadioGroup): Tab enters the group at the chosen
 * option, arrow keys move and choose, following the reading direction in Arabic.
 */
export function RadioGroup({
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
}: RadioGroupProps) {
  return (
    <GroupRoot
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      orientation={orientation}
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Options>{children}</Options>
      <FieldErrorText>{error}</FieldErrorText>
    </GroupRoot>
  );
}
