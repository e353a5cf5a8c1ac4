import { useIntl } from 'react-intl';
import { isDateOnly, isReadableDate, ORDER_DATE_TIME, ORDER_DAY } from './orderFacts.ts';

export interface OrderDateProps {
  /** An ISO date-time (`createdAt`) or a calendar date (`2026-11-02`). */
  value: string;
}

/** A date of an order in a <time> element; text that is not a date is shown as it came. */
export function OrderDate({ value }: OrderDateProps) {
  const intl = useIntl();
  if (!isReadableDate(value)) return <bdi>{value}</bdi>;
  return <time dateTime={value}>{intl.formatDate(value, isDateOnly(value) ? ORDER_DAY : ORDER_DATE_TIME)}</time>;
}
