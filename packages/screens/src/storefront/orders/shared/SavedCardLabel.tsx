import { FormattedMessage } from 'react-intl';
import type { PaymentSource } from '@dukkan/core';
import { VisuallyHidden } from '@dukkan/ui';
import { CARD_BRAND_MESSAGES } from './cardBrand.ts';
import { CardLine, Masked, Muted } from './SavedCardLabel.styles.ts';
import { useCardName } from './useCardName.ts';

/**
 * A saved card as people read it: "Visa •••• 4242", "Expires 12/28". The masked digits are
 * shown, and a sentence ("Visa ending in 4242, expires 12/28") is what screen readers hear,
 * instead of four "bullet"s.
 */
export function SavedCardLabel({ card }: { card: PaymentSource }) {
  const cardName = useCardName();
  return (
    <>
      <CardLine aria-hidden="true">
        <span>
          <FormattedMessage {...CARD_BRAND_MESSAGES[card.brand]} />
        </span>
        <Masked dir="ltr">
          <FormattedMessage id="storefront.payment.card.masked" values={{ last4: card.last4 }} />
        </Masked>
        {card.expiry ? (
          <Muted>
            <FormattedMessage id="storefront.payment.card.expires" values={{ expiry: <bdi dir="ltr">{card.expiry}</bdi> }} />
          </Muted>
        ) : null}
      </CardLine>
      <VisuallyHidden>{cardName(card, { withExpiry: true })}</VisuallyHidden>
    </>
  );
}
