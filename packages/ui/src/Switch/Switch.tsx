import { useEffect, useState, type ReactNode } from 'react';
import { FieldDescription, FieldErrorText } from '../Select/field.styles.ts';
import { focusRingWanted, trackModality } from '../interaction/modality.ts';
import { VisuallyHidden } from '../VisuallyHidden/visuallyHidden.ts';
import { PlainRoot, PlainToggle, SwitchRoot, ToggleButton, Track } from './Switch.styles.ts';

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

/**
 * An on/off setting that takes effect at once (role switch on a checkbox). With a description or
 * an error it is react-aria's SwitchField, which wires them to the input; without them (a table
 * row's switch, hundreds in a list) it is a native checkbox in a label with the same markup and
 * data attributes, so a row mounts without react-aria's press, hover and focus hooks (issue #11,
 * decision 0092).
 */
export function Switch({ children, description, error, checked, defaultChecked, onChange, disabled, name }: SwitchProps) {
  if (description || error)
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
  return (
    <PlainSwitch checked={checked} defaultChecked={defaultChecked} onChange={onChange} disabled={disabled} name={name}>
      {children}
    </PlainSwitch>
  );
}

function PlainSwitch({ children, checked, defaultChecked = false, onChange, disabled = false, name }: SwitchProps) {
  const [inner, setInner] = useState(defaultChecked);
  const [focusVisible, setFocusVisible] = useState(false);
  useEffect(trackModality, []);
  const on = checked ?? inner;
  return (
    <PlainRoot data-disabled={disabled || undefined}>
      <PlainToggle data-selected={on || undefined} data-focus-visible={focusVisible || undefined} data-disabled={disabled || undefined}>
        <VisuallyHidden>
          <input
            type="checkbox"
            role="switch"
            checked={on}
            disabled={disabled}
            name={name}
            onFocus={() => setFocusVisible(focusRingWanted())}
            onBlur={() => setFocusVisible(false)}
            onKeyDown={() => setFocusVisible(true)}
            onChange={(event) => {
              if (checked === undefined) setInner(event.target.checked);
              onChange?.(event.target.checked);
            }}
          />
        </VisuallyHidden>
        <Track aria-hidden="true" />
        <span>{children}</span>
      </PlainToggle>
    </PlainRoot>
  );
}
