import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { MAX_LINE_COUNT } from '@dukkan/core';
import { IconButton } from '../IconButton/index.ts';
import { BinIcon, MinusIcon, PlusIcon } from '../Icon/icons-inputs.tsx';
import { Group, Value } from './Stepper.styles.ts';
import { stepValue } from './stepValue.ts';

export interface StepperProps {
  value: number;
  onChange: (value: number) => void;
  /** The item's name, for the controls' names: "Decrease quantity of Fresh milk". */
  itemName: string;
  /** @default 1 */
  min?: number;
  /** @default core's MAX_LINE_COUNT */
  max?: number;
  /** @default 1 */
  step?: number;
  /** When given, the minus button at `min` becomes "Remove {name}" (a bin) and calls this; otherwise it is disabled there. */
  onRemove?: () => void;
  /** How the value reads, e.g. weight items: (steps) => "500 G". Defaults to the plain number. */
  formatValue?: (value: number) => string;
  /** The cart is saving: buttons blocked, the group marked busy. */
  loading?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * The quantity stepper of cart lines and product cards: minus / value / plus. The value is an
 * ARIA spinbutton (ArrowUp/Down, PageUp/Down, Home/End); the buttons stay focusable with
 * aria-disabled at the limits, so focus is never lost when a limit is reached.
 */
export function Stepper({
  value,
  onChange,
  itemName,
  min = 1,
  max = MAX_LINE_COUNT,
  step = 1,
  onRemove,
  formatValue,
  loading = false,
  disabled = false,
  size = 'md',
}: StepperProps) {
  const intl = useIntl();
  const inert = disabled || loading;
  const text = formatValue ? formatValue(value) : String(value);
  const atMin = value <= min;
  const atMax = value >= max;
  const removes = atMin && onRemove !== undefined;

  function change(next: number) {
    if (!inert && next !== value) onChange(next);
  }
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = stepValue(event.key, value, { min, max, step });
    if (next === null) return;
    event.preventDefault();
    change(next);
  }

  return (
    <Group
      role="group"
      aria-label={intl.formatMessage({ id: 'ui.stepper.quantityOf' }, { name: itemName })}
      aria-busy={loading || undefined}
    >
      <IconButton
        size={size}
        shape="round"
        variant={removes ? 'ghost' : 'secondary'}
        icon={removes ? <BinIcon /> : <MinusIcon />}
        label={intl.formatMessage({ id: removes ? 'ui.stepper.remove' : 'ui.stepper.decrease' }, { name: itemName })}
        disabled={inert || (atMin && !removes)}
        onClick={() => (removes ? onRemove?.() : change(Math.max(min, value - step)))}
      />
      <Value
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        aria-label={intl.formatMessage({ id: 'ui.stepper.quantity' })}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        aria-valuetext={text}
        aria-disabled={disabled || undefined}
        onKeyDown={handleKeyDown}
      >
        <bdi dir="ltr">{text}</bdi>
      </Value>
      <IconButton
        size={size}
        shape="round"
        variant="primary"
        icon={<PlusIcon />}
        label={intl.formatMessage({ id: 'ui.stepper.increase' }, { name: itemName })}
        disabled={inert || atMax}
        onClick={() => change(Math.min(max, value + step))}
      />
    </Group>
  );
}
