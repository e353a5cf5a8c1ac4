import { useIntl } from 'react-intl';
import { formatNumber, isAppLocale } from '@dukkan/core';
import { ORDER_TIME } from './orderDates.ts';

/**
 * How long ago an order was placed ("12 min ago", "2 h 5 min ago", "3 days ago"), with the
 * exact time as the element's title and datetime. Digits are Latin in Arabic too (0010).
 */
export function OrderAge({ createdAt, now }: { createdAt: string; now: number }) {
  const intl = useIntl();
  const locale = isAppLocale(intl.locale) ? intl.locale : 'en';
  const placed = Date.parse(createdAt);
  const minutes = Math.max(0, Math.floor((now - placed) / 60_000));
  const n = (value: number) => formatNumber(value, locale);
  let text: string;
  if (minutes < 60) text = intl.formatMessage({ id: 'dashboard.orders.age.minutes' }, { count: minutes, n: n(minutes) });
  else if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    text = intl.formatMessage({ id: 'dashboard.orders.age.hours' }, { hours: n(hours), minutes: n(minutes % 60) });
  } else {
    const days = Math.floor(minutes / (24 * 60));
    text = intl.formatMessage({ id: 'dashboard.orders.age.days' }, { count: days, n: n(days) });
  }
  return (
    <time dateTime={createdAt} title={intl.formatDate(placed, ORDER_TIME)}>
      {text}
    </time>
  );
}
