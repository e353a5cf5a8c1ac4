import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopHours } from '@dukkan/core';
import { Facts } from './RestaurantPage.styles.ts';
import { WEEK_ORDER, weekdayName } from './weekday.ts';

/** The week's opening hours, a line a day; a day with no open row is closed. */
export function RestaurantHours({ hours, labelledBy }: { hours: readonly ShopHours[]; labelledBy: string }) {
  const { locale } = useIntl();
  return (
    <Facts aria-labelledby={labelledBy}>
      {WEEK_ORDER.map((day) => {
        const rows = hours.filter((row) => row.day === day && !row.closed).sort((a, b) => a.open.localeCompare(b.open));
        return (
          <Fragment key={day}>
            <dt>{weekdayName(day, locale)}</dt>
            <dd>
              {rows.length === 0 ? (
                <FormattedMessage id="storefront.info.restaurant.closed" />
              ) : rows.some((row) => row.open === row.close) ? (
                <FormattedMessage id="storefront.info.restaurant.openAllDay" />
              ) : (
                <bdi dir="ltr">{rows.map((row) => `${row.open}–${row.close}`).join(', ')}</bdi>
              )}
            </dd>
          </Fragment>
        );
      })}
    </Facts>
  );
}
