import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAppLocale, NUMBER_LOCALES, type ScheduleOption } from '@dukkan/core';
import { Radio, RadioGroup, Select, type SelectOption } from '@dukkan/ui';
import { scheduleDays, scheduleTime, scheduledOption, slotsForDay, withDay, type ScheduleHours } from './schedule.ts';
import { Row } from './CartView.styles.ts';

export interface CartScheduleProps extends ScheduleHours {
  schedule: ScheduleOption;
  onScheduleChange: (schedule: ScheduleOption) => void;
  disabled: boolean;
}

const DAY_NAMES = ['storefront.cart.schedule.today', 'storefront.cart.schedule.tomorrow'] as const;

/** Formats in UTC: the ISO day and the slot time are wall-clock values, not instants. */
function useFormatters() {
  const { locale } = useIntl();
  return useMemo(() => {
    const tag = NUMBER_LOCALES[isAppLocale(locale) ? locale : 'en'];
    const day = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
    const time = new Intl.DateTimeFormat(tag, { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' });
    return {
      day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      time: (hhmm: string) => time.format(new Date(`1970-01-01T${hhmm}:00Z`)),
    };
  }, [locale]);
}

/** As soon as possible, or a day (today and the next six) and a 30-minute slot within opening hours. */
export function CartSchedule({ schedule, onScheduleChange, disabled, ...hours }: CartScheduleProps) {
  const intl = useIntl();
  const format = useFormatters();
  const days = scheduleDays(hours.today);
  const day = schedule.mode === 'scheduled' && schedule.day && days.includes(schedule.day) ? schedule.day : null;
  const slots = day ? slotsForDay(day, hours) : [];
  const time = scheduleTime(schedule);

  const dayOptions: SelectOption[] = days.map((iso, i) => {
    const date = format.day(iso);
    const name = DAY_NAMES[i];
    return { id: iso, label: name ? intl.formatMessage({ id: name }, { date }) : date, disabled: slotsForDay(iso, hours).length === 0 };
  });
  const timeOptions: SelectOption[] = slots.map((slot) => ({ id: slot, label: format.time(slot) }));

  return (
    <>
      <RadioGroup
        label={<FormattedMessage id="storefront.cart.schedule.label" />}
        value={schedule.mode}
        onChange={(mode) => onScheduleChange(mode === 'scheduled' ? { ...schedule, mode: 'scheduled' } : { mode: 'asap' })}
        orientation="horizontal"
        disabled={disabled}
      >
        <Radio value="asap">
          <FormattedMessage id="storefront.cart.schedule.asap" />
        </Radio>
        <Radio value="scheduled">
          <FormattedMessage id="storefront.cart.schedule.scheduled" />
        </Radio>
      </RadioGroup>
      {schedule.mode === 'scheduled' ? (
        <Row>
          <Select
            label={<FormattedMessage id="storefront.cart.schedule.day" />}
            placeholder={intl.formatMessage({ id: 'storefront.cart.schedule.dayPlaceholder' })}
            options={dayOptions}
            value={day}
            onChange={(next) => next && onScheduleChange(withDay(schedule, next, hours))}
            required
            disabled={disabled}
          />
          <Select
            label={<FormattedMessage id="storefront.cart.schedule.time" />}
            placeholder={intl.formatMessage({ id: day ? 'storefront.cart.schedule.timePlaceholder' : 'storefront.cart.schedule.dayFirst' })}
            options={timeOptions}
            value={time && slots.includes(time) ? time : null}
            onChange={(next) => day && next && onScheduleChange(scheduledOption(day, next))}
            required
            disabled={disabled || !day}
          />
        </Row>
      ) : null}
    </>
  );
}
