import { FormattedMessage } from 'react-intl';
import { toFils, type CheckoutResult, type PaymentType } from '@dukkan/core';
import { Money, Radio, RadioGroup, Switch } from '@dukkan/ui';

export interface CartPaymentProps {
  paymentTypes: readonly PaymentType[];
  paymentType: PaymentType | null;
  onPaymentTypeChange: (type: PaymentType) => void;
  isSignedIn: boolean;
  /** The last checkout answer: its wallet balance decides whether the wallet is offered. */
  checkout: CheckoutResult | undefined;
  useWallet: boolean;
  onWalletChange: (useWallet: boolean) => void;
  disabled: boolean;
}

const PAYMENT_LABELS: Readonly<Record<PaymentType, string>> = {
  cash: 'storefront.cart.payment.cash',
  card: 'storefront.cart.payment.card',
  wallet: 'storefront.cart.payment.wallet',
};

/** How to pay, and whether to spend the wallet first (§3 Cart options: wallet on by default). */
export function CartPayment({
  paymentTypes,
  paymentType,
  onPaymentTypeChange,
  isSignedIn,
  checkout,
  useWallet,
  onWalletChange,
  disabled,
}: CartPaymentProps) {
  const balance = checkout ? toFils(checkout.walletBalance) : null;
  const showWallet = isSignedIn && balance !== null && balance > 0;
  return (
    <>
      <RadioGroup
        label={<FormattedMessage id="storefront.cart.payment.label" />}
        value={paymentType && paymentTypes.includes(paymentType) ? paymentType : null}
        onChange={(value) => {
          const chosen = paymentTypes.find((t) => t === value);
          if (chosen) onPaymentTypeChange(chosen);
        }}
        disabled={disabled}
      >
        {paymentTypes.map((type) => (
          <Radio key={type} value={type}>
            <FormattedMessage id={PAYMENT_LABELS[type]} />
          </Radio>
        ))}
      </RadioGroup>
      {showWallet ? (
        <Switch
          checked={useWallet}
          onChange={onWalletChange}
          disabled={disabled}
          description={<FormattedMessage id="storefront.cart.wallet.balance" values={{ amount: <Money size="sm" fils={balance} /> }} />}
        >
          <FormattedMessage id="storefront.cart.wallet.use" />
        </Switch>
      ) : null}
    </>
  );
}
