import { defineMessages } from 'react-intl';
import type { CvcProblem, ExpiryProblem, NumberProblem } from './cardForm.ts';

/** Static ids for every problem the form or the payment can report. */
export const NUMBER_PROBLEMS = defineMessages<NumberProblem>({
  required: { id: 'storefront.payment.error.numberRequired' },
  invalid: { id: 'storefront.payment.error.numberInvalid' },
  unsupported: { id: 'storefront.payment.error.brandUnsupported' },
});

export const EXPIRY_PROBLEMS = defineMessages<ExpiryProblem>({
  required: { id: 'storefront.payment.error.expiryRequired' },
  format: { id: 'storefront.payment.error.expiryFormat' },
  expired: { id: 'storefront.payment.error.expired' },
});

export const CVC_PROBLEMS = defineMessages<CvcProblem>({
  invalid: { id: 'storefront.payment.error.cvc' },
});

/** What went wrong with a payment the app tried (the outcome of `payForOrder`). */
export type CardPaymentError = 'declined' | 'failed' | 'invalid_number' | 'invalid_expiry' | 'invalid_cvc';

export const PAYMENT_ERRORS = defineMessages<CardPaymentError>({
  declined: { id: 'storefront.payment.error.declined' },
  failed: { id: 'storefront.payment.error.failed' },
  invalid_number: { id: 'storefront.payment.error.numberInvalid' },
  invalid_expiry: { id: 'storefront.payment.error.providerExpiry' },
  invalid_cvc: { id: 'storefront.payment.error.providerCvc' },
});
