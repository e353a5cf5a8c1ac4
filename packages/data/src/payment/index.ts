// Payment: the card provider seam, paying an order, saved cards (issue #5).
export {
  cardBrandOf,
  cardDigits,
  cardProblem,
  cvcIsValid,
  cvcLength,
  expiryIsValid,
  fullYear,
  passesLuhn,
  validCardBrand,
  type CardBrand,
  type CardDetails,
  type CardProblem,
} from '@dukkan/core';
export {
  createSandboxPaymentProvider,
  SANDBOX_DECLINED_TOKEN,
  SANDBOX_TEST_CARDS,
  type PaymentProvider,
  type SandboxProviderOptions,
  type TokenizeError,
  type TokenizeResult,
} from './provider.ts';
export {
  isDecline,
  NEW_CARD_METHOD,
  PAYMENT_PATTERN,
  payForOrder,
  type PayForOrderInput,
  type PayForOrderResult,
  type PaymentMethodChoice,
  type PaymentRedirects,
  UNSAFE_REDIRECT_CODE,
} from './payForOrder.ts';
export { deletePaymentSource, readPaymentSources, savedCardsKey, useSavedCards, type DeletePaymentSourceResult } from './sources.ts';
