import { useIntl } from 'react-intl';
import type { PaymentSource } from '@dukkan/core';
import { CARD_BRAND_MESSAGES } from './cardBrand.ts';

export interface CardNameOptions {
  /** Adds ", expires 12/28" when the card has an expiry. */
  withExpiry?: boolean;
}

/** "Visa ending in 4242": how a saved card is named for assistive technology and in buttons. */
export function useCardName(): (card: Pick<PaymentSource, 'brand' | 'last4' | 'expiry'>, options?: CardNameOptions) => string {
  const intl = useIntl();
  return (card, { withExpiry = false } = {}) => {
    const values = { brand: intl.formatMessage(CARD_BRAND_MESSAGES[card.brand]), last4: card.last4 };
    if (withExpiry && card.expiry)
      return intl.formatMessage({ id: 'storefront.payment.card.spokenWithExpiry' }, { ...values, expiry: card.expiry });
    return intl.formatMessage({ id: 'storefront.payment.card.spoken' }, values);
  };
}
