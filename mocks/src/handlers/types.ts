import type { HttpHandler } from 'msw';

/**
 * The handlers of one domain, by scenario. Every domain has at least these four;
 * domain cases (`promoInvalid`, `sellerRejected` ...) are added beside them.
 * Storybook starts the worker with every domain's `default`; a story overrides one
 * domain with `parameters.msw.handlers = { cart: scenarios.cart.promoInvalid }`,
 * which msw puts in front of the defaults.
 */
export interface DomainScenarios {
  default: HttpHandler[];
  /** Lists come back empty (no categories, no orders, no addresses ...). */
  empty: HttpHandler[];
  /** Every call of the domain answers 500 with the error envelope. */
  serverError: HttpHandler[];
  /** Every call of the domain is delayed by 2.5 s, then answers as `default`. */
  slow: HttpHandler[];
  /** Every call of the domain never answers: for Loading stories. */
  loading: HttpHandler[];
  [scenario: string]: HttpHandler[];
}
