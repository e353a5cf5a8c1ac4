import { useRef, type ReactNode, type RefCallback } from 'react';
import { Checkbox, CheckboxGroup, useFormField, type MessageLike, type MessageOverrides, type RuleDeclaration } from '@dukkan/ui';
import { joinChoices, splitChoices } from './settingsValues.ts';

export interface SettingsChoiceFieldProps<T extends string> {
  name: string;
  label: MessageLike;
  description?: ReactNode;
  /** Every choice, in the order shown and stored; the labels already translated. */
  choices: readonly { value: T; label: string; description?: string }[];
  rules?: RuleDeclaration;
  messages?: MessageOverrides;
  disabled?: boolean;
}

/**
 * Several choices under one label (payment methods, delivery methods), bound to the form as one
 * text in a fixed order (`cash,card`), so the same set is the same value and "changed" is exact.
 * Focus leaving the group for good is its blur (when its message may show).
 */
export function SettingsChoiceField<T extends string>({
  name,
  label,
  description,
  choices,
  rules,
  messages,
  disabled,
}: SettingsChoiceFieldProps<T>) {
  const {
    id,
    inputRef,
    onFocus,
    onBlur,
    onChange,
    value,
    error,
    required,
    label: text,
  } = useFormField({
    name,
    label,
    rules,
    messages,
    valueType: 'value',
    defaultVisibility: 'dirty',
  });
  const order = choices.map((choice) => choice.value);
  return (
    <FocusWithin id={`${id}-field`} elementRef={inputRef} onFocus={onFocus} onBlur={onBlur}>
      <CheckboxGroup
        name={name}
        label={text}
        description={description}
        error={error}
        value={splitChoices(order, value)}
        onChange={(chosen) => onChange(joinChoices(order, chosen))}
        disabled={disabled}
        required={required}
      >
        {choices.map((choice) => (
          <Checkbox key={choice.value} value={choice.value} description={choice.description}>
            {choice.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </FocusWithin>
  );
}

/** The group's element for the error summary, and "blur" as focus leaving the group for good. */
function FocusWithin({
  id,
  elementRef,
  onFocus,
  onBlur,
  children,
}: {
  id: string;
  elementRef: RefCallback<HTMLElement>;
  onFocus: () => void;
  onBlur: () => void;
  children: ReactNode;
}) {
  const inside = useRef(false);
  return (
    <div
      ref={elementRef}
      id={id}
      onFocus={() => {
        inside.current = true;
        onFocus();
      }}
      onBlur={() => {
        inside.current = false;
        setTimeout(() => {
          if (!inside.current) onBlur();
        }, 0);
      }}
    >
      {children}
    </div>
  );
}
