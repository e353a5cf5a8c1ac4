/**
 * Every domain's scenarios, customer and vendor side, and the default handler list that
 * Storybook's worker, msw/node and the mock API server all run.
 *
 * Both sides own domains of the same registry name (`auth`, `shop`, `blogs` …: a domain
 * holds customer calls and vendor calls), so the two maps are merged domain by domain
 * rather than spread, which would drop one side's handlers.
 */
import type { HttpHandler } from 'msw';
import { customerDomains } from './customer/index.ts';
import { staticFirst } from './customer/scenarios.ts';
import type { DomainScenarios } from './types.ts';
import { vendorDomains } from './dashboard/index.ts';
import { tileHandlers } from '../tiles/tiles.ts';

function mergeDomain(a: DomainScenarios, b: DomainScenarios): DomainScenarios {
  const merged: DomainScenarios = { ...a };
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[name];
    const right = b[name];
    // A case only one side has still needs the other side's calls answered: add its defaults.
    merged[name] = left && right ? [...left, ...right] : left ? [...left, ...b.default] : [...(right ?? []), ...a.default];
  }
  return merged;
}

export function mergeDomains(...sides: readonly Record<string, DomainScenarios>[]): Record<string, DomainScenarios> {
  const result: Record<string, DomainScenarios> = {};
  for (const side of sides) {
    for (const [domain, scenarios] of Object.entries(side)) {
      const existing = result[domain];
      result[domain] = existing ? mergeDomain(existing, scenarios) : scenarios;
    }
  }
  return result;
}

export const scenarios: Record<string, DomainScenarios> = mergeDomains(customerDomains, vendorDomains);

/**
 * All default handlers, static paths before `:param` paths, so `/api/v1/blogs/delete-image`
 * is matched before `/api/v1/blogs/:id` whatever domain declared them.
 */
export const defaultHandlers: HttpHandler[] = [
  ...staticFirst(Object.values(scenarios).flatMap((domain) => domain.default)),
  // The map picker's tile set (features.mapTiles), not an API call: served in every scenario.
  ...tileHandlers,
];

/**
 * The handler list with some domains switched to another scenario, e.g.
 * `handlersFor({ cart: scenarios.cart.promoInvalid })`. An overridden domain's defaults are
 * replaced (every scenario is a complete list for its domain); overrides come first among
 * handlers of equal specificity, so a cross-domain case (address.areaNotFound) wins too.
 */
export function handlersFor(overrides: Partial<Record<string, HttpHandler[]>>): HttpHandler[] {
  const front = Object.values(overrides).flatMap((list) => list ?? []);
  const rest = Object.entries(scenarios)
    .filter(([domain]) => !overrides[domain])
    .flatMap(([, domain]) => domain.default);
  return [...staticFirst([...front, ...rest]), ...tileHandlers];
}
