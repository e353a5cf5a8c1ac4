import { createContext, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { GroupDescription, GroupError, GroupLabel, GroupRoot, Options } from './RadioGroup.styles.ts';

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

export interface RadioGroupState {
  name: string;
  selected: string | null;
  select(value: string): void;
  disabled: boolean;
  invalid: boolean;
  /** Read by every radio after its own description: the group's error, then its description. */
  describedBy: string | undefined;
}

export const RadioGroupContext = createContext<RadioGroupState | null>(null);

const NEXT_KEYS: Record<string, boolean> = { ArrowDown: true, ArrowRight: true, ArrowUp: false, ArrowLeft: false };

/**
 * One choice among several, on native radios (docs/decisions/0094): Tab enters the group at
 * the chosen option (the first or last when none is), arrow keys move and choose, wrapping and
 * skipping disabled options. Left and right follow the reading direction in a horizontal group.
 */
export function RadioGroup({
  label,
  children,
  description,
  error,
  value,
  defaultValue,
  onChange,
  disabled = false,
  required,
  orientation = 'vertical',
  name,
}: RadioGroupProps) {
  const id = useId();
  const [own, setOwn] = useState<string | null>(defaultValue ?? null);
  const selected = value !== undefined ? value : own;
  const invalid = Boolean(error);
  const labelId = `${id}-label`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;

  function select(next: string) {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onChange?.(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const target = event.target;
    let forward = NEXT_KEYS[event.key];
    if (forward === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    if (!(target instanceof HTMLInputElement) || target.type !== 'radio') return;
    const horizontalKey = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    if (horizontalKey && orientation === 'horizontal' && getComputedStyle(event.currentTarget).direction === 'rtl') forward = !forward;
    const radios = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((radio) => !radio.disabled);
    const next = radios[(radios.indexOf(target) + (forward ? 1 : radios.length - 1)) % radios.length];
    event.preventDefault();
    if (!next) return;
    next.focus();
    select(next.value);
  }

  const state: RadioGroupState = {
    name: name ?? `radio${id}`,
    selected,
    select,
    disabled,
    invalid,
    describedBy: [errorId, descriptionId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <GroupRoot
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      aria-orientation={orientation}
      data-orientation={orientation}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      data-required={required || undefined}
      onKeyDown={onKeyDown}
    >
      <GroupLabel id={labelId}>{label}</GroupLabel>
      {description ? <GroupDescription id={descriptionId}>{description}</GroupDescription> : null}
      <RadioGroupContext.Provider value={state}>
        <Options>{children}</Options>
      </RadioGroupContext.Provider>
      {invalid ? <GroupError id={errorId}>{error}</GroupError> : null}
    </GroupRoot>
  );
}
