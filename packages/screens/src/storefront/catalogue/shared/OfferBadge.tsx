import { FormattedMessage, useIntl } from 'react-intl';
import { formatNumber, isAppLocale } from '@dukkan/core';
import { Badge } from '@dukkan/ui';

export interface OfferBadgeProps {
  /** Whole-number percentage off, floored by core's `offerPercent` (§9). Nothing shows at 0. */
  percent: number;
}

export function OfferBadge({ percent }: OfferBadgeProps) {
  const { locale } = useIntl();
  if (percent <= 0) return null;
  return (
    <Badge tone="danger">
      <FormattedMessage
        id="storefront.catalogue.offer"
        values={{ percent: <bdi dir="ltr">{formatNumber(percent, isAppLocale(locale) ? locale : 'en')}</bdi> }}
      />
    </Badge>
  );
}
