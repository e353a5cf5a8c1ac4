/**
 * Pagination of list answers and the scenario builder every vendor domain uses, so each
 * domain gets the same `default / empty / serverError / slow / loading` contract
 * (handlers/types.ts) and only writes its own handlers and domain cases.
 */
import type { HttpHandler } from 'msw';
import type { EndpointName, Page } from '@dukkan/core';
import { delayed, serverErrorFor } from '../../../http.ts';
import type { DomainScenarios } from '../../types.ts';
import { optionalInt } from './input.ts';
import type { Fields } from './route.ts';

/**
 * `{items, page, limit, total}` for the lists whose spec lists page/limit (or `size`,
 * the customer list's name for it). Pages start at 1.
 */
export function paginate<T>(rows: readonly T[], f: Fields, { limitKey = 'limit', defaultLimit = 20, maxLimit = 100 } = {}): Page<T> {
  const page = optionalInt(f, 'page', 1, 100_000) ?? 1;
  const limit = optionalInt(f, limitKey, 1, maxLimit) ?? defaultLimit;
  return { items: rows.slice((page - 1) * limit, page * limit), page, limit, total: rows.length };
}

export function emptyPage<T>(f: Fields, limitKey = 'limit'): Page<T> {
  return paginate<T>([], f, { limitKey });
}

function paramCount(handler: HttpHandler): number {
  const path = handler.info.path;
  return typeof path === 'string' ? (path.match(/\/:/g) ?? []).length : 0;
}

/**
 * msw answers with the first matching handler, so a param path declared first would
 * swallow its static siblings (`/customer/:id` would catch `/customer/list`). Static
 * paths go first; the sort is stable, so the domain's own order holds otherwise.
 */
export function staticFirst(handlers: readonly HttpHandler[]): HttpHandler[] {
  return [...handlers].sort((a, b) => paramCount(a) - paramCount(b));
}

export interface ScenarioParts {
  /** Every endpoint of the domain, for the serverError, slow and loading scenarios. */
  names: readonly EndpointName[];
  handlers: readonly HttpHandler[];
  /** Handlers answering the domain's lists with nothing; put in front of the defaults. */
  empty: readonly HttpHandler[];
  /** Domain cases (`setStatusFails` ...): put in front of the defaults. */
  cases?: Record<string, readonly HttpHandler[]>;
}

export function domainScenarios({ names, handlers, empty, cases = {} }: ScenarioParts): DomainScenarios {
  const defaults = staticFirst(handlers);
  const scenarios: DomainScenarios = {
    default: defaults,
    empty: [...staticFirst(empty), ...defaults],
    serverError: names.map((name) => serverErrorFor(name)),
    slow: [...names.map((name) => delayed(name, 2500)), ...defaults],
    loading: names.map((name) => delayed(name, 'infinite')),
  };
  for (const [name, front] of Object.entries(cases)) scenarios[name] = [...staticFirst(front), ...defaults];
  return scenarios;
}
