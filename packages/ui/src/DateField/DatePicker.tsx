import type { CalendarDate } from '@internationalized/date';
import { CalendarGrid, DateInput, type DateValue } from 'react-aria-components';
import { ChevronBackIcon, ChevronNextIcon } from '../Icon/index.ts';
import { CalendarIcon } from '../Icon/icons-inputs.tsx';
import { FieldDescription, FieldErrorText, FieldLabel } from '../Select/field.styles.ts';
import { Segment } from './DateField.styles.ts';
import type { DateFieldProps } from './DateField.tsx';
import {
  CalendarButton,
  CalendarDialog,
  CalendarPopover,
  Day,
  MonthButton,
  MonthHeading,
  PickerBox,
  PickerRoot,
  StyledCalendar,
} from './DatePicker.styles.ts';

export interface DatePickerProps extends DateFieldProps {
  /** Days that cannot be chosen (a closed day, a fully booked day). */
  isDateUnavailable?: (date: CalendarDate) => boolean;
}

/**
 * A DateField with a calendar popover (react-aria DatePicker). The calendar's arrow keys,
 * month buttons and chevrons follow the reading direction; names come from react-aria's
 * own translations.
 */
export function DatePicker({
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
  isDateUnavailable,
}: DatePickerProps) {
  return (
    <PickerRoot
      value={value}
      defaultValue={defaultValue}
      onChange={(next: DateValue | null) => onChange?.(next as CalendarDate | null)}
      minValue={minValue}
      maxValue={maxValue}
      isDateUnavailable={isDateUnavailable ? (date: DateValue) => isDateUnavailable(date as CalendarDate) : undefined}
      isDisabled={disabled}
      isRequired={required}
      isInvalid={error ? true : undefined}
      validationBehavior="aria"
      name={name}
    >
      <FieldLabel>{label}</FieldLabel>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <PickerBox>
        <DateInput>{(segment) => <Segment segment={segment} />}</DateInput>
        <CalendarButton>
          <CalendarIcon />
        </CalendarButton>
      </PickerBox>
      <FieldErrorText>{error}</FieldErrorText>
      <CalendarPopover placement="bottom start">
        <CalendarDialog>
          <StyledCalendar>
            <header>
              <MonthButton slot="previous">
                <ChevronBackIcon />
              </MonthButton>
              <MonthHeading />
              <MonthButton slot="next">
                <ChevronNextIcon />
              </MonthButton>
            </header>
            <CalendarGrid>{(date) => <Day date={date} />}</CalendarGrid>
          </StyledCalendar>
        </CalendarDialog>
      </CalendarPopover>
    </PickerRoot>
  );
}
