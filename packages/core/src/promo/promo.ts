/**
 * Promotion rules of customer spec §4 "Promotion", §5 and §8: a code applies only when the
 * answer is `valid` and carries a promotion (then the cart is re-priced through checkout);
 * a failed request and an invalid code each show their alert.
 */
import type { PromoResponse, Promotion } from '../model/customer.ts';
import type { ApiError, ApiResult } from '../api/result.ts';
import { isRecord, own } from '../platform/json.ts';
import { readPromotion } from '../cart/stored.ts';
import { TEXT_LIMITS, textLength } from '../limits/limits.ts';

export interface AlertText {
  title: string;
  message: string;
}

/** §8 error catalogue, as message ids (spec keys keep their names). */
export const CART_ALERTS = {
  promoFailed: { title: 'use_cart_alert_error', message: 'use_cart_alert_promo' },
  promoInvalid: { title: 'use_cart_alert_error', message: 'use_cart_alert_invalid_promo' },
  loginToOrder: { title: 'use_cart_alert_required_login', message: 'use_cart_alert_login_order' },
} as const satisfies Record<string, AlertText>;

export type PromoOutcome =
  { kind: 'applied'; promotion: Promotion } | { kind: 'invalid'; alert: AlertText } | { kind: 'failed'; alert: AlertText; error: ApiError };

/** What the promo-code answer means for the cart. */
export function promoOutcome(result: ApiResult<PromoResponse>): PromoOutcome {
  if (result.error) return { kind: 'failed', alert: CART_ALERTS.promoFailed, error: result.error };
  const data: unknown = result.data;
  const promotion = isRecord(data) && own(data, 'valid') === true ? readPromotion(own(data, 'promotion')) : null;
  return promotion ? { kind: 'applied', promotion } : { kind: 'invalid', alert: CART_ALERTS.promoInvalid };
}

/** Codes are sent trimmed; an empty code, or one past the table's limit (code points, 0085), is not sent at all. */
export function normalisePromoCode(code: string): string | null {
  const trimmed = code.trim();
  return trimmed.length > 0 && textLength(trimmed) <= TEXT_LIMITS.promoCode ? trimmed : null;
}
