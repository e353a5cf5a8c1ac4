import { FormattedMessage, useIntl } from 'react-intl';
import type { OpeningStatus } from '@dukkan/core';
import { Badge } from '@dukkan/ui';
import { Note, Row } from './RestaurantPage.styles.ts';
import { weekdayName } from './weekday.ts';

const time = (value: string) => <bdi dir="ltr">{value}</bdi>;

/** Open or closed now, and until or from when, in the shop's clock (core `openingStatus`). */
export function RestaurantStatus({ opening }: { opening: OpeningStatus }) {
  const intl = useIntl();
  if (opening.state === 'unknown') return null;
  if (opening.state === 'open') {
    return (
      <Row>
        <Badge tone="success">
          <FormattedMessage id="storefront.info.restaurant.open" />
        </Badge>
        <Note>
          {opening.closesAt ? (
            <FormattedMessage id="storefront.info.restaurant.closesAt" values={{ time: time(opening.closesAt) }} />
          ) : (
            <FormattedMessage id="storefront.info.restaurant.openAllDay" />
          )}
        </Note>
      </Row>
    );
  }
  const next = opening.next;
  return (
    <Row>
      <Badge tone="neutral">
        <FormattedMessage id="storefront.info.restaurant.closed" />
      </Badge>
      {next ? (
        <Note>
          {next.inDays === 0 ? (
            <FormattedMessage id="storefront.info.restaurant.opensToday" values={{ time: time(next.time) }} />
          ) : next.inDays === 1 ? (
            <FormattedMessage id="storefront.info.restaurant.opensTomorrow" values={{ time: time(next.time) }} />
          ) : (
            <FormattedMessage
              id="storefront.info.restaurant.opensOn"
              values={{ day: weekdayName(next.weekday, intl.locale), time: time(next.time) }}
            />
          )}
        </Note>
      ) : null}
    </Row>
  );
}
