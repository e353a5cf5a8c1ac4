/**
 * Pagination of list answers and the scenario builder every vendor domain uses, so each
 * domain gets the same `default / empty / serverError / slow / loading` contract
 * (handlers/types.ts) and only writes its own handlers and domain cases.
 */
import { delay, http, type HttpHandler } from 'msw';
import { endpoint, type EndpointName, type Page } from '@dukkan/core';
import { delayed, serverErrorFor, toMswPath } from '../../../http.ts';
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

/** Ids of the requests a slow handler already held back (bounded: the oldest go first). */
const heldBack = new Set<string>();

/**
 * `delayed` (http.ts), but once per request: a request that fits two of a domain's paths
 * (`/customer/list` also fits `/customer/:id`) would otherwise wait once for each.
 */
function delayedOnce(name: EndpointName, ms: number): HttpHandler {
  const def = endpoint(name);
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`*${toMswPath(def.path)}`, async ({ requestId }) => {
    if (heldBack.has(requestId)) return undefined;
    heldBack.add(requestId);
    if (heldBack.size > 500) heldBack.delete(heldBack.values().next().value ?? '');
    await delay(ms);
    return undefined;
  });
}

export interface ScenarioParts {
  /** Every endpoint of the domain, for the serverError, slow and loading scenarios. */
  names: readonly EndpointName[];
  handlers: readonly HttpHandler[];
  /** Handlers answering the domain's lists with nothing; they win over the defaults. */
  empty: readonly HttpHandler[];
  /** Domain cases (`setStatusFails` ...); they win over the defaults. */
  cases?: Record<string, readonly HttpHandler[]>;
}

/**
 * Overrides before the defaults, then static paths first: an override still wins over the
 * default of its own call, but an override on `/customer/:id/list` cannot swallow the
 * default of `/customer/address/list`.
 */
function inFront(front: readonly HttpHandler[], defaults: readonly HttpHandler[]): HttpHandler[] {
  return staticFirst([...front, ...defaults]);
}

export function domainScenarios({ names, handlers, empty, cases = {} }: ScenarioParts): DomainScenarios {
  const defaults = staticFirst(handlers);
  const scenarios: DomainScenarios = {
    default: defaults,
    empty: inFront(empty, defaults),
    serverError: staticFirst(names.map((name) => serverErrorFor(name))),
    slow: [...names.map((name) => delayedOnce(name, 2500)), ...defaults],
    loading: names.map((name) => delayed(name, 'infinite')),
  };
  for (const [name, front] of Object.entries(cases)) scenarios[name] = inFront(front, defaults);
  return scenarios;
}
