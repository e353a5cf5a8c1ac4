/**
 * The card provider seam (customer spec §7 "Payment": "A card payment provider's browser SDK
 * is loaded at start"). Card details go to the provider, never to the shop's API; the app
 * only handles the token the provider gives back. The real SDK is wrapped in this interface
 * when one is chosen; in mock mode `createSandboxPaymentProvider` stands in for it.
 */
import { systemClock, type Clock } from '@dukkan/core';
import { cardDigits, cardProblem, validCardBrand, type CardDetails, type CardProblem } from '@dukkan/core';

export type TokenizeError = CardProblem | 'declined';

export type TokenizeResult = { token: string } | { error: TokenizeError };

export interface PaymentProvider {
  tokenize(card: CardDetails): Promise<TokenizeResult>;
  /**
   * The https origins the provider's 3-D Secure challenge may send the customer to (its
   * access control servers). A challenge URL anywhere else is refused, and so is anything that
   * is not https; the shop's own origin is always allowed (docs/decisions/0082).
   */
  readonly redirectOrigins?: readonly string[];
}

/** The sandbox token the mock API declines with 402 'Card declined' (mocks/…/payment.ts). */
export const SANDBOX_DECLINED_TOKEN = 'tok_fail';

/**
 * Test card numbers of the sandbox, as card providers publish them. Every other valid number
 * gets `tok_<brand>_<last4>` too; only the decline card maps to a special token.
 */
export const SANDBOX_TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5454545454545454',
  amex: '378282246310005',
  declined: '4000000000000002',
} as const;

export interface SandboxProviderOptions {
  /** The clock the expiry check reads (a fixed one in tests and stories). */
  clock?: Pick<Clock, 'now'>;
}

/**
 * Validates like a real SDK (Luhn, accepted network, expiry not past, CVC length) and answers
 * with the tokens the mock API understands: `tok_visa_4242`, `tok_mastercard_5454`,
 * `tok_amex_0005`, and `tok_fail` for 4000 0000 0000 0002, which the server declines.
 */
export function createSandboxPaymentProvider({ clock = systemClock }: SandboxProviderOptions = {}): PaymentProvider {
  return {
    // The sandbox sends the customer straight back to the shop's own success page.
    redirectOrigins: [],
    async tokenize(card) {
      const problem = cardProblem(card, clock.now());
      if (problem) return { error: problem };
      const digits = cardDigits(card.number) ?? '';
      if (digits === SANDBOX_TEST_CARDS.declined) return { token: SANDBOX_DECLINED_TOKEN };
      return { token: `tok_${validCardBrand(digits)}_${digits.slice(-4)}` };
    },
  };
}
