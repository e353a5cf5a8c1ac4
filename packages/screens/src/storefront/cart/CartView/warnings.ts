/**
 * What stops an order, and the words for it. Checkout warnings arrive with a code and an
 * English server message; the known codes are translated (static ids), an unknown one gets a
 * general translated line: the server's own words are never shown (docs/decisions/0082). The blocking codes are the ones the order call answers 422 for
 * (docs/decisions/0021): unavailable items, the per-order limit, below the minimum for
 * delivery, an address outside the delivery areas.
 */
import { isApiError, type CheckoutResult } from '@dukkan/core';

export type CheckoutWarning = CheckoutResult['warnings'][number];

export const BLOCKING_WARNING_CODES: ReadonlySet<string> = new Set(['unavailable', 'per_order_limit', 'below_min_order', 'out_of_area']);

export const WARNING_MESSAGES: Readonly<Record<string, string>> = {
  unavailable: 'storefront.cart.warning.unavailable',
  per_order_limit: 'storefront.cart.warning.perOrderLimit',
  below_min_order: 'storefront.cart.warning.belowMinOrder',
  out_of_area: 'storefront.cart.warning.outOfArea',
  shop_busy: 'storefront.cart.warning.shopBusy',
  promotion_invalid: 'storefront.cart.warning.promotionInvalid',
  promotion_not_applicable: 'storefront.cart.warning.promotionNotApplicable',
};

/** The message id of a server code, own keys only (a code like `constructor` is not one). */
export function messageFor(map: Readonly<Record<string, string>>, code: string | undefined): string | undefined {
  return code !== undefined && Object.hasOwn(map, code) ? map[code] : undefined;
}

/** A warning a newer server sends that this build has no words for. */
export const OTHER_WARNING_MESSAGE = 'storefront.cart.warning.other';

/** The translated line of a warning code. */
export function warningMessageId(code: string | undefined): string {
  return messageFor(WARNING_MESSAGES, code) ?? OTHER_WARNING_MESSAGE;
}

export function isBlocking(warning: CheckoutWarning): boolean {
  return BLOCKING_WARNING_CODES.has(warning.code);
}

export function splitWarnings(checkout: CheckoutResult | undefined): { blocking: CheckoutWarning[]; notices: CheckoutWarning[] } {
  const warnings = checkout?.warnings ?? [];
  return { blocking: warnings.filter(isBlocking), notices: warnings.filter((w) => !isBlocking(w)) };
}

export type PlaceBlocker = 'loading' | 'checkoutError' | 'warning' | 'address' | 'schedule' | 'notes' | 'payment';

export const BLOCKER_MESSAGES: Readonly<Record<PlaceBlocker, string>> = {
  loading: 'storefront.cart.place.blocked.loading',
  checkoutError: 'storefront.cart.place.blocked.checkoutError',
  warning: 'storefront.cart.place.blocked.warning',
  address: 'storefront.cart.place.blocked.address',
  schedule: 'storefront.cart.place.blocked.schedule',
  notes: 'storefront.cart.place.blocked.notes',
  payment: 'storefront.cart.place.blocked.payment',
};

export interface PlaceState {
  checkoutLoading: boolean;
  hasCheckout: boolean;
  checkoutFailed: boolean;
  hasBlockingWarning: boolean;
  /** Delivery chosen by a signed-in customer with no address selected. */
  missingAddress: boolean;
  scheduleComplete: boolean;
  notesTooLong: boolean;
  hasPaymentType: boolean;
}

/**
 * The first reason the order cannot be placed yet, or null. A signed-out customer is not
 * blocked by the address: placing the order is what asks them to sign in (spec §5).
 */
export function placeBlocker(state: PlaceState): PlaceBlocker | null {
  if (state.checkoutLoading || (!state.hasCheckout && !state.checkoutFailed)) return 'loading';
  if (state.checkoutFailed) return 'checkoutError';
  if (state.hasBlockingWarning) return 'warning';
  if (state.missingAddress) return 'address';
  if (!state.scheduleComplete) return 'schedule';
  if (state.notesTooLong) return 'notes';
  if (!state.hasPaymentType) return 'payment';
  return null;
}

const PLACE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  ...WARNING_MESSAGES,
  insufficient_wallet: 'storefront.cart.place.error.wallet',
  address_required: 'storefront.cart.place.blocked.address',
};

/** The message id for a failed order: a known server code, a lost connection, or a general failure. */
export function placeErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const known = messageFor(PLACE_ERROR_MESSAGES, error.code);
    if (known) return known;
    if (error.kind === 'network') return 'storefront.cart.place.error.network';
  }
  return 'storefront.cart.place.error.generic';
}
