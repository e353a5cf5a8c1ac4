/**
 * The scenario contract of handlers/types.ts for the customer domains. Endpoint names come
 * from the registry (every `customer`/`both` call of the domain), so serverError, slow and
 * loading always cover the whole domain, including calls added later.
 */
import type { HttpHandler } from 'msw';
import { endpoints, type EndpointName } from '@dukkan/core';
import { delayed, serverErrorFor } from '../../http.ts';
import type { DomainScenarios } from '../types.ts';

export function customerEndpoints(domain: string): EndpointName[] {
  return endpoints.filter((e) => e.domain === domain && e.side !== 'vendor').map((e) => e.name);
}

function paramCount(handler: HttpHandler): number {
  const { path } = handler.info;
  return typeof path === 'string' ? (path.match(/\/:/g) ?? []).length : 0;
}

/** msw answers with the first match: static paths must come before `:param` siblings. Stable sort. */
export function staticFirst(handlers: readonly HttpHandler[]): HttpHandler[] {
  return [...handlers].sort((a, b) => paramCount(a) - paramCount(b));
}

export interface ScenarioParts {
  domain: string;
  handlers: readonly HttpHandler[];
  /** Handlers answering the domain's lists with nothing; the domain's other calls stay default. */
  empty?: readonly HttpHandler[];
  /** Domain cases (`promoInvalid` ...), each put in front of the defaults. */
  cases?: Record<string, readonly HttpHandler[]>;
}

/**
 * Every scenario is a complete handler list for the domain (front handlers + defaults),
 * because a story's `parameters.msw.handlers = { cart: … }` replaces the domain's group.
 */
export function buildScenarios({ domain, handlers, empty = [], cases = {} }: ScenarioParts): DomainScenarios {
  const names = customerEndpoints(domain);
  const defaults = staticFirst(handlers);
  const scenarios: DomainScenarios = {
    default: defaults,
    empty: [...empty, ...defaults],
    serverError: names.map((name) => serverErrorFor(name)),
    slow: [...names.map((name) => delayed(name, 2500)), ...defaults],
    loading: names.map((name) => delayed(name, 'infinite')),
  };
  for (const [name, front] of Object.entries(cases)) scenarios[name] = [...front, ...defaults];
  return scenarios;
}
