/**
 * Where a card payment may send the customer (issue #18 item 7, docs/decisions/0082): a
 * 3-D Secure challenge URL comes from the payment API, so it is checked before the app
 * follows it. Allowed: an https URL on one of the payment provider's origins, or a URL on
 * the app's own origin (the provider, or the mock, sends the customer straight back to the
 * shop's success page). Everything else is refused: `javascript:`, `data:`, `vbscript:` in
 * any case, a scheme hidden behind control characters or whitespace (which a URL parser would
 * quietly strip), protocol-relative `//host`, paths, user info, and look-alike hosts such as
 * `pay.provider.example.evil.com`.
 */

export interface PaymentRedirectPolicy {
  /** `window.location.origin` of the app, e.g. `https://shop.dukkan.ae`. */
  appOrigin: string;
  /** The provider's challenge origins (`https://host[:port]`), from the payment adapter. */
  providerOrigins: readonly string[];
}

/** Any control character, space, or Unicode line/paragraph separator, anywhere. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u009f\u2028\u2029]/;

function parseAbsolute(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The origin of an https origin string, or null when it is not one (`*`, `http:`, `javascript:` …). */
function httpsOrigin(value: string): string | null {
  if (typeof value !== 'string' || UNSAFE_CHARACTERS.test(value)) return null;
  const url = parseAbsolute(value);
  return url && url.protocol === 'https:' && url.hostname !== '' ? url.origin : null;
}

export function isAllowedPaymentRedirect(url: unknown, policy: PaymentRedirectPolicy): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length > 4096 || UNSAFE_CHARACTERS.test(url)) return false;
  // Absolute http(s) URLs only, read from the raw text: no scheme-relative `//host`, no paths.
  if (!/^https?:\/\/[^/\\]/i.test(url)) return false;
  const parsed = parseAbsolute(url);
  if (!parsed || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return false;
  const app = parseAbsolute(policy.appOrigin);
  if (app && (app.protocol === 'https:' || app.protocol === 'http:') && parsed.origin === app.origin) return true;
  if (parsed.protocol !== 'https:') return false;
  return policy.providerOrigins.some((origin) => httpsOrigin(origin) === parsed.origin);
}
