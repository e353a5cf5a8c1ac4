import { defineMessages } from 'react-intl';
import type { PaymentSource } from '@dukkan/core';

/** Network names, translated (Arabic readers know them in Arabic script). */
export const CARD_BRAND_MESSAGES = defineMessages<PaymentSource['brand']>({
  visa: { id: 'storefront.payment.brand.visa' },
  mastercard: { id: 'storefront.payment.brand.mastercard' },
  amex: { id: 'storefront.payment.brand.amex' },
});
