import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { billFils, type CheckoutResult, type Promotion } from '@dukkan/core';
import { Button, focusIsLost, Money } from '@dukkan/ui';
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
  // Applying swaps the "Promo code" button for the applied code, and removing swaps it back: the
  // control that had focus is gone, so focus goes to what replaced it instead of to <body>. Not a
  // layout effect: until the closed dialog's passive clean-up has run, the page behind it is still
  // hidden from focus, and `focus()` would do nothing.
  const applied = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const code = promotion?.code ?? null;
  const shown = useRef(code);
  useEffect(() => {
    if (shown.current === code) return;
    shown.current = code;
    if (!focusIsLost()) return;
    if (code) applied.current?.focus();
    else opener.current?.focus();
  }, [code]);
  if (promotion) {
    const discount = billFils(checkout?.bill, 'discount');
    return (
      <AppliedPromo ref={applied} tabIndex={-1} role="group" aria-label={intl.formatMessage({ id: 'storefront.cart.promo.appliedLabel' })}>
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
      <Button ref={opener} variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        <FormattedMessage id="storefront.cart.promo.open" />
      </Button>
      <PromoDialog isOpen={open} onOpenChange={setOpen} onApply={onApplyPromo} />
    </div>
  );
}
