import type { ReactNode } from 'react';
import type { Time } from '@internationalized/date';
import type { TimeValue } from 'react-aria-components';
import { Segment, Segments, TimeRoot } from '../DateField/DateField.styles.ts';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Select/field.styles.ts';

export interface TimeFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** A translated message. Without one, react-aria's own range message shows when out of range. */
  error?: ReactNode;
  value?: Time | null;
  defaultValue?: Time | null;
  onChange?: (value: Time | null) => void;
  minValue?: Time;
  maxValue?: Time;
  /** @default 'minute' */
  granularity?: 'hour' | 'minute';
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * A time typed segment by segment (react-aria TimeField): the locale's hour cycle and
 * day-period marks (AM/PM, ص/م); clocks are never mirrored.
 */
export function TimeField({
  label,
  description,
  error,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  granularity = 'minute',
  disabled,
  required,
  name,
}: TimeFieldProps) {
  return (
    <TimeRoot
      value={value}
      defaultValue={defaultValue}
      onChange={(next: TimeValue | null) => onChange?.(next as Time | null)}
      minValue={minValue}
      maxValue={maxValue}
      granularity={granularity}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Segments>{(segment) => <Segment segment={segment} />}</Segments>
      <FieldErrorText>{error}</FieldErrorText>
    </TimeRoot>
  );
}
