import { FormattedMessage, useIntl } from 'react-intl';
import { localised, type Area } from '@dukkan/core';
import { AlertIcon, Button, CheckIcon } from '@dukkan/ui';
import type { AddressAreaStatus as Status, Deliverability } from './addressArea.ts';
import { AreaLine, AreaRow } from './AddressForm.styles.ts';

export interface AddressAreaStatusProps {
  status: Status;
  area: Area | undefined;
  deliverability: Deliverability;
  onRetry?: () => void;
}

/** The area found for the picked point, in a polite live region: delivered to, not yet, or unknown. */
export function AddressAreaStatus({ status, area, deliverability, onRetry }: AddressAreaStatusProps) {
  const { locale } = useIntl();
  const name = area ? <bdi>{localised(area, 'name', locale)}</bdi> : null;
  const city = area ? <bdi>{localised(area, 'city', locale)}</bdi> : null;
  let tone: 'muted' | 'success' | 'warning' = 'muted';
  let line = null;
  if (status === 'loading') {
    line = <FormattedMessage id="storefront.account.addressForm.area.checking" />;
  } else if (deliverability === 'delivers' && area) {
    tone = 'success';
    line = (
      <>
        <CheckIcon />
        <span>
          <FormattedMessage id="storefront.account.addressForm.area.delivers" values={{ area: name, city }} />
        </span>
      </>
    );
  } else if (deliverability === 'blocked') {
    tone = 'warning';
    line = (
      <>
        <AlertIcon />
        <span>
          {area ? (
            <FormattedMessage id="storefront.account.addressForm.area.notDeliveredNamed" values={{ area: name }} />
          ) : (
            <FormattedMessage id="storefront.account.addressForm.area.notDelivered" />
          )}
        </span>
      </>
    );
  } else if (status === 'error') {
    tone = 'warning';
    line = (
      <>
        <AlertIcon />
        <span>
          <FormattedMessage id="storefront.account.addressForm.area.error" />
        </span>
      </>
    );
  }
  return (
    <AreaRow>
      <AreaLine role="status" data-tone={tone}>
        {line}
      </AreaLine>
      {status === 'error' && onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <FormattedMessage id="storefront.account.addressForm.area.retry" />
        </Button>
      ) : null}
    </AreaRow>
  );
}
