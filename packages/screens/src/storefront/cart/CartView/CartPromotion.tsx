import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { billFils, type CheckoutResult, type Promotion } from '@dukkan/core';
import { Button, Money } from '@dukkan/ui';
import { PromoDialog } from '../PromoDialog/index.ts';
import { AppliedPromo, PromoCode } from './CartPromotion.styles.ts';

export interface CartPromotionProps {
  /** The promotion in the cart options (applied by the customer). */
  promotion: Promotion | null;
  checkout: CheckoutResult | undefined;
  onApplyPromo: (code: string) => Promise<boolean>;
  onRemovePromotion: () => void;
  disabled: boolean;
}

/** §4 Promotion: a code is entered in a dialog; once applied it shows with its discount and can be removed. */
export function CartPromotion({ promotion, checkout, onApplyPromo, onRemovePromotion, disabled }: CartPromotionProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (promotion) {
    const discount = billFils(checkout?.bill, 'discount');
    return (
      <AppliedPromo role="group" aria-label={intl.formatMessage({ id: 'storefront.cart.promo.appliedLabel' })}>
        <span>
          <FormattedMessage id="storefront.cart.promo.applied" values={{ code: <PromoCode dir="ltr">{promotion.code}</PromoCode> }} />
        </span>
        {discount > 0 ? <Money fils={-discount} /> : null}
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          onClick={onRemovePromotion}
          aria-label={intl.formatMessage({ id: 'storefront.cart.promo.removeLabel' }, { code: promotion.code })}
        >
          <FormattedMessage id="storefront.cart.promo.remove" />
        </Button>
      </AppliedPromo>
    );
  }
  return (
    <div>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        <FormattedMessage id="storefront.cart.promo.open" />
      </Button>
      <PromoDialog isOpen={open} onOpenChange={setOpen} onApply={onApplyPromo} />
    </div>
  );
}
