import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ShopPhone } from '@dukkan/core';
import { Button, CopyIcon } from '@dukkan/ui';
import { CopyStatus, PhoneLink, PhoneRow } from './ContactPage.styles.ts';

export interface ContactPhoneProps {
  phone: ShopPhone;
  onCopy: (phone: ShopPhone) => Promise<boolean>;
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/**
 * The phone as a `tel:` link (isolated left to right inside Arabic) and a Copy button whose
 * outcome is announced: copied, or not (then the number is right there to select).
 */
export function ContactPhone({ phone, onCopy }: ContactPhoneProps) {
  const intl = useIntl();
  const [state, setState] = useState<CopyState>('idle');
  const copy = async () => {
    setState('copying');
    let copied = false;
    try {
      copied = await onCopy(phone);
    } catch {
      copied = false;
    }
    setState(copied ? 'copied' : 'failed');
  };
  return (
    <>
      <PhoneRow>
        <PhoneLink href={`tel:${phone.tel}`}>
          <bdi dir="ltr">{phone.display}</bdi>
        </PhoneLink>
        <Button
          variant="secondary"
          loading={state === 'copying'}
          aria-label={intl.formatMessage({ id: 'storefront.info.contact.copyLabel' })}
          onClick={() => void copy()}
        >
          <CopyIcon aria-hidden="true" />
          <FormattedMessage id="storefront.info.contact.copy" />
        </Button>
      </PhoneRow>
      {/* Always in the page, so the change of its text is announced. */}
      <CopyStatus role="status" data-state={state}>
        {state === 'copied' ? <FormattedMessage id="storefront.info.contact.copied" /> : null}
        {state === 'failed' ? <FormattedMessage id="storefront.info.contact.copyFailed" /> : null}
      </CopyStatus>
    </>
  );
}
