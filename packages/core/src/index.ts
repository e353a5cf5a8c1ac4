export * from './api/endpoints.ts';
export type * from './model/index.ts';
export { localised } from './locale/localised.ts';
export {
  loadRuntimeConfig,
  PAYMENT_PROVIDERS,
  parseRuntimeConfig,
  RuntimeConfigError,
  type PaymentProviderName,
  type MapTilesConfig,
  type RuntimeConfig,
} from './config/runtime.ts';

// Platform adapters (storage, locks, clock, JSON) injected into everything below.
export {
  browserLocalStorage,
  browserSessionStorage,
  createMemoryStorage,
  createSafeStorage,
  type KeyValueStorage,
  type MemoryStorage,
  type SafeStorage,
  type StorageHealth,
} from './platform/storage.ts';
export { browserLocks, createLocalLocks, type LockManagerLike } from './platform/locks.ts';
export { systemClock, type Clock, type TimerId } from './platform/clock.ts';
export { isRecord, own, safeJsonParse, type JsonParseResult } from './platform/json.ts';

// API client, tokens and typed calls (issue #3 items 1-2).
export {
  apiError,
  failure,
  INVALID_USER_MESSAGE,
  isApiError,
  success,
  UPLOAD_INVALID_MESSAGE,
  type ApiError,
  type ApiErrorKind,
  type ApiResult,
} from './api/result.ts';
export {
  APP_ID_HEADER,
  createTransport,
  encodeQuery,
  IDEMPOTENCY_HEADER,
  readEnvelope,
  RETRY_STATUSES,
  SYSTEM_NAME,
  SYSTEM_NAME_HEADER,
  type FetchLike,
  type OutgoingRequest,
  type Transport,
  type TransportAnswer,
  type TransportOptions,
} from './api/transport.ts';
export {
  createTokenManager,
  INVALID_TOKEN_MARKER,
  isTokenPair,
  isUsableToken,
  parseStoredTokens,
  REFRESH_LOCK_NAME,
  REFRESH_TOKEN_STORAGE_KEY,
  serializeStoredTokens,
  type RefreshAttempt,
  type RefreshOutcome,
  type TokenManager,
  type TokenManagerOptions,
} from './api/tokens.ts';
export {
  createApiClient,
  DEFAULT_TIMEOUT_MS,
  fillPath,
  SESSION_ENTRY_CALLS,
  UPLOAD_TIMEOUT_MS,
  type ApiClient,
  type ApiClientConfig,
  type SignOutReason,
  type UploadArgs,
} from './api/client.ts';
export {
  createApi,
  type AddressCreationBody,
  type AnyCallArgs,
  type Api,
  type CallArgs,
  type CallByName,
  type CallShape,
  type CheckoutQuery,
  type KnownCalls,
  type OtpRequest,
  type PathParamsOf,
  type PayBody,
  type PlaceOrderBody,
  type PromoCodeBody,
  type QueryInput,
  type QueryScalar,
  type QueryValue,
  type RequestExtras,
  type ResponseOf,
  type VendorLoginRequest,
} from './api/calls.ts';

// Money and locale (issue #3 items 5, 8).
export {
  assertFils,
  CURRENCY,
  FILS_PER_AED,
  filsToDecimalText,
  floorDiv,
  formatMoney,
  formatNumber,
  isFils,
  NUMBER_LOCALES,
  roundDiv,
  sumFils,
  toFils,
  toFilsOr,
  toWireAed,
  type Fils,
} from './money/money.ts';
// The limits both the apps and the mock API enforce (decision 0083).
export * from './limits/index.ts';
export {
  APP_LOCALES,
  DEFAULT_LOCALE,
  directionOf,
  documentAttributes,
  isAppLocale,
  isArabic,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeCookie,
  readLocaleCookie,
  resolveLocale,
  stripLocalePrefix,
  toAppLocale,
  type AppLocale,
  type Direction,
} from './locale/locale.ts';

// Cart rules, pricing and stored-state validation (issue #3 items 4-5).
export {
  defaultCartOptions,
  emptyCart,
  type CartAddon,
  type CartAddonOption,
  type CartAddonsSet,
  type CartItem,
  type CartOptions,
  type CartProduct,
  type CartState,
  type ScheduleOption,
} from './cart/types.ts';
export {
  DEFAULT_PAY_SIZE,
  hasOffer,
  linePrice,
  MAX_LINE_COUNT,
  offerPercent,
  paySizeOf,
  setUnitPrice,
  stepsPrice,
  toCartAddons,
  toCartProduct,
  unitPrice,
  weightGrams,
  weightLabel,
} from './cart/pricing.ts';
export {
  kgPriceOf,
  MAX_WEIGHED_GRAMS,
  MIN_WEIGHED_GRAMS,
  parseWeighedKg,
  repriceByWeight,
  type WeighedLine,
  type WeighedLineInput,
} from './cart/weighing.ts';
export { addToCart, checkoutProducts, countInCart, dropFromCart, recomputeCart, removeFromCart, setKeyOf } from './cart/rules.ts';
export {
  PENDING_ORDER_TTL_MS,
  validateAddress,
  validatePendingOrderAttempt,
  validateStoredCart,
  validateStoredCartOptions,
  type PendingOrderAttempt,
  type Validated,
} from './cart/stored.ts';

// Auth rules and route guards (issue #3 item 3).
export {
  afterLoginDestination,
  AUTH_ROUTES,
  isInternalRoute,
  isStaff,
  needsInfo,
  readAuthResult,
  readUser,
  skipDestination,
  staffFlags,
  type StaffFlags,
} from './auth/session.ts';
export { detailsRedirect, requireAuthRedirect, requireLoggedOutRedirect, verifyOtpRedirect, type GuardInput } from './auth/guards.ts';
export {
  can,
  capabilitiesOf,
  CAPABILITIES,
  ROLE_CAPABILITIES,
  rolesOf,
  rolesWith,
  type Capability,
  type DashboardRole,
} from './auth/capabilities.ts';

// Checkout, promotion, address and error rules (issue #3 items 6, 9).
export {
  billFils,
  checkoutQuery,
  minOrderFils,
  newIdempotencyKey,
  newPrefixedIdempotencyKey,
  orderBody,
  orderFingerprint,
  promoInvoiceFils,
  type CheckoutInput,
} from './cart/checkout.ts';
export { readPromotion } from './cart/stored.ts';
export { CART_ALERTS, normalisePromoCode, promoOutcome, type AlertText, type PromoOutcome } from './promo/promo.ts';
export {
  ADDRESS_FIELD_ORDER,
  addressCreationPayload,
  markPrimary,
  primaryAddress,
  primaryLatLng,
  withoutAddress,
  type AddressDraft,
  type AddressFieldName,
} from './address/address.ts';
export {
  createAppErrorRecorder,
  ERROR_MESSAGE_IDS,
  errorDetail,
  HttpStatusError,
  runStartup,
  toErrorPage,
  isCodeLoadError,
  type AppErrorRecorder,
  type ErrorPageModel,
  type ErrorTitle,
} from './errors/errorPage.ts';

// New-build check and marketing pixel (issue #3 items 10, 11).
export {
  BUILD_CHECK_FIRST_DELAY_MS,
  BUILD_CHECK_INTERVAL_MS,
  BUILD_MESSAGE_IDS,
  createBuildChecker,
  RELOAD_GUARD_KEY,
  RELOAD_GUARD_MS,
  type BuildChecker,
  type BuildCheckerOptions,
  type BuildCheckResult,
} from './build/buildCheck.ts';
export {
  createPixel,
  metaPixelTransport,
  PIXEL_EVENTS,
  PIXEL_LOAD_DELAY_MS,
  pixelPayload,
  type Pixel,
  type PixelData,
  type PixelEvent,
  type PixelOptions,
  type PixelPayload,
  type PixelTransport,
} from './pixel/pixel.ts';

// Card rules shared by the payment adapter and the card form (issue #5).
export {
  CARD_NUMBER_LENGTHS,
  cardBrandOf,
  cardDigits,
  cardProblem,
  cvcIsValid,
  cvcLength,
  expiryIsValid,
  fullYear,
  MAX_EXPIRY_YEARS_AHEAD,
  passesLuhn,
  validCardBrand,
  type CardBrand,
  type CardDetails,
  type CardProblem,
} from './payment/cardRules.ts';
export { isAllowedPaymentRedirect, type PaymentRedirectPolicy } from './payment/redirect.ts';
export * from './blog/index.ts';
export * from './search/index.ts';

// What the information pages and the restaurant page read from the shop (decision 0037).
export {
  APP_STORES,
  readShopInfo,
  safeWebHref,
  SHOP_TEXT_LIMIT,
  shopPhone,
  shopText,
  SOCIAL_NETWORKS,
  textParagraphs,
  type AppLink,
  type AppStore,
  type ShopInfo,
  type ShopMethods,
  type ShopPhone,
  type SocialLink,
  type SocialNetwork,
} from './shop/info.ts';
export { openingStatus, type OpeningStatus, type ShopTime } from './shop/opening.ts';
export { encodeQr, qrPath, QrTooLongError, QR_MAX_VERSION, type QrMatrix } from './qr/qr.ts';
