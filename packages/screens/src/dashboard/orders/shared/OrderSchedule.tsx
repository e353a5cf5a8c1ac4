import { FormattedMessage, useIntl } from 'react-intl';
import type { Order } from '@dukkan/core';
import { SCHEDULE_DAY } from './orderDates.ts';

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * When the customer wants the order: "As soon as possible", or the day and the slot as sent
 * (`scheduleDate` is a day or a date-time; `scheduleDay` is not described by the spec and is
 * shown as sent, as a time slot, like the customer's order page does).
 */
export function OrderSchedule({ order }: { order: Pick<Order, 'scheduleDate' | 'scheduleDay'> }) {
  const intl = useIntl();
  const { scheduleDate, scheduleDay } = order;
  const readable = scheduleDate && !Number.isNaN(Date.parse(scheduleDate)) ? scheduleDate : undefined;
  if (!readable && !scheduleDay) return <FormattedMessage id="dashboard.orders.schedule.asap" />;
  const day = readable
    ? intl.formatDate(
        Date.parse(readable),
        isDateOnly(readable) ? SCHEDULE_DAY : { ...SCHEDULE_DAY, hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dubai' },
      )
    : undefined;
  if (day && scheduleDay)
    return <FormattedMessage id="dashboard.orders.schedule.daySlot" values={{ day: <bdi>{day}</bdi>, slot: <bdi>{scheduleDay}</bdi> }} />;
  return <FormattedMessage id="dashboard.orders.schedule.at" values={{ when: <bdi>{day ?? scheduleDay}</bdi> }} />;
}
