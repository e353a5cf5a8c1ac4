import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorText } from '../Select/field.styles.ts';
import { SwitchRoot, ToggleButton, Track } from './Switch.styles.ts';

export interface SwitchProps {
  /** The label: what is on when the switch is on ("Shop open for orders"). */
  children: ReactNode;
  description?: ReactNode;
  /** A translated message; marks the switch invalid and is announced with it. */
  error?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

/** An on/off setting that takes effect at once (react-aria SwitchField, role switch). */
export function Switch({ children, description, error, checked, defaultChecked, onChange, disabled, name }: SwitchProps) {
  return (
    <SwitchRoot
      isSelected={checked}
      defaultSelected={defaultChecked}
      onChange={onChange}
      isDisabled={disabled}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      name={name}
    >
      <ToggleButton>
        <Track aria-hidden="true" />
        <span>{children}</span>
      </ToggleButton>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{error}</FieldErrorText>
    </SwitchRoot>
  );
}
