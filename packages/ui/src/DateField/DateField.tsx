import type { ReactNode } from 'react';
import type { CalendarDate } from '@internationalized/date';
import type { DateValue } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Select/field.styles.ts';
import { DateRoot, Segment, Segments } from './DateField.styles.ts';

export interface DateFieldProps {
  label: ReactNode;
  description?: ReactNode;
  /** A translated message. Without one, react-aria's own (translated) range message shows when the date is out of range. */
  error?: ReactNode;
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
  minValue?: CalendarDate;
  maxValue?: CalendarDate;
  disabled?: boolean;
  required?: boolean;
  name?: string;
}

/**
 * A date typed segment by segment (react-aria DateField): arrows change a segment, digits
 * fill it and move on; segments follow the locale's order (day / month / year in the UAE).
 */
export function DateField({
  label,
  description,
  error,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  disabled,
  required,
  name,
}: DateFieldProps) {
  return (
    <DateRoot
      value={value}
      defaultValue={defaultValue}
      onChange={(next: DateValue | null) => onChange?.(next as CalendarDate | null)}
      minValue={minValue}
      maxValue={maxValue}
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
    </DateRoot>
  );
}
